import { staffPage } from "@/modules/admin/access";
import { AdminProductCsv } from "@/modules/catalog/manage/product-csv";

export default staffPage(function AdminCsv() {
  return <AdminProductCsv />;
});
