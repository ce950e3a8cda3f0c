import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { QUOTES_PATH } from "@/modules/account/paths";
import { requireUser } from "@/modules/account/session";
import { listQuotes } from "@/modules/quotes/data";
import { QuoteList } from "@/modules/quotes/templates/quote-list";

export const metadata: Metadata = { title: t("quotes:title") };

export default async function MyQuotesPage() {
  const user = await requireUser(QUOTES_PATH);
  return <QuoteList quotes={await listQuotes({ userId: user.id })} title={t("quotes:title")} href={(q) => `${QUOTES_PATH}/${q.number}`} />;
}
