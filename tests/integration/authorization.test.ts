import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as liveRoute } from "@/app/api/live/route";
import { CART_COOKIE } from "@/config/cookies";
import { authHandler } from "@/server/account/auth";
import { createStaff } from "@/server/account/manage/staff";
import { orderAccessCookie } from "@/server/orders/guest-lookup";
import { db } from "@/server/platform/db/client";
import { formSubmissions } from "@/server/platform/db/schema";
import { liveScopes, ownerScope, publishLive, publishStaff } from "@/server/platform/live/publish";
import { STAFF_TOPICS, type StaffTopic } from "@/shared/live";
import { call, signIn } from "../support/api";
import { openLive } from "../support/live";
import { statusThroughProxy } from "../support/proxy";
import { createTestStaff, staffSession, staffSignIn } from "../support/staff";
import { freshIp } from "./account-support";
import { addressOf, buildWorld, customerState, OWNER_PASSWORD, type World } from "./authorization-world";

/**
 * Authorization, as one table: every route and page that touches a customer's data, called by a guest, by
 * another customer and by the owner. Guests and the other customer also carry the owner's cart cookie (a
 * stolen or planted cart id). Whatever they get, the owner's stored data stays exactly as it was and no
 * answer holds any of it. The table must list every API route and account page: a new one fails
 * "covers every route" until it is added here or to PUBLIC_ROUTES. /api/admin/* is checked by listing its
 * files, so a new admin route is covered without touching this file.
 */

type Handler = (req: Request, ctx?: never) => Promise<Response>;
type RouteModule = Partial<Record<"GET" | "POST", Handler>>;
type PageModule = { default: (props: unknown) => unknown };

const apiModules = import.meta.glob<RouteModule>("/src/app/api/**/route.ts");
const adminModules = import.meta.glob<RouteModule>("/src/app/api/admin/**/route.ts");
const pageModules = import.meta.glob<PageModule>(["/src/app/*/account/**/page.tsx", "/src/app/*/checkout/**/page.tsx"]);
const adminPageModules = import.meta.glob<PageModule>("/src/app/admin/**/page.tsx");

/** Routes that hold no customer's data, and why. */
const PUBLIC_ROUTES: Record<string, string> = {
  "/src/app/api/health/route.ts": "the database's state only",
  "/src/app/api/health/live/route.ts": "only that the process answers",
  "/src/app/api/health/ready/route.ts": "only up or down",
  "/src/app/api/blog/search/route.ts": "published blog posts",
  "/src/app/api/catalog/search/route.ts": "the catalogue",
  "/src/app/api/catalog/save-popular-search/route.ts": "anonymous search counts",
  "/src/app/api/catalog/search-click/route.ts": "anonymous search counts",
  "/src/app/api/common/contract-documents/route.ts": "the shop's contract texts",
  "/src/app/api/common/menu-panels/route.ts": "the mega menu's panels, the navigation every page shows",
  "/src/app/api/catalog/installments/route.ts": "the card installment rates of a catalogue price",
  "/src/app/api/catalog/home-rail/route.ts": "the home page's product rails, as every guest sees them",
  "/src/app/api/setup/owner/route.ts":
    "a live shop's first staff account, only with the one-time setup code and only while no staff exists; answers the new account's id; live-start.test.ts shows a wrong, spent or late code makes nothing",
  "/src/app/api/staff/accept-invite/route.ts":
    "an invited staff member's password, only with the mailed one-time token while it is good; answers the invited e-mail; staff-roles.test.ts shows an unknown, used or expired token makes nothing",
  "/src/app/api/forms/submit/route.ts": "a visitor's form to the shop; answers only the reference of what it stored",
  "/src/app/api/payments/iyzico/callback/route.ts":
    "iyzico's return: names a payment token, answers only a redirect; card-payment.test.ts shows unknown, forged and mismatched payments change nothing",
  "/src/app/api/payments/iyzico/webhook/route.ts":
    "iyzico's signed notification: answers the order number it settled only to a valid X-IYZ-SIGNATURE-V3; card-payment.test.ts shows forged ones change nothing",
};

// Pages read the request through next/headers; here it is whatever the current caller sends.
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));

type Who = "guest" | "other" | "owner";
// biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field
type Answer = { status: number; text: string; location?: string; json?: any };
type Expect = number | ((answer: Answer) => void | Promise<void>);
type Row = {
  name: string;
  file: string;
  send: (who: Who) => Promise<Answer>;
  owner: (answer: Answer) => void | Promise<void>;
  /** Default: 401 (page rows default to the sign-in redirect). */
  guest?: Expect;
  /** Default: 404, exactly as for something that does not exist. */
  other?: Expect;
};

let w: World;

function cookieFor(who: Who, cartId = w.a.cartId) {
  const session = who === "owner" ? w.a.cookie : who === "other" ? w.b.cookie : "";
  return [session, `${CART_COOKIE}=${cartId}`].filter(Boolean).join("; ");
}

const routeFile = (path: string) => `/src/app/api/${path.startsWith("auth/") ? "auth/[...all]" : path}/route.ts`;

/** An API call; `body` is read when the test runs, after the world exists. */
function api(method: "GET" | "POST", path: string, body: () => unknown = () => ({})): Pick<Row, "file" | "send"> {
  const file = routeFile(path);
  return {
    file,
    send: async (who) => {
      const handler = path.startsWith("auth/") ? authHandler : (await apiModules[file]!())[method]!;
      const res = await call(handler, `/api/${path}`, {
        method,
        body: method === "GET" ? undefined : body(),
        cookie: cookieFor(who),
        headers: { "x-forwarded-for": freshIp() },
      });
      return { status: res.status, text: res.text, json: res.json };
    },
  };
}

