import { toShopDay } from "@/lib/shop-time";
import { staffPage } from "@/modules/admin/access";
import { monthReport } from "@/modules/orders/data";
import { AdminReports } from "@/modules/orders/manage/reports-page";
import { monthRange } from "@/shared/orders/month";

type Params = { from?: string; to?: string };

/** This month so far, in shop days. */
function thisMonth() {
  const today = toShopDay(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export default staffPage("/admin/reports", async function AdminReportsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const asked = params.from || params.to ? monthRange.safeParse(params) : null;
  const range = asked?.success ? asked.data : thisMonth();
  return <AdminReports range={range} report={await monthReport(range)} invalid={asked ? !asked.success : false} />;
});
