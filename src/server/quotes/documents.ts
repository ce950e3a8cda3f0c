import "server-only";
import { t } from "@/i18n/server";
import { seller } from "@/server/content";
import { downloadResponse } from "@/server/platform/http/download";
import { notFound } from "@/server/platform/http/errors";
import type { MailFile } from "@/server/platform/mail";
import { quotePdf } from "./pdf";
import { customerQuote, staffQuote } from "./read";

/** The kind of mail attachment that is a quote's PDF (built when the mail is sent, from the quote as it is then). */
export const QUOTE_ATTACHMENT = "quote";

const fileOf = async (quote: NonNullable<Awaited<ReturnType<typeof staffQuote>>>): Promise<MailFile> => ({
  filename: `${quote.number}-${t("quotes:files.quote")}.pdf`,
  contentType: "application/pdf",
  content: await quotePdf(quote, await seller()),
});

export async function quoteMailFile(quoteId: number): Promise<MailFile | null> {
  const quote = await staffQuote(quoteId);
  return quote ? fileOf(quote) : null;
}

/** A quote's PDF as a download: the customer's own (by number) once priced, or any for staff; else 404. */
export async function quoteDownload(
  viewer: { userId: string } | { staff: true },
  ref: { number?: string; id?: number },
): Promise<Response> {
  const quote =
    "staff" in viewer ? (ref.id ? await staffQuote(ref.id) : null) : ref.number ? await customerQuote(viewer.userId, ref.number) : null;
  if (!quote || quote.status === "requested") throw notFound();
  return downloadResponse(await fileOf(quote));
}