/** A download of one of the owner's order's documents (GET, the order and the document in the query). */
function documentOf(document: string): Pick<Row, "file" | "send"> {
  const file = routeFile("account/order-document");
  return {
    file,
    send: async (who) => {
      const handler = (await apiModules[file]!()).GET!;
      const res = await call(handler, `/api/account/order-document?order=${w.a.order.id}&document=${document}`, {
        method: "GET",
        cookie: cookieFor(who),
        headers: { "x-forwarded-for": freshIp() },
      });
      return { status: res.status, text: res.text, json: res.json };
    },
  };
}

/** A download of the owner's quote's PDF (GET, its number in the query). */
function quoteDocumentOf(): Pick<Row, "file" | "send"> {
  const file = routeFile("account/quote-document");
  return {
    file,
    send: async (who) => {
      const handler = (await apiModules[file]!()).GET!;
      const res = await call(handler, `/api/account/quote-document?number=${w.a.quoteNumber}`, {
        method: "GET",
        cookie: cookieFor(who),
        headers: { "x-forwarded-for": freshIp() },
      });
      return { status: res.status, text: res.text, json: res.json };
    },
  };
}

/**
 * A call to a guest's order API about an order (ORDER in the path, `body`'s argument): the owner is the guest who
 * placed one without an account and holds its lookup cookie; the other browser holds a validly signed cookie of the
 * customer's order, placed from their account and so never a guest's, and the guest none, both calling about that
 * order. Sessions and cart cookies play no part.
 */
function lookupApi(method: "GET" | "POST", path: string, body: (orderId: number) => unknown = () => ({})): Pick<Row, "file" | "send"> {
  const file = routeFile(path.split("?")[0]!);
  return {
    file,
    send: async (who) => {
      const handler = (await apiModules[file]!())[method]!;
      const orderId = who === "owner" ? w.guest.order.id : w.a.order.id;
      const cookie = who === "guest" ? "" : orderAccessCookie(orderId).split(";")[0]!;
      const res = await call(handler, `/api/${path.replace("ORDER", String(orderId))}`, {
        method,
        body: method === "GET" ? undefined : body(orderId),
        cookie,
        headers: { "x-forwarded-for": freshIp() },
      });
      return { status: res.status, text: res.text, json: res.json };
    },
  };
}

/** The page's React tree with every prop it passes down: the data it would send to the browser. */
function serialize(element: unknown): string {
  const seen = new WeakSet<object>();
  return (
    JSON.stringify(element, (key, value) => {
      if (key.startsWith("_")) return undefined; // React's bookkeeping (_owner, _store, _debug…)
      if (typeof value !== "object" || value === null) return value;
      if (seen.has(value)) return undefined;
      seen.add(value);
      return value;
    }) ?? ""
  );
}

/** Renders a server page the way Next.js would call it: a redirect or not-found becomes its status. */
async function renderPage(mod: PageModule, params: Record<string, string>, cookie: string): Promise<Answer> {
  requestHeaders = new Headers({ cookie });
  try {
    const element = await mod.default({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });
    return { status: 200, text: serialize(element) };
  } catch (error) {
    // Next.js signals redirect() and notFound() by throwing errors with these digests.
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT;")) return { status: 307, location: digest.split(";")[2], text: "" };
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;404") return { status: 404, text: "" };
    throw error;
  }
}

/** A page at `path` (params from the world when the test runs); guests are sent to sign-in unless the row says otherwise. */
function page(file: string, path: () => string, params: () => Record<string, string> = () => ({}), cart?: () => string) {
  const full = `/src/app/${file}/page.tsx`;
  return {
    file: full,
    guest: ((r: Answer) => expect([r.status, r.location]).toEqual([307, `/auth?redirect=${encodeURIComponent(path())}`])) as Expect,
    send: async (who: Who) => renderPage(await pageModules[full]!(), params(), cookieFor(who, cart?.())),
  };
}

/**
 * What a live channel opened with `cookie` hears while the owner's order and cart change (announced as their
 * services announce them), up to a public event that every channel hears: the events other than that one.
 */
async function liveEventsFor(cookie: string): Promise<Answer> {
  const client = await openLive(liveRoute, cookie, { "x-forwarded-for": freshIp() });
  if (client.status !== 200) return { status: client.status, text: "" };
  const owner = ownerScope({ userId: w.a.id, cartId: w.a.cartId });
  await publishLive(db(), owner, { kind: "order", id: w.a.order.id });
  await publishLive(db(), owner, { kind: "cart" });
  await publishLive(db(), liveScopes.public, { kind: "product", id: 0 });
  const heard = [];
  for (let event = await client.next(); !(event.kind === "product" && event.id === 0); event = await client.next()) heard.push(event);
  await client.close();
  return { status: 200, text: JSON.stringify(heard) };
}

const has = (text: string) => (answer: Answer) => {
  expect(answer.status).toBe(200);
  expect(answer.text).toContain(text);
};
const status = (code: number) => (answer: Answer) => expect(answer.status).toBe(code);
// Better Auth's own codes are upper case (UNAUTHORIZED), the shop's lower case.
const unauthorized = (r: Answer) => expect([r.status, String(r.json?.code).toLowerCase()]).toEqual([401, "unauthorized"]);
/** A reorder's or quick order's answer: 200, and every one of its `lines` added to the caller's own cart. */
const bulkAdded = (lines: number) => (answer: Answer) =>
  expect([answer.status, answer.json?.report?.map((r: { status: string }) => r.status)]).toEqual([200, Array(lines).fill("added")]);
