import { t } from "@/i18n/server";
import { formatDate } from "@/lib/shop-time";
import { price } from "@/modules/account/format";
import Link from "@/modules/ui/link";
import type { QuoteSummary } from "@/shared/quotes";
import { QuoteStatusBadge } from "../components/quote-status";

/** Tekliflerim, or the back office's list: number, date, status, total; `href` names each quote's page. */
export function QuoteList({ quotes, title, href }: { quotes: QuoteSummary[]; title: string; href: (q: QuoteSummary) => string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {quotes.length === 0 ? (
        <p className="text-gray-700">{t("quotes:empty")}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded border border-gray-200">
          {quotes.map((q) => (
            <li key={q.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
              <div className="min-w-40 flex-1">
                <Link href={href(q)} className="font-semibold text-primary-800 underline">
                  {q.number}
                </Link>
                <p className="text-sm text-gray-700">
                  <time dateTime={q.createdAt}>{formatDate(q.createdAt)}</time> · {q.customer.name}
                </p>
              </div>
              <QuoteStatusBadge status={q.status} />
              <p className="min-w-28 text-right font-semibold">{q.total == null ? t("quotes:awaitingPrice") : price(q.total)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
