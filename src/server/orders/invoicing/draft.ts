import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { toShopDay } from "@/lib/shop-time";
import { db } from "@/server/platform/db/client";
import { orderItems, orderStatusHistory, orders } from "@/server/platform/db/schema";
import type { PostalAddress } from "@/shared/account/address";
import type { InvoiceBuyer, InvoiceDraft, InvoiceLine } from "./provider";

/** GİB's stand-in TCKN for a buyer who gave none (an e-Arşiv must name one). */
const UNKNOWN_TCKN = "11111111111";

const net = (gross: number, rate: number) => (storeConfig.pricesIncludeTax ? gross / (1 + rate / 100) : gross);

function buyerOf(address: PostalAddress, email: string): InvoiceBuyer {
  const place = { email, phone: address.phone, city: address.city, district: address.district };
  const line = [address.neighbourhood, address.line, address.postcode].filter(Boolean).join(" ");
  if (address.billingType === "corporate" && address.taxNumber)
    return {
      kind: "company",
      name: address.companyName || address.fullName,
      taxNumber: address.taxNumber,
      taxOffice: address.taxOffice,
      address: line,
      ...place,
    };
  return { kind: "person", name: address.fullName, taxNumber: address.tcKimlikNo || UNKNOWN_TCKN, address: line, ...place };
}

/** The order's products with its discount shared over them by their totals (the last line takes the rounding). */
function productLines(
  items: { name: string; variantLabel: string | null; unitPrice: number; quantity: number; lineTotal: number; taxRate: number }[],
  discount: number,
): InvoiceLine[] {
  const total = items.reduce((sum, item) => sum + item.lineTotal, 0);
  let left = discount;
  return items.map((item, i) => {
    const share = i === items.length - 1 ? left : Math.round((discount * item.lineTotal) / (total || 1));
    left -= share;
    return {
      description: item.variantLabel ? `${item.name} (${item.variantLabel})` : item.name,
      quantity: item.quantity,
      unitNet: net(item.unitPrice, item.taxRate),
      discountNet: net(share, item.taxRate),
      vatRate: item.taxRate,
    };
  });
}

/** What the order's invoice is made of, from the order as it was placed; null for an order that is gone. */
export async function invoiceDraft(orderId: number, now: Date): Promise<InvoiceDraft | null> {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const [paid] = await db()
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, "paid")))
    .limit(1);
  const { feeTaxRate } = storeConfig.delivery;
  const fee = (key: string, amount: number): InvoiceLine[] =>
    amount > 0
      ? [
          {
            description: t(`contracts:invoicing.${key}`),
            quantity: 1,
            unitNet: net(amount, feeTaxRate),
            discountNet: 0,
            vatRate: feeTaxRate,
          },
        ]
      : [];
  return {
    orderNumber: order.number,
    orderDate: toShopDay(order.createdAt),
    buyer: buyerOf(order.billingAddress, order.email),
    lines: [
      ...productLines(items, order.discountTotal),
      ...fee("shippingLine", order.deliveryTotal),
      ...fee("cashOnDeliveryLine", order.cashOnDeliveryServiceFee),
    ],
    sale: {
      paymentType: order.paymentMethod,
      paymentDate: toShopDay(paid?.at ?? now),
      url: storeConfig.siteUrl,
      platform: order.paymentMethod === "card" ? "iyzico" : storeConfig.brand,
      shippedOn: toShopDay(now),
    },
  };
}