const cartWith = (productCount: number) => (answer: Answer) =>
  expect([answer.status, answer.json?.productCount]).toEqual([200, productCount]);

// Table order matters for the owner only: their calls run in this order and some change what later rows see.
const rows: Row[] = [
  // Account pages (redirect guests to /auth?redirect=...).
  {
    name: "page /account/my-account",
    ...page("(account)/account/my-account", () => "/account/my-account"),
    owner: (r) => has(w.a.email)(r),
    other: 200,
  },
  {
    name: "page /account/my-addresses",
    ...page("(account)/account/my-addresses", () => "/account/my-addresses"),
    owner: (r) => has("Gizli Sokak No: 11")(r),
    other: 200,
  },
  {
    name: "page /account/my-addresses/new",
    ...page("(account)/account/my-addresses/new", () => "/account/my-addresses/new"),
    owner: (r) => has(w.a.email)(r),
    other: 200,
  },
  {
    name: "page /account/my-addresses/[the owner's address]",
    ...page(
      "(account)/account/my-addresses/[id]",
      () => `/account/my-addresses/${w.a.addressIds.keep}`,
      () => ({ id: String(w.a.addressIds.keep) }),
    ),
    owner: (r) => has("Gizli Sokak No: 11")(r),
  },
  {
    name: "page /account/my-orders",
    ...page("(account)/account/my-orders", () => "/account/my-orders"),
    owner: (r) => has(w.a.order.number)(r),
    other: 200,
  },
  {
    name: "page /account/my-orders/[the owner's order]",
    ...page(
      "(account)/account/my-orders/[id]",
      () => `/account/my-orders/${w.a.order.id}`,
      () => ({ id: String(w.a.order.id) }),
    ),
    owner: (r) => has(w.a.order.number)(r),
  },
  {
    name: "page /account/my-quotes",
    ...page("(account)/account/my-quotes", () => "/account/my-quotes"),
    owner: (r) => has(w.a.quoteNumber)(r),
    other: 200,
  },
  {
    name: "page /account/my-quotes/[the owner's quote]",
    ...page(
      "(account)/account/my-quotes/[number]",
      () => `/account/my-quotes/${w.a.quoteNumber}`,
      () => ({ number: w.a.quoteNumber }),
    ),
    owner: (r) => has("Sahibenin gizli teklif notu")(r),
  },
  {
    name: "page /account/my-collections",
    ...page("(account)/account/my-collections", () => "/account/my-collections"),
    owner: (r) => has("Sahibenin Rafı")(r),
    other: 200,
  },
  {
    name: "page /account/my-collections/[the owner's collection]",
    ...page(
      "(account)/account/my-collections/[id]",
      () => `/account/my-collections/${w.a.collectionIds.keep}`,
      () => ({ id: w.a.collectionIds.keep }),
    ),
    owner: (r) => has("Sahibenin Rafı")(r),
  },
  {
    name: "page /account/my-favorites",
    ...page("(account)/account/my-favorites", () => "/account/my-favorites"),
    owner: (r) => has(`"id":${w.a.products.favourite}`)(r),
    other: 200,
  },
  {
    name: "page /account/my-reviews",
    ...page("(account)/account/my-reviews", () => "/account/my-reviews"),
    owner: (r) => has("Sahibenin gizli yorumu")(r),
    other: 200,
  },
  // Checkout pages are open to guests; they show the visitor's own cart and orders only.
  {
    name: "page /checkout (with the owner's cart cookie)",
    ...page("(shop)/checkout", () => "/checkout"),
    guest: 200,
    other: 200,
    owner: (r) => has(`"id":${w.a.cartLines.kept}`)(r),
  },
  {
    name: "page /checkout/confirmation/[the owner's order] (with the ordered cart's cookie)",
    ...page(
      "(shop)/checkout/confirmation/[number]",
      () => `/checkout/confirmation/${w.a.order.number}`,
      () => ({ number: w.a.order.number }),
      () => w.a.order.cartId,
    ),
    guest: 404,
    owner: (r) => has(w.a.order.number)(r),
  },

  // Account API.
  { name: "POST /api/account/addresses", ...api("POST", "account/addresses"), other: 200, owner: (r) => has("Gizli Sokak No: 11")(r) },
  { name: "POST /api/account/orders", ...api("POST", "account/orders"), other: 200, owner: (r) => has(w.a.order.number)(r) },
  {
    name: "POST /api/account/order {the owner's order}",
    ...api("POST", "account/order", () => ({ id: w.a.order.id })),
    owner: (r) => has(w.a.order.number)(r),
  },
  {
    // The owner's paid transfer order is found: without an IBAN for the refund it stays as it is.
    name: "POST /api/account/cancel-order {the owner's order}",
    ...api("POST", "account/cancel-order", () => ({ id: w.a.order.id })),
    owner: (r) => expect([r.status, r.json?.code]).toEqual([400, "iban_required"]),
  },
  {
    name: "POST /api/account/request-return {the owner's order}",
    ...api("POST", "account/request-return", () => ({
      orderId: w.a.order.id,
      lines: [{ itemId: 1, quantity: 1 }],
      reason: "Ele geçirilmiş iade talebi",
      iban: "TR330006100519786457841326",
    })),
    owner: (r) => expect([r.status, r.json?.code]).toEqual([409, "return_not_delivered"]),
  },
  {
    // The guest's proven paid transfer order is found: without an IBAN for the refund it stays as it is. The
    // customer's order is not, even with a signed cookie naming it.
    name: "POST /api/orders/lookup/cancel-order {the order the lookup cookie proves}",
    ...lookupApi("POST", "orders/lookup/cancel-order", (id) => ({ id })),
    guest: 404,
    owner: (r) => expect([r.status, r.json?.code]).toEqual([400, "iban_required"]),
  },
  {
    name: "POST /api/orders/lookup/request-return {the order the lookup cookie proves}",
    ...lookupApi("POST", "orders/lookup/request-return", (orderId) => ({
      orderId,
      lines: [{ itemId: 1, quantity: 1 }],
      reason: "Ele geçirilmiş iade talebi",
      iban: "TR330006100519786457841326",
    })),
    guest: 404,
    owner: (r) => expect([r.status, r.json?.code]).toEqual([409, "return_not_delivered"]),
  },
  {
    name: "GET /api/orders/lookup/order-document {the contracts of the order the lookup cookie proves}",
    ...lookupApi("GET", "orders/lookup/order-document?order=ORDER&document=contracts"),
    guest: 404,
    owner: (r) => expect([r.status, r.text.startsWith("%PDF-")]).toEqual([200, true]),
  },
  {
    // The customer's order was placed from their account: its number with its own e-mail opens nothing here.
    name: "POST /api/orders/lookup {the guest's order number and e-mail for the owner; the customer's order number and e-mail for the rest}",
    file: routeFile("orders/lookup"),
    send: (who) =>
      api("POST", "orders/lookup", () =>
        who === "owner" ? { number: w.guest.order.number, email: w.guest.email } : { number: w.a.order.number, email: w.a.email },
      ).send(who),
    guest: 404,
    owner: (r) => has(w.guest.order.number)(r),
  },
  {
    name: "POST /api/account/commercial-consent {e-mail given}",
    ...api("POST", "account/commercial-consent", () => ({ channel: "email", granted: true })),
    other: 200,
    owner: (r) => expect([r.status, r.json?.email?.granted]).toEqual([200, true]),
  },
  {
    name: "POST /api/account/save-address {the owner's address id}",
    ...api("POST", "account/save-address", () => ({ ...addressOf("Ele Geçirilmiş Sokak No: 1"), id: w.a.addressIds.edit })),
    owner: (r) => has("Ele Geçirilmiş Sokak No: 1")(r),
  },
  {
    name: "POST /api/account/save-address {a new address}",
    ...api("POST", "account/save-address", () => addressOf("Yeni Sokak No: 2")),
    other: 200,
    owner: (r) => has("Yeni Sokak No: 2")(r),
  },
  {
    name: "POST /api/account/set-default-address {the owner's address}",
    ...api("POST", "account/set-default-address", () => ({ id: w.a.addressIds.edit })),
    owner: (r) => expect([r.status, (r.json as unknown as { id: number }[])[0]?.id]).toEqual([200, w.a.addressIds.edit]),
  },
  {
    name: "POST /api/account/delete-address {the owner's address}",
    ...api("POST", "account/delete-address", () => ({ id: w.a.addressIds.remove })),
    owner: status(200),
  },
  {
    name: "POST /api/account/update-profile",
    ...api("POST", "account/update-profile", () => ({ name: "Yeni Adlı Müşteri", phone: "+905551112233" })),
    other: 200,
    owner: (r) => has("+905551112233")(r),
  },

  // Favourites, collections, reviews.
  { name: "POST /api/customers/collections", ...api("POST", "customers/collections"), other: 200, owner: (r) => has("Sahibenin Rafı")(r) },
  {
    name: "POST /api/customers/save-collection {a new name}",
    ...api("POST", "customers/save-collection", () => ({ name: "Yepyeni Raf" })),
    other: 200,
    owner: (r) => has("Yepyeni Raf")(r),
  },
  {
    name: "POST /api/customers/save-collection {the owner's collection id}",
    ...api("POST", "customers/save-collection", () => ({ name: "Ele Geçirilmiş Raf", collectionId: w.a.collectionIds.rename })),
    owner: (r) => has("Ele Geçirilmiş Raf")(r),
  },
  {
    name: "POST /api/customers/delete-collection {the owner's collection}",
    ...api("POST", "customers/delete-collection", () => ({ collectionId: w.a.collectionIds.remove })),
    owner: status(200),
  },
  {
    name: "POST /api/customers/add-to-collection {the owner's collection}",
    ...api("POST", "customers/add-to-collection", () => ({ collectionId: w.a.collectionIds.keep, productId: w.spareProduct })),
    owner: (r) => expect([r.status, r.json?.itemCount]).toEqual([200, 2]),
  },
  {
    name: "POST /api/customers/remove-from-collection {the owner's collection}",
    ...api("POST", "customers/remove-from-collection", () => ({ collectionId: w.a.collectionIds.keep, productId: w.spareProduct })),
    owner: status(200),
  },
  {
    name: "POST /api/customers/save-product-collections {the owner's collection}",
    ...api("POST", "customers/save-product-collections", () => ({ productId: w.spareProduct, collectionIds: [w.a.collectionIds.keep] })),
    owner: (r) => expect([r.status, r.json?.collectionIds]).toEqual([200, [w.a.collectionIds.keep]]),
  },
  {
    name: "POST /api/customers/product-params-for-customer {the owner's collected product}",
    ...api("POST", "customers/product-params-for-customer", () => ({ productId: w.a.products.collected })),
    other: (r) => expect([r.status, r.json?.collectionIds]).toEqual([200, []]),
    owner: (r) => expect([r.status, r.json?.collectionIds]).toEqual([200, [w.a.collectionIds.keep]]),
  },
  {
    name: "POST /api/customers/add-to-favorites",
    ...api("POST", "customers/add-to-favorites", () => ({ productId: w.spareProduct })),
    other: 200,
    owner: status(200),
  },
  {
    name: "POST /api/customers/remove-from-favorites {the owner's favourite}",
    ...api("POST", "customers/remove-from-favorites", () => ({ productId: w.a.products.unfavourite })),
    other: 200, // idempotent: it removes nothing of theirs, and the owner's favourite stays (checked below)
    owner: status(200),
  },
  {
    name: "POST /api/customers/check-review-create {the owner's purchase}",
    ...api("POST", "customers/check-review-create", () => ({ productId: w.a.products.reviewable })),
    other: (r) => expect([r.status, r.json?.code]).toEqual([200, "must_be_purchased"]),
    owner: (r) => expect([r.status, r.json?.status]).toEqual([200, "ok"]),
  },
  {
    name: "POST /api/customers/create-review {the owner's purchase}",
    ...api("POST", "customers/create-review", () => ({
      productId: w.a.products.reviewable,
      rating: 4,
      content: "İyi",
      acceptedMembershipAgreement: true,
    })),
    other: (r) => expect([r.status, r.json?.code]).toEqual([403, "must_be_purchased"]),
    owner: (r) => expect([r.status, r.json?.status]).toEqual([200, "pending"]),
  },

  // Sessions (Better Auth).
  { name: "GET /api/auth/list-sessions", ...api("GET", "auth/list-sessions"), other: 200, owner: (r) => has(w.a.spareSessionToken)(r) },
  {
    name: "POST /api/auth/revoke-session {the owner's token}",
    ...api("POST", "auth/revoke-session", () => ({ token: w.a.spareSessionToken })),
    other: 200, // Better Auth answers {status: true} and deletes only the caller's own sessions (checked below)
    owner: status(200),
  },
  {
    // A wrong password for everyone: the deletion itself is tested in account-delete.test.ts, and the rows after
    // this one need the owner's account.
    name: "POST /api/account/delete-account {a wrong password}",
    ...api("POST", "account/delete-account", () => ({ password: "Yanlis1234" })),
    other: 400,
    owner: status(400),
  },
  {
    name: "POST /api/auth/change-password {the owner's password}",
    ...api("POST", "auth/change-password", () => ({ currentPassword: OWNER_PASSWORD, newPassword: "Yepyeni5678" })),
    other: 400,
    owner: status(200),
  },

  // Cart and checkout: a guest may have a cart, so a guest with the owner's cart cookie gets their own (none).
  {
    name: "GET /api/live (the owner's order and cart events raised while it is open)",
    file: routeFile("live"),
    send: (who) => liveEventsFor(cookieFor(who)),
    guest: (r) => expect([r.status, r.text]).toEqual([200, "[]"]),
    other: (r) => expect([r.status, r.text]).toEqual([200, "[]"]),
    owner: (r) => expect(JSON.parse(r.text)).toEqual([{ kind: "order", id: w.a.order.id }, { kind: "cart" }]),
  },
  { name: "POST /api/cart (the owner's cart cookie)", ...api("POST", "cart"), guest: cartWith(0), other: cartWith(1), owner: cartWith(2) },
  {
    name: "POST /api/cart/add-item",
    ...api("POST", "cart/add-item", () => ({ item: { productId: w.spareProduct, quantity: 1 } })),
    guest: cartWith(1),
    other: cartWith(2),
    owner: cartWith(3),
  },
  {
    name: "POST /api/cart/update-item {the owner's line}",
    ...api("POST", "cart/update-item", () => ({ item: { id: w.a.cartLines.kept, quantity: 2 } })),
    guest: 404,
    owner: (r) => expect([r.status, r.json?.itemCount]).toEqual([200, 4]),
  },
  {
    name: "POST /api/cart/remove-item {the owner's line}",
    ...api("POST", "cart/remove-item", () => ({ item: { id: w.a.cartLines.removable } })),
    guest: 404,
    owner: cartWith(2),
  },
  {
    name: "POST /api/cart/apply-coupon-code",
    ...api("POST", "cart/apply-coupon-code", () => ({ couponCode: "HOSGELDIN10" })),
    other: 200,
    guest: 404,
    owner: (r) => expect([r.status, r.json?.discountTotal]).not.toEqual([200, 0]),
  },
  {
    name: "POST /api/cart/remove-coupon-code",
    ...api("POST", "cart/remove-coupon-code"),
    other: 200,
    guest: 404,
    owner: (r) => expect([r.status, r.json?.discountTotal]).toEqual([200, 0]),
  },
  {
    name: "POST /api/checkout/step",
    ...api("POST", "checkout/step", () => ({ step: "information" })),
    other: 200,
    guest: 404,
    owner: status(200),
  },
  {
    name: "POST /api/checkout/information {the owner's saved address}",
    ...api("POST", "checkout/information", () => ({ shippingAddressId: w.a.addressIds.keep })),
    guest: 404,
    owner: (r) => has("Gizli Sokak No: 11")(r),
  },
  {
    name: "POST /api/checkout/delivery",
    ...api("POST", "checkout/delivery", () => ({ deliveryType: "standard" })),
    other: 409,
    guest: 404,
    owner: status(200),
  },
  {
    name: "POST /api/checkout/payment",
    ...api("POST", "checkout/payment", () => ({ paymentMethod: "bank_transfer" })),
    other: 409,
    guest: 404,
    owner: status(200),
  },
  {
    name: "POST /api/checkout/card-payment {the owner's order}",
    ...api("POST", "checkout/card-payment", () => ({ orderNumber: w.a.order.number })),
    // Found (it is no card order awaiting payment), where everyone else gets "not found".
    owner: (r) => expect([r.status, r.json?.code]).toEqual([409, "payment_not_pending"]),
    guest: 404,
  },
  {
    name: "POST /api/checkout/pay-by-transfer {the owner's order}",
    ...api("POST", "checkout/pay-by-transfer", () => ({ orderNumber: w.a.order.number })),
    owner: (r) => expect([r.status, r.json?.code]).toEqual([409, "payment_not_pending"]),
    guest: 404,
  },
  {
    name: "POST /api/checkout/payment-notification {the owner's order}",
    ...api("POST", "checkout/payment-notification", () => ({
      orderNumber: w.a.order.number,
      iban: "TR68 0001 2345 6789 0123 4567 89",
      amount: 100_00,
      paidOn: "2026-01-05",
      senderName: "Başka Biri",
    })),
    owner: (r) => expect([r.status, r.json?.code]).toEqual([409, "payment_not_pending"]),
    guest: 404,
  },
  {
    name: "GET /api/account/order-document {the owner's order's contracts}",
    ...documentOf("contracts"),
    owner: (r) => expect([r.status, r.text.startsWith("%PDF-")]).toEqual([200, true]),
  },
  {
    name: "GET /api/account/order-document {the owner's order's proforma}",
    ...documentOf("proforma"),
    owner: (r) => expect([r.status, r.text.startsWith("%PDF-")]).toEqual([200, true]),
  },
  {
    name: "POST /api/checkout/contracts (the owner's cart at the payment step)",
    ...api("POST", "checkout/contracts"),
    guest: 404,
    other: (r) => expect(r.status).not.toBe(200),
    owner: (r) => has(w.a.email)(r),
  },
  {
    name: "POST /api/checkout/place-order",
    ...api("POST", "checkout/place-order", () => ({ contractsApproved: true })),
    other: 409,
    guest: 404,
    owner: (r) => expect([r.status, typeof r.json?.number]).toEqual([200, "string"]),
  },
  // Many lines at once. Anyone with a cart may order by code (into their own cart); only the owner may reorder.
  {
    name: "POST /api/cart/quick-order",
    ...api("POST", "cart/quick-order", () => ({ lines: [{ code: w.spareCode, quantity: 1 }] })),
    guest: bulkAdded(1),
    other: bulkAdded(1),
    owner: bulkAdded(1),
  },
  {
    name: "POST /api/cart/reorder {the owner's order}",
    ...api("POST", "cart/reorder", () => ({ orderId: w.a.order.id })),
    owner: bulkAdded(2),
  },

  // Company and quotes. Accepting and declining come last: accepting fills the owner's cart with the quote's lines.
  {
    name: "POST /api/account/save-company",
    ...api("POST", "account/save-company", () => ({
      company: { tradeName: "Başka Unvan Ltd. Şti.", taxOffice: "Kadıköy", taxNumber: "1234567890" },
    })),
    other: 200,
    owner: (r) => expect(r.status).toBe(200),
  },
  {
    name: "POST /api/account/request-quote {a product}",
    ...api("POST", "account/request-quote", () => ({ from: "product", productId: w.spareProduct, quantity: 1 })),
    other: 200,
    owner: (r) => expect([r.status, typeof r.json?.number]).toEqual([200, "string"]),
  },
  { name: "POST /api/account/quotes", ...api("POST", "account/quotes"), other: 200, owner: (r) => has(w.a.quoteNumber)(r) },
  {
    name: "POST /api/account/quote {the owner's quote}",
    ...api("POST", "account/quote", () => ({ number: w.a.quoteNumber })),
    owner: (r) => has("Sahibenin gizli teklif notu")(r),
  },
  {
    name: "GET /api/account/quote-document {the owner's quote}",
    ...quoteDocumentOf(),
    owner: (r) => expect([r.status, r.text.startsWith("%PDF-")]).toEqual([200, true]),
  },
  {
    name: "POST /api/account/accept-quote {the owner's quote}",
    ...api("POST", "account/accept-quote", () => ({ number: w.a.quoteNumber })),
    owner: (r) => expect([r.status, r.json?.items?.[0]?.unitPrice]).toEqual([200, 1_234_00]),
  },
  {
    name: "POST /api/account/decline-quote {the owner's quote}",
    ...api("POST", "account/decline-quote", () => ({ number: w.a.quoteNumber })),
    owner: (r) => expect(r.json).toEqual({ number: w.a.quoteNumber, status: "declined" }),
  },
];

