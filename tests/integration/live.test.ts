import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as attachInvoiceRoute } from "@/app/api/admin/orders/attach-invoice/route";
import { POST as changeStatus } from "@/app/api/admin/orders/change-status/route";
import { POST as updateProduct } from "@/app/api/admin/products/update/route";
import { GET as liveRoute } from "@/app/api/live/route";
import { getAdminProduct } from "@/server/catalog/manage/products";
import { liveHub } from "@/server/compose/live-endpoint";
import { db, dbHandle } from "@/server/platform/db/client";
import { orders } from "@/server/platform/db/schema";
import { createHub } from "@/server/platform/live/hub";
import { LIVE_CHANNEL } from "@/server/platform/live/publish";
import { shutDown } from "@/server/platform/runtime/shutdown";
import { createFrontDoor } from "@/server/runtime/front-door";
import { call } from "../support/api";
import { openLive } from "../support/live";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

/**
 * The live channel (docs/adr/0013) in one process, on PGlite and on PostgreSQL: each client hears its own
 * customer's events, the public catalogue's, and staff's only when it is staff. live-two-instances.test.ts
 * covers an event crossing from one instance to another.
 */

type Customer = { shopper: Shopper; orderId: number };

/** A signed-up customer with one bank-transfer order, awaiting payment. */
async function customerWithOrder(email: string): Promise<Customer> {
  const { cookie } = await signUp(email);
  const shopper = new Shopper(cookie);
  await addToCart(shopper, await simpleProduct(10));
  await fillCheckout(shopper, { info: { email, shippingAddress: guestAddress } });
  const placed = await order(shopper);
  if (placed.status !== 200) throw new Error(`order: ${placed.status} ${placed.text}`);
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, placed.json.number));
  return { shopper, orderId: row!.id };
}

let staff = "";
let ayse: Customer;
let zeynep: Customer;

beforeAll(async () => {
  staff = await staffSession();
  ayse = await customerWithOrder("ayse.canli@example.com");
  zeynep = await customerWithOrder("zeynep.canli@example.com");
}, 60_000);

afterAll(async () => {
  await liveHub().stop();
});

const move = (orderId: number, status: string) =>
  call(changeStatus, "/api/admin/orders/change-status", { cookie: staff, body: { orderId, status } });

