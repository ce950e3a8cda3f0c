import { staffPage } from "@/modules/admin/access";
import { pageParam, searchTerm } from "@/modules/admin/params";
import { listAdminProducts } from "@/modules/catalog/data";
import { AdminProductList } from "@/modules/catalog/manage/product-list";

export default staffPage(
  "/admin/products",
  async function AdminProducts({ searchParams }: { searchParams: Promise<{ q?: string; page?: string }> }) {
    const { q = "", page: rawPage } = await searchParams;
    const page = pageParam(rawPage);
    const products = await listAdminProducts(searchTerm(q), page);
    return <AdminProductList {...products} q={q} page={page} />;
  },
);