async function check(expected: Expect, answer: Answer) {
  if (typeof expected === "number") expect(answer.status, answer.text.slice(0, 300)).toBe(expected);
  else await expected(answer);
}

beforeAll(async () => {
  w = await buildWorld();
}, 120_000);

describe("the table", () => {
  it("covers every API route and every account and checkout page", () => {
    const listed = new Set(rows.map((r) => r.file));
    const apiFiles = Object.keys(apiModules).filter((f) => !f.startsWith("/src/app/api/admin/") && !PUBLIC_ROUTES[f]);
    expect(apiFiles.filter((f) => !listed.has(f))).toEqual([]);
    expect(Object.keys(pageModules).filter((f) => !listed.has(f))).toEqual([]);
  });
});

for (const who of ["guest", "other"] as const) {
  describe(who === "guest" ? "a guest (with the owner's cart cookie)" : "another customer (with the owner's cart cookie)", () => {
    for (const row of rows) {
      it(row.name, async () => {
        const before = await customerState(w.a.id);
        const answer = await row.send(who);
        await check((who === "guest" ? row.guest : row.other) ?? (who === "guest" ? unauthorized : 404), answer);
        expect(w.markers.filter((m) => answer.text.includes(m))).toEqual([]);
        expect(await customerState(w.a.id)).toEqual(before);
      });
    }
  });
}

