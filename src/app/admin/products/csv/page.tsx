import { staffPage } from "@/modules/admin/access";
import { AdminProductCsv } from "@/modules/admin/templates/product-csv";

export default staffPage(function AdminCsv() {
  return <AdminProductCsv />;
});
