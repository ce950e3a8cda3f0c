import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadJobsConfig } from "@/config/jobs";
import { startShopWorker } from "@/server/compose/start-jobs";
import { cancelUnpaidOrders, remindUnpaidOrders } from "@/server/orders/unpaid";
import { db } from "@/server/platform/db/client";
import { orderStatusHistory, orders, sentMail } from "@/server/platform/db/schema";
import { jobQueue, releaseJobQueue } from "@/server/platform/jobs/queue";
import { latestMailTo, resetMailTransport } from "@/server/platform/mail";
import { drainMail } from "../support/jobs";
import { freePorts } from "../support/ports";
import { addressedTo, startSmtp, type TestSmtp, until } from "../support/smtp";
import { Shopper, simpleProduct, stockOf } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

let SMTP_PORT = 0;
beforeAll(async () => {
  [SMTP_PORT] = (await freePorts(1)) as [number];
});
const DAY = 86_400_000;

let smtp: TestSmtp | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  delete process.env.SMTP_URL;
  resetMailTransport();
});

async function placeBankTransferOrder(email: string, productId: number, quantity: number) {
  const s = new Shopper();
  await addToCart(s, productId, quantity);
  await fillCheckout(s, { info: { email, shippingAddress: guestAddress } });
  return order(s);
}

describe("the mail outbox", () => {
  it("answers an order while the mail server is down, and delivers its confirmation once when it is back", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`; // nothing listens there yet
    resetMailTransport();
    const config = loadJobsConfig({
      JOBS_CONFIG_JSON: JSON.stringify({ pollingIntervalSeconds: 0.5, mail: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2 } }),
    });
    const worker = await startShopWorker({ config });
    try {
      const started = Date.now();
      const res = await placeBankTransferOrder("kesintide@example.com", await simpleProduct(5), 1);
      expect(res.status).toBe(200);
      expect(Date.now() - started, "the order did not wait on the mail server").toBeLessThan(10_000);
      const { number } = res.json;

      // The worker tries, finds no server, and keeps the mail for later.
      await until(
        async () => ((await worker.boss.findJobs("mail.send", { data: { to: "kesintide@example.com" } }))[0]?.retryCount ?? 0) > 0,
        20_000,
        "a failed try",
      );
      expect(await db().select().from(sentMail).where(eq(sentMail.recipient, "kesintide@example.com"))).toEqual([]);

      smtp = await startSmtp(SMTP_PORT);
      await until(
        async () => (await db().select().from(sentMail).where(eq(sentMail.recipient, "kesintide@example.com"))).length > 0,
        30_000,
        "the delivery",
      );
      // A few more polling rounds: nothing is sent a second time.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const confirmations = addressedTo(smtp, "kesintide@example.com").filter((m) => m.includes(number));
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]).toMatch(/^Message-ID: <[0-9a-f-]+@localhost>/im);
      expect(confirmations[0]).toContain("text/html");
    } finally {
      await worker.stop(5000);
      await releaseJobQueue();
      await jobQueue();
    }
  }, 90_000);

  it("never sends a message twice, even when its job runs again", async () => {
    smtp = await startSmtp(SMTP_PORT);
    process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`;
    resetMailTransport();
    const { deliverQueuedMail } = await import("@/server/platform/mail/outbox");
    const mail = { to: "bir-kez@example.com", subject: "Deneme", text: "Tek sefer" };
    expect(await deliverQueuedMail("0b6f2f8e-3d7a-4d1e-9d8e-1c2b3a4d5e6f", mail)).toEqual({ sent: true });
    expect(await deliverQueuedMail("0b6f2f8e-3d7a-4d1e-9d8e-1c2b3a4d5e6f", mail)).toEqual({ sent: false });
    expect(smtp.accepted).toHaveLength(1);
  });
});

describe("unpaid bank-transfer orders", () => {
  it("are reminded a day before, then cancelled with their stock back and the customer told (clock injected)", async () => {
    const productId = await simpleProduct(10);
    const res = await placeBankTransferOrder("odemedi@example.com", productId, 3);
    expect(res.status).toBe(200);
    const { number } = res.json;
    expect(await stockOf(productId)).toBe(7);
    const [placed] = await db().select().from(orders).where(eq(orders.number, number));
    const at = (days: number) => new Date(placed!.createdAt.getTime() + days * DAY);

    // Too early for either.
    expect((await remindUnpaidOrders(at(1.5), 3)).reminded).not.toContain(number);
    expect((await cancelUnpaidOrders(at(2.9), 3)).cancelled).not.toContain(number);

    // A day before the limit: one reminder, and only one.
    expect((await remindUnpaidOrders(at(2.1), 3)).reminded).toContain(number);
    expect((await remindUnpaidOrders(at(2.5), 3)).reminded).not.toContain(number);
    await drainMail();
    const reminder = await latestMailTo("odemedi@example.com");
    expect(reminder?.subject).toBe(`${number} numaralı siparişinizin ödemesi bekleniyor - Lumora`);
    expect(reminder?.text).toContain("havale/EFT ödemesi henüz bize ulaşmadı");
    expect(reminder?.html).toContain("<!doctype html>");

    // Past the limit: cancelled, stock back, history kept, customer told.
    expect((await cancelUnpaidOrders(at(3.01), 3)).cancelled).toContain(number);
    const [after] = await db().select().from(orders).where(eq(orders.number, number));
    expect(after?.status).toBe("cancelled");
    expect(await stockOf(productId)).toBe(10);
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed!.id));
    expect(history.map((h) => [h.status, h.actorId])).toContainEqual(["cancelled", "system"]);
    await drainMail();
    const told = await latestMailTo("odemedi@example.com");
    expect(told?.subject).toBe(`${number} numaralı siparişiniz: İptal edildi`);
    expect(told?.text).toContain("Ödemesi 3 gün içinde ulaşmadığı için siparişiniz iptal edildi");

    // Run again: nothing more to do, the stock is not given back twice.
    expect((await cancelUnpaidOrders(at(4), 3)).cancelled).not.toContain(number);
    expect(await stockOf(productId)).toBe(10);
  });
});
