import { staffPage } from "@/modules/admin/access";
import { AdminProductCsv } from "@/modules/catalog/manage/product-csv";

export default staffPage("/admin/products/csv", function AdminCsv() {
  return <AdminProductCsv />;
});
