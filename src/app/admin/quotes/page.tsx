import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { oneOf } from "@/modules/admin/params";
import { listQuotes } from "@/modules/quotes/data";
import { QuoteList } from "@/modules/quotes/templates/quote-list";
import { quoteStatuses } from "@/shared/quotes";

export default staffPage("/admin/quotes", async function AdminQuotes({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const status = oneOf(quoteStatuses, (await searchParams).status);
  return <QuoteList quotes={await listQuotes({ status })} title={t("quotes:admin.title")} href={(q) => `/admin/quotes/${q.id}`} />;
});
