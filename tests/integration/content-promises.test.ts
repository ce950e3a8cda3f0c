import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableProviders } from "@/server/orders/payments";
import { db } from "@/server/platform/db/client";

/**
 * Seeded content may only promise what the shop does. Card payment is promised only once a card provider is
 * on offer at checkout; the shop has no sales contract among its contract documents, so none is promised.
 */
const cardPromise = /(kredi|banka)\s+kart|kart\s+(bilgi|numara)|kart(la|\s+ile)\s+öde|3-?d\s*secure|taksit/iu;
const salesContract = /(satış|mesafeli)\s+sözleşme/iu;
/** The product page's estimated delivery (in working days, per product) is the one delivery promise. */
const ownDeliveryPromise = /(aynı\s+gün|ertesi\s+gün|24\s+saat\s+içinde)\s+(kargo|sevk|teslim)/iu;

async function seededTexts() {
  const rows = await db().execute<{ place: string; text: string }>(sql`
    select 'page ' || path as place, title || ' ' || body || ' ' || meta_description as text from content_pages
    union all select 'post ' || slug, title || ' ' || excerpt || ' ' || content from blog_posts
    union all select 'product ' || slug, name || ' ' || short_description || ' ' || description from products
    union all select 'category ' || slug, name || ' ' || description from categories
    union all select 'brand ' || slug, name || ' ' || description from brands
    union all select 'menu ' || slug, name from navigation_items
    union all select 'contracts ' || locale, terms_of_membership_text || ' ' || clarification_text || ' ' || comment_posting_criteria_text from contract_documents
    union all select 'order note ' || order_id, note from order_status_history where note is not null`);
  return rows.rows;
}

describe("seeded content", () => {
  it("promises only the payment methods checkout offers and no sales contract", async () => {
    const methods = availableProviders().map((p) => p.method);
    const broken = (await seededTexts()).filter(
      (r) => (!methods.includes("card") && cardPromise.test(r.text)) || salesContract.test(r.text),
    );
    expect(broken.map((r) => r.place)).toEqual([]);
  });

  it("leaves the delivery promise to each product's estimated delivery", async () => {
    const broken = (await seededTexts()).filter((r) => ownDeliveryPromise.test(r.text));
    expect(broken.map((r) => r.place)).toEqual([]);
  });

  it("describes each product as what its name says it is", async () => {
    // A family's noun ("baskı kafası", "temizlik solüsyonu") must not leak onto its accessories or a primer.
    const rows = await db().execute<{ name: string; text: string }>(
      sql`select name, short_description || ' ' || description as text from products`,
    );
    const mislabelled = rows.rows.filter(
      (p) =>
        (/baskı kafası/iu.test(p.text) && !/baskı kafası/iu.test(p.name)) ||
        (/temizlik solüsyonu/iu.test(p.text) && !/temizleme solüsyonu/iu.test(p.name)),
    );
    expect(mislabelled.map((p) => p.name)).toEqual([]);
  });

  it("shows past orders paid only by methods the shop takes", async () => {
    const methods = availableProviders().map((p) => p.method);
    const rows = await db().execute<{ method: string }>(sql`select distinct payment_method as method from orders`);
    expect(rows.rows.map((r) => r.method).filter((m) => !methods.includes(m as never))).toEqual([]);
  });
});