describe("the owner", () => {
  for (const row of rows) it(row.name, async () => row.owner(await row.send("owner")));
});

/** Every method of every admin route, with an empty JSON body: the role is checked before the body. */
async function hitAdminRoutes(cookie: string) {
  const answers: { route: string; method: string; status: number; code: unknown }[] = [];
  for (const file of Object.keys(adminModules).sort()) {
    const mod = await adminModules[file]!();
    for (const method of ["GET", "POST"] as const) {
      if (!mod[method]) continue;
      const path = file.replace(/^\/src\/app/, "").replace(/\/route\.ts$/, "");
      const res = await call(mod[method], path, { method, body: method === "GET" ? undefined : {}, cookie });
      answers.push({ route: path, method, status: res.status, code: res.json?.code });
    }
  }
  return answers;
}

describe("staff only: /api/admin/* (every route file) and the /admin pages", () => {
  let staff = "";
  beforeAll(async () => {
    staff = await staffSession();
    // The seed has no form submission; /admin/inbox/[id] needs one, or every caller would get its 404.
    await db()
      .insert(formSubmissions)
      .values({ kind: "contact", email: "gonderen@example.com", data: { name: "Gönderen" } });
  });

  it("finds the admin routes and pages", () => {
    expect(Object.keys(adminModules).length).toBeGreaterThanOrEqual(9);
    expect(Object.keys(adminPageModules).length).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ["a guest", 401, "unauthorized", "guest"],
    ["a customer", 403, "forbidden", "owner"],
  ] as const)("answers %s %i %s on every route and changes nothing", async (_label, code, name, who) => {
    const before = await customerState(w.a.id);
    const answers = await hitAdminRoutes(cookieFor(who));
    expect(answers.length).toBeGreaterThanOrEqual(Object.keys(adminModules).length);
    expect(answers.filter((a) => a.status !== code || a.code !== name)).toEqual([]);
    expect(await customerState(w.a.id)).toEqual(before);
  });

  it("lets staff through (a body error is 400, not 401/403)", async () => {
    const answers = await hitAdminRoutes(staff);
    expect(answers.filter((a) => a.status === 401 || a.status === 403)).toEqual([]);
  });

  // The layout shows the 403 page, but Next.js renders the page beside it and streams its output anyway.
  it("renders no admin page for a guest or a customer, and every one for staff", async () => {
    const files = Object.keys(adminPageModules).sort();
    const seen: string[] = [];
    for (const file of files) {
      const params = { id: "1" }; // every table behind an /admin/…/[id] page has a row 1
      const mod = await adminPageModules[file]!();
      for (const [who, cookie] of [
        ["guest", cookieFor("guest")],
        ["customer", cookieFor("owner")],
        ["staff", staff],
      ] as const) {
        const answer = await renderPage(mod, params, cookie);
        seen.push(`${file} ${who}: ${answer.status === 200 && answer.text !== "null" ? "rendered" : "nothing"}`);
      }
    }
    expect(seen).toEqual(files.flatMap((f) => [`${f} guest: nothing`, `${f} customer: nothing`, `${f} staff: rendered`]));
  });

  // The status is the proxy's (src/proxy.ts, src/server/account/back-office.ts); a guest's redirect is the layout's.
  it("answers a customer 403 on every admin page, and neither a guest nor staff", async () => {
    const seen: string[] = [];
    for (const file of Object.keys(adminPageModules).sort()) {
      const path = file
        .replace(/^\/src\/app/, "")
        .replace(/\/page\.tsx$/, "")
        .replace(/\[id\]/g, "1");
      for (const [who, cookie] of [
        ["guest", cookieFor("guest")],
        ["customer", cookieFor("owner")],
        ["staff", staff],
      ] as const) {
        seen.push(`${path} ${who}: ${await statusThroughProxy(path, cookie)}`);
      }
    }
    expect(seen).toEqual(seen.map((line) => line.replace(/: \d+$/, line.includes(" customer:") ? ": 403" : ": 200")));
    expect(seen.filter((line) => line.endsWith(": 403"))).toHaveLength(Object.keys(adminPageModules).length);
  });
});

