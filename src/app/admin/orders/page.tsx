import { staffPage } from "@/modules/admin/access";
import { oneOf, pageParam, searchTerm } from "@/modules/admin/params";
import { listAdminOrders } from "@/modules/orders/data";
import { AdminOrderList } from "@/modules/orders/manage/order-list";
import { orderListFilters } from "@/shared/orders";

type Params = { q?: string; status?: string; page?: string };

export default staffPage("/admin/orders", async function AdminOrders({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const q = params.q ?? "";
  const status = oneOf(orderListFilters, params.status);
  const page = pageParam(params.page);
  const orders = await listAdminOrders({ query: searchTerm(q), status, page });
  return <AdminOrderList {...orders} q={q} status={status} page={page} />;
});
