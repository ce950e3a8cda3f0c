import { staffPage } from "@/modules/admin/access";
import { listSearchRules, searchReport } from "@/modules/search/data";
import { AdminSearchInsights } from "@/modules/search/manage/search-insights";
import { searchWeek } from "@/shared/search/rules";

export default staffPage(
  "/admin/search/insights",
  async function AdminSearchInsightsPage({ searchParams }: { searchParams: Promise<{ week?: string }> }) {
    const week = searchWeek.safeParse((await searchParams).week);
    const [rules, report] = await Promise.all([listSearchRules(), searchReport(week.success ? week.data : undefined)]);
    return <AdminSearchInsights rules={rules} report={report} />;
  },
);