/**
 * Each role's part of the back office, written out here apart from the table the guard reads
 * (src/shared/account/staff-roles.ts): what each role may call and open; everything else it is refused, 403.
 */
const ROLE_PARTS: Record<"orders" | "catalogue" | "content", RegExp> = {
  orders: /^\/(api\/)?admin\/(orders|quotes|inbox)(\/|$)/,
  catalogue: /^\/(api\/)?admin\/(products|categories|brands|navigation|search)(\/|$)/,
  content: /^\/(api\/)?admin\/(blog|pages|reviews|content)(\/|$)|^\/api\/admin\/(content|reviews)(\/|$)/,
};
const EVERY_ROLE = new Set(["/admin"]);
/** What each role hears of the live channel's staff topics: those waiting in its own part. */
const TOPICS_HEARD: Record<keyof typeof ROLE_PARTS, StaffTopic[]> = {
  orders: ["order", "transfer", "return", "inbox"],
  catalogue: [],
  content: ["review"],
};

/** The staff topics a channel opened with `cookie` hears while every topic is announced, up to a public event. */
async function staffTopicsHeard(cookie: string) {
  const client = await openLive(liveRoute, cookie, { "x-forwarded-for": freshIp() });
  expect(client.status).toBe(200);
  for (const topic of STAFF_TOPICS) await publishStaff(db(), topic);
  await publishLive(db(), liveScopes.public, { kind: "product", id: 0 });
  const heard: StaffTopic[] = [];
  for (let event = await client.next(); event.kind !== "product"; event = await client.next())
    if (event.kind === "staff") heard.push(event.topic);
  await client.close();
  return heard;
}

