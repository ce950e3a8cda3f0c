import type { ReactNode } from "react";
import { t } from "@/i18n/server";
import { formatDateTime, formatLongDate } from "@/lib/shop-time";
import { price } from "@/modules/account/format";
import { ScrollRegion } from "@/modules/ui/scroll-region";
import type { Quote } from "@/shared/quotes";
import { QuoteStatusBadge } from "../components/quote-status";

/** Who asked, for staff: the name and how to reach them (mail, phone). */
function CustomerContact({ customer }: { customer: Quote["customer"] }) {
  return (
    <div>
      <dt className="text-sm text-gray-700">{t("quotes:admin.customer")}</dt>
      <dd>
        {customer.name} ·{" "}
        <a href={`mailto:${customer.email}`} className="text-primary-800 underline">
          {customer.email}
        </a>
        {customer.phone && (
          <>
            {" · "}
            <a href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`} className="text-primary-800 underline">
              {customer.phone}
            </a>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * One quote for its customer or for staff: lines, total, validity, notes and every step; `actions` below. Staff
 * (`staff`) also see who asked and how to reach them, and each line's list price.
 */
export function QuoteDetail({
  quote,
  actions,
  pdfHref,
  staff = false,
}: {
  quote: Quote;
  actions?: ReactNode;
  pdfHref: string | null;
  staff?: boolean;
}) {
  return (
    <article className="space-y-6" aria-labelledby="quote-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="quote-title" className="text-2xl font-bold">
          {t("quotes:detail")} {quote.number}
        </h1>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-700">{t("quotes:date")}</dt>
          <dd>{formatLongDate(quote.createdAt)}</dd>
        </div>
        {quote.validUntil && (
          <div>
            <dt className="text-sm text-gray-700">{t("quotes:validUntil")}</dt>
            <dd>{formatLongDate(quote.validUntil)}</dd>
          </div>
        )}
        {staff && <CustomerContact customer={quote.customer} />}
        {quote.company && (
          <div>
            <dt className="text-sm text-gray-700">{t("quotes:admin.company")}</dt>
            <dd>{t("quotes:pdf.company", quote.company)}</dd>
          </div>
        )}
        {quote.orderNumber && (
          <div>
            <dt className="text-sm text-gray-700">{t("quotes:order")}</dt>
            <dd>{quote.orderNumber}</dd>
          </div>
        )}
      </dl>
      <ScrollRegion>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("quotes:lines")}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-2 pr-4">
                {t("quotes:lines")}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t("quotes:quantity")}
              </th>
              {staff && (
                <th scope="col" className="py-2 pr-4 text-right">
                  {t("quotes:admin.listPrice")}
                </th>
              )}
              <th scope="col" className="py-2 pr-4 text-right">
                {t("quotes:unitPrice")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("quotes:lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((l) => (
              <tr key={l.id} className="border-b border-gray-200">
                <td className="py-2 pr-4">
                  {l.name}
                  {l.variantLabel ? ` (${l.variantLabel})` : ""} <span className="font-mono text-gray-700">{l.code}</span>
                </td>
                <td className="py-2 pr-4 text-right">{l.quantity}</td>
                {staff && (
                  <td className="py-2 pr-4 text-right">{l.listPrice == null ? t("quotes:admin.noListPrice") : price(l.listPrice)}</td>
                )}
                <td className="py-2 pr-4 text-right">{l.unitPrice == null ? "—" : price(l.unitPrice)}</td>
                <td className="py-2 text-right">{l.lineTotal == null ? "—" : price(l.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={staff ? 4 : 3} className="py-2 pr-4 text-right">
                {t("quotes:total")}
              </th>
              <td className="py-2 text-right font-semibold" data-testid="quote-total">
                {quote.total == null ? t("quotes:awaitingPrice") : price(quote.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <Note id="quote-your-note" title={t("quotes:yourNote")} text={quote.customerNote} />
      <Note id="quote-shop-note" title={t("quotes:shopNote")} text={quote.staffNote} />
      {quote.status === "expired" && <p className="text-gray-800">{t("quotes:expiredNote")}</p>}
      {pdfHref && (
        <a href={pdfHref} className="inline-block font-medium text-primary-800 underline">
          {t("quotes:downloadPdf")}
        </a>
      )}
      {actions}
      <section aria-labelledby="quote-history">
        <h2 id="quote-history" className="font-semibold">
          {t("quotes:history")}
        </h2>
        <ol className="mt-2 space-y-1">
          {quote.history.map((h, i) => (
            <li key={`${h.at}-${i}`} className="text-sm">
              <time dateTime={h.at}>{formatDateTime(h.at)}</time> — {t(`quotes:step.${h.status}`)}
              {h.note ? `: ${h.note}` : ""}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

/** A note written on the quote, under its own heading; nothing when empty. */
function Note({ id, title, text }: { id: string; title: string; text: string }) {
  if (!text) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <p className="whitespace-pre-line">{text}</p>
    </section>
  );
}
