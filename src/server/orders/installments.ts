import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { decimalToKurus, kurusToDecimalString } from "@/lib/money";
import { shopperPricing } from "@/server/catalog";
import { MAX_INSTALLMENTS } from "@/server/orders/card-payment";
import { iyzicoCall, requireIyzico } from "@/server/orders/payments/iyzico/client";
import { db } from "@/server/platform/db/client";
import { categories, products, productVariants } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { cached } from "@/server/platform/runtime/cache";
import type { InstallmentFamily, InstallmentTable } from "@/shared/orders/payments";

const INSTALLMENT_CACHE_MS = 60 * 60_000;

type Detail = {
  cardFamilyName?: unknown;
  installmentPrices?: { installmentNumber?: unknown; installmentPrice?: unknown; totalPrice?: unknown }[];
};

/** iyzico's installment plans for one price, by card family; asked once per price and kept for an hour. */
function plansFor(price: number): Promise<InstallmentFamily[]> {
  return cached(
    "installments",
    String(price),
    async () => {
      const answer = await iyzicoCall("installmentInfo", "retrieve", {
        locale: "tr",
        conversationId: randomUUID(),
        price: kurusToDecimalString(price),
      });
      const details = Array.isArray(answer.installmentDetails) ? (answer.installmentDetails as Detail[]) : [];
      const families = new Map<string, InstallmentFamily>();
      for (const d of details) {
        const cardFamily = String(d.cardFamilyName ?? "").trim();
        if (!cardFamily || families.has(cardFamily)) continue;
        const rows = (d.installmentPrices ?? []).flatMap((p) => {
          const count = Number(p.installmentNumber);
          const monthly = decimalToKurus(p.installmentPrice);
          const total = decimalToKurus(p.totalPrice);
          return Number.isInteger(count) && count >= 1 && monthly !== null && total !== null ? [{ count, monthly, total }] : [];
        });
        if (rows.length) families.set(cardFamily, { cardFamily, rows: rows.sort((a, b) => a.count - b.count) });
      }
      return [...families.values()].sort((a, b) => a.cardFamily.localeCompare(b.cardFamily, "tr"));
    },
    { ttlMs: INSTALLMENT_CACHE_MS },
  );
}

/**
 * The product page's installment table: for the price the shopper pays (the chosen variant's, when one is chosen;
 * a customer group's own price for its members, src/server/catalog/shopper-price.ts), each card family's rows
 * (count, monthly amount, total), up to the installments its category allows. Only while card payment is
 * configured; a product whose price is on request has none.
 */
export async function installmentTable(productId: number, variantId: number | undefined, userId: string | null): Promise<InstallmentTable> {
  requireIyzico();
  const [row] = await db()
    .select({
      price: variantId ? productVariants.salesPrice : products.salesPrice,
      cap: categories.maxInstallments,
      onRequest: products.priceOnRequest,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.id, variantId ?? 0)))
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!row?.price || row.price <= 0 || row.onRequest) throw notFound();
  const pricing = await shopperPricing(userId, [productId], { withVolume: false });
  const price = pricing.unitPrice({ productId, variantId, quantity: 1, publicPrice: row.price }).price;
  const maxInstallments = Math.min(MAX_INSTALLMENTS, row.cap ?? MAX_INSTALLMENTS);
  const families = (await plansFor(price))
    .map((f) => ({ ...f, rows: f.rows.filter((r) => r.count <= maxInstallments) }))
    .filter((f) => f.rows.length > 0);
  return { price, maxInstallments, families };
}
