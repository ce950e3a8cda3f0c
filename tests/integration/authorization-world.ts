import { asc, eq, inArray } from "drizzle-orm";
import { POST as requestQuote } from "@/app/api/account/request-quote/route";
import { POST as saveAddress } from "@/app/api/account/save-address/route";
import { POST as saveCompany } from "@/app/api/account/save-company/route";
import { POST as addToCollection } from "@/app/api/customers/add-to-collection/route";
import { POST as addToFavorites } from "@/app/api/customers/add-to-favorites/route";
import { POST as createReview } from "@/app/api/customers/create-review/route";
import { POST as saveCollection } from "@/app/api/customers/save-collection/route";
import { db } from "@/server/platform/db/client";
import {
  account,
  addresses,
  cardPayments,
  cartItems,
  carts,
  collectionItems,
  collections,
  customerCompanies,
  favorites,
  orderItems,
  orderStatusHistory,
  orders,
  paymentNotifications,
  products,
  quoteEvents,
  quoteItems,
  quotes,
  reviews,
  session,
  user,
} from "@/server/platform/db/schema";
import { sendQuote } from "@/server/quotes/send";
import { call, signIn } from "../support/api";
import { signUp } from "./account-support";
import { Shopper } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";
import { setProduct, untouchedProducts } from "./social-helpers";

/**
 * The people of the authorization suite: "A", a customer who owns one of everything (addresses, an order,
 * a review, collections, favourites, a draft cart, two sessions), and "B", another customer with a cart of
 * their own. Every string that only A's data contains is a marker: no answer to anyone else may hold one.
 */
export type World = Awaited<ReturnType<typeof buildWorld>>;

const OWNER_NAME = "Sahibe Gizlikaya";
export const OWNER_PASSWORD = "Sahibe1234";

export const addressOf = (line: string) => ({
  title: "Ev",
  fullName: "Adres Sahibi",
  phone: "+905321234567",
  city: "İstanbul",
  district: "Kadıköy",
  neighbourhood: "Caferağa Mahallesi",
  line,
  postcode: "34710",
  billingType: "individual",
  tcKimlikNo: "10000000146",
});

async function ok(res: Promise<{ status: number; text: string; json: { id?: number | string } }>) {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`fixture call failed: ${answer.status} ${answer.text}`);
  return answer.json;
}

export async function buildWorld() {
  const suffix = Math.random().toString(36).slice(2, 8);
  const a = await signUp(`sahibe-${suffix}@example.com`, { name: OWNER_NAME, password: OWNER_PASSWORD });
  const b = await signUp(`baskasi-${suffix}@example.com`, { name: "Başka Müşteri" });
  // A second session of A's, for the routes that end sessions.
  const spareSession = await signIn(a.user.email, OWNER_PASSWORD);
  const as = (handler: Parameters<typeof call>[0], body: unknown) => ok(call(handler, "/api/x", { cookie: a.cookie, body }));

  const [reviewed, reviewable, favourite, unfavourite, collected, inCart, removable, theirs, spare, guests] = await untouchedProducts(10);
  for (const id of [reviewed, reviewable, favourite, unfavourite, collected, inCart, removable, theirs, spare, guests])
    await setProduct(id!, { stock: 50, salesPrice: 1_500_00, unDiscountedSalesPrice: 1_500_00 });

  const lines = ["Gizli Sokak No: 11", "Gizli Sokak No: 12", "Gizli Sokak No: 13"];
  const addressIds: number[] = [];
  for (const line of lines) addressIds.push((await as(saveAddress, addressOf(line))).id as number);

  const collectionNames = ["Sahibenin Rafı", "Sahibenin Eski Rafı", "Sahibenin Silinecek Rafı"];
  const collectionIds: string[] = [];
  for (const name of collectionNames) collectionIds.push(String((await as(saveCollection, { name })).id));
  await as(addToCollection, { collectionId: collectionIds[0], productId: collected });
  await as(addToFavorites, { productId: favourite });
  await as(addToFavorites, { productId: unfavourite });

  // An order with two products, paid, so that A may review them; A reviews one of them.
  const shopper = new Shopper(a.cookie);
  await addToCart(shopper, reviewed!);
  await addToCart(shopper, reviewable!);
  await fillCheckout(shopper, { info: { shippingAddressId: addressIds[0] } });
  const placed = await order(shopper);
  if (placed.status !== 200) throw new Error(`fixture order failed: ${placed.text}`);
  const [row] = await db().update(orders).set({ status: "paid" }).where(eq(orders.number, placed.json.number)).returning();
  const reviewText = "Sahibenin gizli yorumu: çok memnunum";
  await as(createReview, { productId: reviewed, rating: 5, content: reviewText, acceptedMembershipAgreement: true });

  // A's draft cart after the order: two lines, over the 1.000 TL a coupon needs.
  await addToCart(shopper, inCart!);
  const second = await addToCart(shopper, removable!);
  const lineOf = (productId: number) => second.json.items.find((i: { productId: number }) => i.productId === productId).id as number;

  // A's company and a quote the shop priced, with notes only A's data holds.
  const companyName = "Sahibe Gizli Ticaret A.Ş.";
  await as(saveCompany, { company: { tradeName: companyName, taxOffice: "Gizli V.D.", taxNumber: "1234567890" } });
  const quoteNote = "Sahibenin gizli teklif notu";
  const quote = (await as(requestQuote, { from: "product", productId: reviewable, quantity: 2, note: quoteNote })) as { number?: string };
  const [quoteRow] = await db().select().from(quotes).where(eq(quotes.number, quote.number!));
  const [quoteLine] = await db().select().from(quoteItems).where(eq(quoteItems.quoteId, quoteRow!.id));
  await sendQuote("authorization-staff", {
    quoteId: quoteRow!.id,
    lines: [{ id: quoteLine!.id, unitPrice: 1_234_00 }],
    validUntil: "2099-12-31",
    note: "",
  });

  const theirShopper = new Shopper(b.cookie);
  await addToCart(theirShopper, theirs!);

  // A paid order placed without an account: the one the guest's order lookup and its API may open.
  const guestEmail = `misafir-${suffix}@example.com`;
  const guestShopper = new Shopper();
  await addToCart(guestShopper, guests!);
  await fillCheckout(guestShopper, { info: { email: guestEmail, shippingAddress: guestAddress } });
  const guestPlaced = await order(guestShopper);
  if (guestPlaced.status !== 200) throw new Error(`fixture guest order failed: ${guestPlaced.text}`);
  const [guestRow] = await db().update(orders).set({ status: "paid" }).where(eq(orders.number, guestPlaced.json.number)).returning();

  const code = async (id: number) => (await db().select({ code: products.code }).from(products).where(eq(products.id, id)))[0]!.code;
  const slug = async (id: number) => (await db().select({ slug: products.slug }).from(products).where(eq(products.id, id)))[0]!.slug;
  const tokens = (await db().select({ token: session.token }).from(session).where(eq(session.userId, a.user.id))).map((s) => s.token);
  return {
    a: {
      id: a.user.id,
      email: a.user.email,
      cookie: a.cookie,
      spareSessionToken: tokens.find((t) => spareSession.includes(t))!,
      addressIds: { keep: addressIds[0]!, edit: addressIds[1]!, remove: addressIds[2]! },
      collectionIds: { keep: collectionIds[0]!, rename: collectionIds[1]!, remove: collectionIds[2]! },
      order: { id: row!.id, number: row!.number, cartId: row!.cartId! },
      quoteNumber: quote.number!,
      cartId: shopper.cartId!,
      cartLines: { kept: lineOf(inCart!), removable: lineOf(removable!) },
      products: { reviewed: reviewed!, reviewable: reviewable!, favourite: favourite!, unfavourite: unfavourite!, collected: collected! },
    },
    b: { cookie: b.cookie },
    /** A guest's order and the e-mail it was placed with. */
    guest: { order: { id: guestRow!.id, number: guestRow!.number }, email: guestEmail },
    /** A product nobody holds, for the calls that add one; and its code, for the quick order. */
    spareProduct: spare!,
    spareCode: await code(spare!),
    markers: [
      a.user.email,
      OWNER_NAME,
      ...lines,
      ...collectionNames,
      row!.number,
      reviewText,
      companyName,
      quoteNote,
      quote.number!,
      ...tokens,
      await code(inCart!),
      await code(removable!),
      await slug(favourite!),
      await slug(unfavourite!),
      await slug(collected!),
    ],
  };
}

