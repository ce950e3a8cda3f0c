import { staffPage } from "@/modules/admin/access";
import { listAdminProducts } from "@/modules/admin/data";
import { pageParam, searchTerm } from "@/modules/admin/params";
import { AdminProductList } from "@/modules/admin/templates/product-list";

export default staffPage(async function AdminProducts({ searchParams }: { searchParams: Promise<{ q?: string; page?: string }> }) {
  const { q = "", page: rawPage } = await searchParams;
  const page = pageParam(rawPage);
  const products = await listAdminProducts(searchTerm(q), page);
  return <AdminProductList {...products} q={q} page={page} />;
});