describe("GET /api/live", () => {
  it("brings each customer their own order's change and never the other customer's", async () => {
    const mine = await openLive(liveRoute, ayse.shopper.cookie());
    const theirs = await openLive(liveRoute, zeynep.shopper.cookie());
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect((await move(ayse.orderId, "paid")).status).toBe(200);
    expect(await mine.next()).toEqual({ kind: "order", id: ayse.orderId });
    // Events arrive in commit order: had Ayşe's reached Zeynep's channel, it would come before her own.
    expect((await move(zeynep.orderId, "paid")).status).toBe(200);
    expect(await theirs.next()).toEqual({ kind: "order", id: zeynep.orderId });
    expect((await move(ayse.orderId, "shipped")).status).toBe(200);
    expect(await mine.next()).toEqual({ kind: "order", id: ayse.orderId });
    await Promise.all([mine.close(), theirs.close()]);
  });

  it("tells every page of a product about its new price, and staff alone about a new order", async () => {
    const id = await simpleProduct(5);
    const guest = await openLive(liveRoute, "");
    const back = await openLive(liveRoute, staff);
    const product = await getAdminProduct(id);
    const body = { ...product, productId: id, salesPrice: 999_00, unDiscountedSalesPrice: 999_00 };
    const res = await call(updateProduct, "/api/admin/products/update", { cookie: staff, body });
    expect(res.status, res.text).toBe(200);
    expect(await guest.next()).toEqual({ kind: "product", id });
    expect(await back.next()).toEqual({ kind: "product", id });
    const shopper = new Shopper();
    await addToCart(shopper, id);
    await fillCheckout(shopper);
    expect((await order(shopper)).status).toBe(200);
    expect(await back.next()).toEqual({ kind: "staff", topic: "order" });
    // The guest's next event is the stock the order took, not the staff announcement before it.
    expect(await guest.next()).toEqual({ kind: "product", id });
    await Promise.all([guest.close(), back.close()]);
  });

  it("tells the customer's open order page about an attached invoice", async () => {
    const mine = await openLive(liveRoute, ayse.shopper.cookie());
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]).drawText("FATURA LMR2026000000077");
    const body = { orderId: ayse.orderId, number: "LMR2026000000077", file: Buffer.from(await pdf.save()).toString("base64") };
    expect((await call(attachInvoiceRoute, "/api/admin/orders/attach-invoice", { cookie: staff, body })).status).toBe(200);
    expect(await mine.next()).toEqual({ kind: "order", id: ayse.orderId });
    await mine.close();
  });

  it("keeps a customer's tabs' carts in step", async () => {
    const otherTab = await openLive(liveRoute, ayse.shopper.cookie());
    await addToCart(ayse.shopper, await simpleProduct(3));
    expect(await otherTab.next()).toEqual({ kind: "cart" });
    await otherTab.close();
  });

  it("is served by the front door on the Node response, with the same rules", async () => {
    const door = createFrontDoor();
    const server = http.createServer((req, res) => door(req, res, (_req, out) => out.writeHead(404).end()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const viaDoor = (req: Request) => fetch(new URL("/api/live", base), { headers: req.headers });
    try {
      const client = await openLive(viaDoor, ayse.shopper.cookie());
      expect(client.status).toBe(200);
      await addToCart(ayse.shopper, await simpleProduct(3));
      expect(await client.next()).toEqual({ kind: "cart" });
      await client.close();
      const refused = await viaDoor(new Request(base, { headers: { origin: "https://evil.example" } }));
      expect([refused.status, (await refused.json()).code]).toEqual([403, "invalid_origin"]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("refuses a foreign origin as the API does", async () => {
    const client = await openLive(liveRoute, ayse.shopper.cookie(), { origin: "https://evil.example" });
    expect(client.status).toBe(403);
  });

  it("bounds the channels per session and per address, with a {code, message} refusal", async () => {
    const listen: Parameters<typeof createHub>[0]["listen"] = (onPayload, onLost) => dbHandle().listen(LIVE_CHANNEL, onPayload, onLost);
    const hub = createHub({ listen, limits: { perSession: 2, perAddress: 3, total: 100 } });
    const previous = liveHub();
    liveHub.replace(hub);
    const open = (cookie: string, address: string) =>
      liveRoute(new Request("http://localhost:3000/api/live", { headers: { cookie, "x-forwarded-for": address } }));
    const refusal = async (res: Response) => [res.status, (await res.json()).code];
    try {
      const held = [await open(ayse.shopper.cookie(), "203.0.113.1"), await open(ayse.shopper.cookie(), "203.0.113.2")];
      expect(await refusal(await open(ayse.shopper.cookie(), "203.0.113.3"))).toEqual([429, "too_many_live_connections"]);
      held.push(await open(zeynep.shopper.cookie(), "203.0.113.1"), await open("", "203.0.113.1"));
      expect(await refusal(await open("", "203.0.113.1"))).toEqual([429, "too_many_live_connections"]);
      expect(held.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      // A channel that closes makes room again.
      await held[0]!.body!.cancel();
      expect((await open(ayse.shopper.cookie(), "203.0.113.4")).status).toBe(200);
    } finally {
      await hub.stop();
      liveHub.replace(previous);
    }
  });

  it("ends every open channel when the process shuts down, so that they do not hold the server open", async () => {
    const client = await openLive(liveRoute, ayse.shopper.cookie());
    expect([client.status, liveHub().size()]).toEqual([200, 1]);
    await shutDown(1_000);
    expect([await client.ended(), liveHub().size()]).toEqual([true, 0]);
  });
});