/** Everything stored about customer `userId`: compared before and after every call by someone else. */
export async function customerState(userId: string) {
  const theirCollections = await db().select().from(collections).where(eq(collections.userId, userId)).orderBy(asc(collections.id));
  const theirOrders = await db().select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const theirCarts = await db().select().from(carts).where(eq(carts.userId, userId)).orderBy(asc(carts.id));
  const theirQuotes = await db().select().from(quotes).where(eq(quotes.userId, userId)).orderBy(asc(quotes.id));
  return {
    user: await db().select().from(user).where(eq(user.id, userId)),
    accounts: await db().select().from(account).where(eq(account.userId, userId)),
    sessions: await db().select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.id)),
    addresses: await db().select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
    favorites: await db().select().from(favorites).where(eq(favorites.userId, userId)).orderBy(asc(favorites.productId)),
    reviews: await db().select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.id)),
    collections: theirCollections,
    collectionItems: await db()
      .select()
      .from(collectionItems)
      .where(inArray(collectionItems.collectionId, [0, ...theirCollections.map((c) => c.id)]))
      .orderBy(asc(collectionItems.collectionId), asc(collectionItems.productId)),
    orders: theirOrders,
    orderItems: await db()
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [0, ...theirOrders.map((o) => o.id)]))
      .orderBy(asc(orderItems.id)),
    orderHistory: await db()
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, [0, ...theirOrders.map((o) => o.id)]))
      .orderBy(asc(orderStatusHistory.id)),
    cardPayments: await db()
      .select()
      .from(cardPayments)
      .where(inArray(cardPayments.orderId, [0, ...theirOrders.map((o) => o.id)]))
      .orderBy(asc(cardPayments.id)),
    paymentNotifications: await db()
      .select()
      .from(paymentNotifications)
      .where(inArray(paymentNotifications.orderId, [0, ...theirOrders.map((o) => o.id)]))
      .orderBy(asc(paymentNotifications.id)),
    companies: await db().select().from(customerCompanies).where(eq(customerCompanies.userId, userId)),
    quotes: theirQuotes,
    quoteItems: await db()
      .select()
      .from(quoteItems)
      .where(inArray(quoteItems.quoteId, [0, ...theirQuotes.map((q) => q.id)]))
      .orderBy(asc(quoteItems.id)),
    quoteEvents: await db()
      .select()
      .from(quoteEvents)
      .where(inArray(quoteEvents.quoteId, [0, ...theirQuotes.map((q) => q.id)]))
      .orderBy(asc(quoteEvents.id)),
    carts: theirCarts,
    cartItems: await db()
      .select()
      .from(cartItems)
      .where(inArray(cartItems.cartId, ["00000000-0000-0000-0000-000000000000", ...theirCarts.map((c) => c.id)]))
      .orderBy(asc(cartItems.id)),
  };
}