const pagePath = (file: string) => file.replace(/^\/src\/app/, "").replace(/\/page\.tsx$/, "");

describe("each staff role: its own part of the back office, 403 for the rest", () => {
  const cookies: Partial<Record<keyof typeof ROLE_PARTS, string>> = {};
  beforeAll(async () => {
    for (const role of Object.keys(ROLE_PARTS) as (keyof typeof ROLE_PARTS)[]) cookies[role] = await staffSession("Rol Sahibi", role);
  });

  it("names every page by its own path", async () => {
    for (const file of Object.keys(adminPageModules)) {
      const mod = (await adminPageModules[file]!()) as unknown as { default: { path?: string } };
      expect(mod.default.path, file).toBe(pagePath(file));
    }
  });

  for (const role of Object.keys(ROLE_PARTS) as (keyof typeof ROLE_PARTS)[]) {
    it(`${role}: calls only its routes, is refused the others with {code, message} 403`, async () => {
      const before = await customerState(w.a.id);
      const answers = await hitAdminRoutes(cookies[role]!);
      const refused = answers.filter((a) => a.status === 403);
      const wrong = answers.filter((a) =>
        ROLE_PARTS[role].test(a.route) ? a.status === 401 || a.status === 403 : a.status !== 403 || a.code !== "forbidden",
      );
      expect(wrong).toEqual([]);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.length).toBeLessThan(answers.length);
      expect(await customerState(w.a.id)).toEqual(before);
    });

    it(`${role}: opens only its pages and the dashboard, answered 403 with a notice on the others`, async () => {
      const seen: string[] = [];
      const expected: string[] = [];
      for (const file of Object.keys(adminPageModules).sort()) {
        const path = pagePath(file);
        const own = EVERY_ROLE.has(path) || ROLE_PARTS[role].test(path);
        const answer = await renderPage(await adminPageModules[file]!(), { id: "1" }, cookies[role]!);
        const refusedNotice = answer.text.includes("Bu bölüm rolünüze açık değil");
        const status = await statusThroughProxy(path.replace(/\[id\]/g, "1"), cookies[role]!);
        seen.push(`${path}: ${refusedNotice ? "refused" : "rendered"} ${status}`);
        expected.push(`${path}: ${own ? "rendered 200" : "refused 403"}`);
      }
      expect(seen).toEqual(expected);
    });

    it(`${role}: hears on the live channel only the staff topics of its part`, async () => {
      expect(await staffTopicsHeard(cookies[role]!)).toEqual(TOPICS_HEARD[role]);
    });
  }

  it("the owner hears every staff topic; an owner without a second factor, none", async () => {
    expect(await staffTopicsHeard(await staffSession())).toEqual([...STAFF_TOPICS]);
    const email = `dinleyen-${Math.random().toString(36).slice(2, 8)}@lumora.example`;
    await createStaff(db(), { email, name: "Faktörsüz Dinleyen", password: OWNER_PASSWORD });
    expect(await staffTopicsHeard(await signIn(email, OWNER_PASSWORD))).toEqual([]);
  });
});

