import { and, eq, notExists } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { products, productVariants, sentMail } from "@/server/platform/db/schema";
import { remote } from "../support/api";
import { type AppProcess, startApp } from "../support/app-process";
import { instanceDatabase } from "../support/instance-database";
import { freePorts } from "../support/ports";
import { addressedTo, startSmtp, type TestSmtp, until } from "../support/smtp";
import { Shopper } from "./cart-helpers";
import { guestAddress } from "./checkout-helpers";

/**
 * The worker in an app process (tests/support/route-server.ts, which starts it as `npm start` does), stopped with
 * SIGTERM or killed with SIGKILL in the middle of sending a mail. On PGlite the
 * instance owns a data directory on disk (a copy of the seeded template), on PostgreSQL this file's database.
 */
const { onPostgres, database, seed, withDatabase, remove } = instanceDatabase("jobs");

/** Fast enough for a test: a dead worker's job is noticed within a second of its heartbeat lapsing (10 s). */
const fast = { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5, mail: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2 } };

let apps: AppProcess[] = [];
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  apps = [];
  await smtp?.close();
  smtp = undefined;
});
afterAll(remove);

async function guestOrder(base: string, productId: number, email: string): Promise<string> {
  const s = new Shopper();
  const post = (url: string, body: unknown = {}) => s.post(remote(base), url, body);
  await post("/api/cart/add-item", { item: { productId, quantity: 1 } });
  await post("/api/checkout/information", { email, shippingAddress: guestAddress });
  await post("/api/checkout/delivery", { deliveryType: "standard" });
  await post("/api/checkout/payment", { paymentMethod: "bank_transfer" });
  const res = await post("/api/checkout/place-order", { contractsApproved: true });
  expect(res.status).toBe(200);
  return res.json.number;
}

/** A copy of the seeded template on disk for PGlite, and a buyable product with stock in the instance's database. */
async function prepare(): Promise<number> {
  await seed();
  return withDatabase(async (d) => {
    const [row] = await d
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.isActive, true), notExists(d.select().from(productVariants).where(eq(productVariants.productId, products.id)))),
      )
      .limit(1);
    await d.update(products).set({ stock: 100 }).where(eq(products.id, row!.id));
    return row!.id;
  });
}

describe(`the job worker in an app process on ${onPostgres ? "PostgreSQL" : "PGlite (a data directory on disk)"}`, () => {
  it("finishes the mail it is sending before it exits on SIGTERM", async () => {
    const id = await prepare();
    const [smtpPort, appPort] = await freePorts(2);
    smtp = await startSmtp(smtpPort!, { delayMs: 3000 });
    const env: Record<string, string> = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`, JOBS_CONFIG_JSON: JSON.stringify(fast) };
    apps = [await startApp(database(), { port: appPort, env })];
    const number = await guestOrder(apps[0]!.base, id, "kapanis@example.com");
    await until(() => smtp!.started > 0, 20_000, "the worker to start sending");
    const exit = new Promise<number | null>((resolve) => apps[0]!.child.once("exit", (code) => resolve(code)));
    apps[0]!.child.kill("SIGTERM");
    expect(await exit).toBe(0);
    apps = [];
    expect(addressedTo(smtp, "kapanis@example.com").filter((m) => m.includes(number))).toHaveLength(1);
    const recorded = await withDatabase((d) => d.select().from(sentMail).where(eq(sentMail.recipient, "kapanis@example.com")));
    expect(recorded).toHaveLength(1);
  }, 120_000);

  it("delivers a mail once after the process was killed (SIGKILL) while sending it", async () => {
    const id = await prepare();
    const [smtpPort, appPort] = await freePorts(2);
    const ports = { smtp: smtpPort!, app: appPort! };
    smtp = await startSmtp(ports.smtp, { hold: true });
    const env: Record<string, string> = {
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}?ignoreTLS=true`,
      JOBS_CONFIG_JSON: JSON.stringify(fast),
    };
    apps = [await startApp(database(), { port: ports.app, env })];
    const number = await guestOrder(apps[0]!.base, id, "kesik@example.com");

    await until(() => smtp!.started > 0, 20_000, "the worker to start sending");
    await apps[0]!.kill();
    apps = [];
    expect(smtp.accepted).toEqual([]);

    smtp.hold = false;
    apps = [await startApp(database(), { port: ports.app, env })];
    await until(() => addressedTo(smtp!, "kesik@example.com").some((m) => m.includes(number)), 45_000, "the delivery after the restart");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await apps[0]!.stop();
    apps = [];
    expect(addressedTo(smtp, "kesik@example.com").filter((m) => m.includes(number))).toHaveLength(1);
    const recorded = await withDatabase((d) => d.select().from(sentMail).where(eq(sentMail.recipient, "kesik@example.com")));
    expect(recorded).toHaveLength(1);
  }, 120_000);
});
