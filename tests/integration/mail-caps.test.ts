import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { MailCaps } from "@/config/jobs";
import { storeConfig } from "@/config/store";
import { authHandler } from "@/server/account/auth";
import { submitForm } from "@/server/content/forms";
import { db } from "@/server/platform/db/client";
import { rateCounters } from "@/server/platform/db/schema";
import { resetMailTransport } from "@/server/platform/mail";
import { hashedAddress } from "@/server/platform/mail/caps";
import { deliverQueuedMail } from "@/server/platform/mail/outbox";
import { logger } from "@/server/platform/runtime/log";
import { call } from "../support/api";
import { drainMail } from "../support/jobs";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { signUp } from "./account-support";

/** Every mail of this file goes through a real SMTP server on loopback; what it took is what went out. */
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp(0);
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`;
  resetMailTransport();
});
afterAll(async () => {
  await smtp.close();
  delete process.env.SMTP_URL;
  resetMailTransport();
});

beforeEach(async () => {
  await db().delete(rateCounters);
  smtp.accepted.length = 0;
});
afterEach(() => {
  delete process.env.JOBS_CONFIG_JSON;
  vi.restoreAllMocks();
});

const deliveredTo = (address: string) => smtp.accepted.filter((message) => new RegExp(`^To: ${address}\\r?$`, "im").test(message)).length;

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

const contact = (email: string) => ({
  name: "Ayşe Yılmaz",
  email,
  phone: "",
  subject: "Mürekkep fiyatları",
  message: "Aylık 20 litre UV mürekkep için fiyat öğrenmek istiyorum.",
  website: "",
});

describe("the daily mail caps", () => {
  it("send a form's acknowledgement to one address three times a day, from any client addresses; the sender is answered the same", async () => {
    const warn = vi.spyOn(logger, "warn");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await submitForm("contact", contact("kurban@example.com"), { ip: freshIp() }));
    // No oracle: every submission is stored and answered alike, capped or not.
    for (const answer of answers) expect(answer).toMatchObject({ status: "sent", reference: expect.stringMatching(/^ILT-\d{6}$/) });
    await drainMail();
    expect(deliveredTo("kurban@example.com")).toBe(3);
    // The shop's own notifications are not capped: staff see all five.
    expect(deliveredTo(storeConfig.email)).toBe(5);
    const capped = warn.mock.calls.filter(([, message]) => message === "daily mail cap reached; mail not sent");
    expect(capped).toHaveLength(2);
    expect(capped[0]?.[0]).toMatchObject({ cap: "acknowledgement", recipient: hashedAddress("kurban@example.com") });
    expect(JSON.stringify(capped)).not.toContain("kurban");
  });

  it("send no more than the day's total of a kind to all addresses together", async () => {
    process.env.JOBS_CONFIG_JSON = JSON.stringify({ mailCaps: { acknowledgement: { perRecipient: 3, total: 2 } } });
    for (const to of ["bir@example.com", "iki@example.com", "uc@example.com"])
      expect((await submitForm("contact", contact(to), { ip: freshIp() })).status).toBe("sent");
    await drainMail();
    expect(["bir@example.com", "iki@example.com", "uc@example.com"].map(deliveredTo)).toEqual([1, 1, 0]);
  });

  it("send one account five reset links a day, however many client addresses ask for them", async () => {
    await signUp("hedef@example.com");
    await drainMail();
    smtp.accepted.length = 0;
    // Three addresses, four requests each: within Better Auth's 5 a minute per address, 12 in all.
    for (const ip of ["198.51.100.201", "198.51.100.202", "2001:db8:1:2::3"]) {
      for (let i = 0; i < 4; i++) {
        const asked = await call(authHandler, "/api/auth/request-password-reset", {
          body: { email: "hedef@example.com" },
          headers: { "x-forwarded-for": ip },
        });
        expect(asked.status).toBe(200);
      }
    }
    await drainMail();
    expect(deliveredTo("hedef@example.com")).toBe(5);
  });

  it("count every capped kind per recipient and in all, and take back the count of a mail the server did not take", async () => {
    const caps: MailCaps = {
      acknowledgement: { perRecipient: 2, total: 3 },
      welcome: { perRecipient: 2, total: 3 },
      reset: { perRecipient: 2, total: 3 },
      order: { perRecipient: 2, total: 3 },
    };
    for (const cap of Object.keys(caps) as (keyof MailCaps)[]) {
      const send = (to: string) => deliverQueuedMail(randomUUID(), { to, subject: cap, text: "Sabit metin.", cap }, { caps });
      expect(await send(`a-${cap}@example.com`)).toEqual({ sent: true });
      expect(await send(`a-${cap}@example.com`)).toEqual({ sent: true });
      expect(await send(`a-${cap}@example.com`)).toEqual({ sent: false, capped: true });
      expect(await send(`b-${cap}@example.com`)).toEqual({ sent: true });
      expect(await send(`c-${cap}@example.com`)).toEqual({ sent: false, capped: true });
    }
    // A mail server that refuses: the mail is tried again later and its tries do not use up the caps.
    await db().delete(rateCounters);
    await smtp.close();
    resetMailTransport();
    const refused = () =>
      deliverQueuedMail(randomUUID(), { to: "d@example.com", subject: "x", text: "Sabit metin.", cap: "reset" }, { caps });
    await expect(refused()).rejects.toThrow();
    await expect(refused()).rejects.toThrow();
    smtp = await startSmtp(smtp.port);
    resetMailTransport();
    expect(
      await deliverQueuedMail(
        randomUUID(),
        { to: "d@example.com", subject: "x", text: "Sabit metin.", cap: "reset" },
        { caps: { ...caps, reset: { perRecipient: 1, total: 1 } } },
      ),
    ).toEqual({ sent: true });
  });

  it("leave mail to the shop and mail without a kind uncounted", async () => {
    for (let i = 0; i < 4; i++)
      expect(await deliverQueuedMail(randomUUID(), { to: "personel@example.com", subject: "x", text: "y" })).toEqual({ sent: true });
  });
});