describe("the owner's second factor", () => {
  it("shuts the back office to an owner without one: every admin route 403 two_factor_required, the pages send it to enrol", async () => {
    const owner = await createTestStaff("Faktörsüz Sahip", "owner");
    // A second owner, signed in with the password only: the factor is not enrolled.
    const email = `sahip-${Math.random().toString(36).slice(2, 8)}@lumora.example`;
    await createStaff(db(), { email, name: "Yeni Sahip", password: OWNER_PASSWORD });
    const bare = await signIn(email, OWNER_PASSWORD);
    const answers = await hitAdminRoutes(bare);
    expect(answers.filter((a) => a.status !== 403 || a.code !== "two_factor_required")).toEqual([]);
    const layout = (await import("@/app/admin/layout")) as unknown as PageModule;
    requestHeaders = new Headers({ cookie: bare });
    await expect(layout.default({ children: null })).rejects.toMatchObject({ digest: expect.stringContaining(";/admin/two-factor;") });
    const pages = await renderPage(await adminPageModules["/src/app/admin/orders/page.tsx"]!(), {}, bare);
    expect(pages.text).toBe("null");
    // The owner who enrolled signs in with the password and the current code, and the back office opens.
    const cookie = await staffSignIn(owner);
    expect((await hitAdminRoutes(cookie)).filter((a) => a.status === 401 || a.status === 403)).toEqual([]);
  });
});
