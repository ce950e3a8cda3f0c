import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { QUOTES_PATH } from "@/modules/account/paths";
import { requireUser } from "@/modules/account/session";
import { QuoteAnswer } from "@/modules/quotes/components/quote-answer";
import { customerQuote } from "@/modules/quotes/data";
import { QuoteDetail } from "@/modules/quotes/templates/quote-detail";
import { quoteNumberBody } from "@/shared/quotes";

export const metadata: Metadata = { title: t("quotes:title") };

/** One own quote; another customer's number (or one that does not exist) is a 404. */
export default async function QuotePage({ params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  const user = await requireUser(`${QUOTES_PATH}/${encodeURIComponent(number)}`);
  const quote = quoteNumberBody.safeParse({ number }).success ? await customerQuote(user.id, number) : null;
  if (!quote) notFound();
  const open = quote.status === "sent" || quote.status === "accepted";
  return (
    <QuoteDetail
      quote={quote}
      pdfHref={quote.status === "requested" ? null : `/api/account/quote-document?number=${quote.number}`}
      actions={open ? <QuoteAnswer number={quote.number} /> : undefined}
    />
  );
}
