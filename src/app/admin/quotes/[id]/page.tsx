import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { QuotePricingForm } from "@/modules/quotes/components/quote-pricing-form";
import { QuoteWithdraw } from "@/modules/quotes/components/quote-withdraw";
import { staffQuote } from "@/modules/quotes/data";
import { QuoteDetail } from "@/modules/quotes/templates/quote-detail";

/** A quote for staff: who asked, what for, every step; while it is open, the form that prices and sends it. */
export default staffPage("/admin/quotes/[id]", async function AdminQuote({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const quote = id ? await staffQuote(id) : null;
  if (!quote) notFound();
  const open = quote.status === "requested" || quote.status === "sent";
  const withdrawable = quote.status === "sent" || quote.status === "accepted";
  return (
    <QuoteDetail
      quote={quote}
      staff
      pdfHref={quote.status === "requested" ? null : `/api/admin/quotes/document?quote=${quote.id}`}
      actions={
        <>
          {open && <QuotePricingForm quote={quote} />}
          {withdrawable && <QuoteWithdraw quoteId={quote.id} />}
        </>
      }
    />
  );
});
