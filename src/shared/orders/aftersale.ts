import { z } from "zod";
import { compactIban, isTurkishIban } from "@/lib/iban";
import { entityId } from "@/shared/ids";

/** The carriers staff ship with; "other" carries its own tracking address. */
export const carriers = ["yurtici", "aras", "mng", "ptt", "surat", "ups", "other"] as const;
export type Carrier = (typeof carriers)[number];

/**
 * Each named carrier's public tracking page, with the tracking number in place of {code}. Checked against the query
 * forms that public shop integrations on GitHub link to (no carrier publishes a specification): Yurtiçi's "gönderi
 * sorgula" page takes `code`, Aras's mainpage.aspx its 13-digit `code`, MNG's kargotakip page `takipNo`, PTT's
 * Track/Verify `q`, Sürat's KargoTakip page `kargotakipno`, and UPS's /track page `tracknum` (with `loc` for Turkish).
 */
const trackingPages: Record<Exclude<Carrier, "other">, string> = {
  yurtici: "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={code}",
  aras: "https://kargotakip.araskargo.com.tr/mainpage.aspx?code={code}",
  mng: "https://kargotakip.mngkargo.com.tr/?takipNo={code}",
  ptt: "https://gonderitakip.ptt.gov.tr/Track/Verify?q={code}",
  surat: "https://suratkargo.com.tr/KargoTakip/?kargotakipno={code}",
  ups: "https://www.ups.com/track?loc=tr_TR&tracknum={code}",
};

/** Where the customer follows a parcel: the carrier's page for its number, or the address staff gave for "other". */
export function trackingLink(shipment: { carrier: Carrier; trackingNumber: string; trackingUrl: string | null }): string {
  if (shipment.carrier === "other") return shipment.trackingUrl ?? "";
  return trackingPages[shipment.carrier].replace("{code}", encodeURIComponent(shipment.trackingNumber));
}

/** Where the buyer's changes to an order go: My Orders' API, or that of a guest whose lookup proved the order. */
export const buyerActionPaths = {
  account: { cancel: "/api/account/cancel-order", requestReturn: "/api/account/request-return" },
  lookup: { cancel: "/api/orders/lookup/cancel-order", requestReturn: "/api/orders/lookup/request-return" },
} as const;
export type BuyerScope = keyof typeof buyerActionPaths;

/** The cayma period: a return may be asked for within this many days of delivery. */
export const WITHDRAWAL_DAYS = 14;

export const returnStatuses = ["requested", "approved", "rejected"] as const;

/**
 * A line of the order's history that leaves the order's status as it was, a step of a return or a refund: it is
 * labelled as itself (aftersale:historyStep), not with the order's status again.
 */
export const historySteps = ["return_requested", "return_approved", "return_rejected", "refunded", "refund_iban_confirmed"] as const;
export type HistoryStep = (typeof historySteps)[number];

/** The translation key of a history line's label: its step's, or else its status's (`statusKey`). */
export const historyLabelKey = <S extends string>(line: { status: S; step: HistoryStep | null }, statusKey: (status: S) => string) =>
  line.step ? `aftersale:historyStep.${line.step}` : statusKey(line.status);
export type ReturnStatus = (typeof returnStatuses)[number];
export const refundMethods = ["card", "bank_transfer"] as const;
export type RefundMethod = (typeof refundMethods)[number];

const iban = z.string().max(40).refine(isTurkishIban, "aftersale:errors.iban").transform(compactIban);

/** Staff: the parcel left with this carrier and tracking number (and, for another carrier, its tracking page). */
export const shipOrderBody = z
  .object({
    orderId: entityId,
    carrier: z.enum(carriers),
    trackingNumber: z.string().trim().min(3, "aftersale:errors.trackingNumber").max(60, "aftersale:errors.trackingNumber"),
    trackingUrl: z
      .url({ protocol: /^https$/, error: "aftersale:errors.trackingUrl" })
      .max(500)
      .optional(),
  })
  .refine((b) => b.carrier !== "other" || b.trackingUrl, { message: "aftersale:errors.trackingUrl", path: ["trackingUrl"] });

/** The customer cancels an order not yet shipped; a paid bank transfer is paid back to this IBAN. */
export const cancelOrderBody = z.object({ id: entityId, iban: iban.optional() });

/**
 * The customer asks to return some units of some lines (and gives the IBAN a transfer is paid back to). A withdrawal
 * within the cayma period needs no reason: one given is kept, an empty one is none.
 */
export const returnRequestBody = z.object({
  orderId: entityId,
  lines: z
    .array(z.object({ itemId: entityId, quantity: z.number().int().min(1).max(999) }))
    .min(1, "aftersale:errors.lines")
    .max(100),
  reason: z
    .string()
    .trim()
    .max(1000, "aftersale:errors.reason")
    .optional()
    .transform((reason) => reason || null),
  iban: iban.optional(),
});

/** Staff approve or reject a return, with a note the customer reads. */
export const returnDecisionBody = z.object({
  returnId: entityId,
  approve: z.boolean(),
  note: z.string().trim().max(500).optional(),
});

/** Staff mark a product as made to the buyer's order (no withdrawal), or undo it. */
export const withdrawalExclusionBody = z.object({ productId: entityId, excluded: z.boolean() });

/** Staff confirm, having checked it with the buyer, the IBAN a guest gave for a refund. */
export const confirmRefundIbanBody = z.object({ refundId: entityId });
