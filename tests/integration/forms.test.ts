import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storeConfig } from "@/config/store";
import { contractVersionsFor } from "@/server/content/contract-documents";
import { submitForm } from "@/server/content/forms";
import { db } from "@/server/platform/db/client";
import { formSubmissions, products, rateCounters } from "@/server/platform/db/schema";
import { latestMailTo } from "@/server/platform/mail";
import { preferredDateRange } from "@/shared/forms/technical-service";
import { call } from "../support/api";
import { drainMail } from "../support/jobs";

const contact = {
  name: "Ayşe Yılmaz",
  company: "Yılmaz Reklam",
  email: "Ayse@Example.com",
  phone: "0532 123 45 67",
  subject: "Mürekkep fiyatları",
  message: "Aylık 20 litre UV mürekkep için fiyat öğrenmek istiyorum.",
  website: "",
};

const technicalService = {
  machineModel: "Lumora UV-2513",
  serialNumber: "LM-2513/00042",
  faultDescription: "Baskı sırasında sarı kanalda çizgilenme oluyor, temizlik programı sorunu çözmüyor.",
  preferredDate: "",
  name: "Mehmet Demir",
  company: "",
  email: "mehmet@example.com",
  phone: "+90 (532) 765-43-21",
};

const dealership = {
  company: "Karadeniz Baskı Ltd. Şti.",
  taxOffice: "Trabzon",
  taxNumber: "123 456 7890",
  city: "Trabzon",
  yearsInTrade: "12",
  name: "Zeynep Kaya",
  email: "zeynep@example.com",
  phone: "0462 555 12 34",
  message: "",
};

let ipCounter = 0;
/** Each test sends from its own address, so the per-address rate limit only meets the test about it. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const submissionsOf = (email: string) =>
  db().select().from(formSubmissions).where(eq(formSubmissions.email, email)).orderBy(desc(formSubmissions.id));

beforeAll(() => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-forms-"));
});

beforeEach(async () => {
  await db().delete(rateCounters);
});

describe("the contact and quote form", () => {
  it("names every missing or wrong field with its Turkish message key and stores nothing", async () => {
    const result = await submitForm("contact", { name: "A", email: "not-an-email", phone: "0532 12", message: "kısa" }, { ip: freshIp() });
    expect(result).toEqual({
      status: "invalid",
      errors: {
        name: "errors.nameShort",
        email: "errors.emailInvalid",
        phone: "errors.phoneInvalid",
        subject: "errors.required",
        message: "errors.messageShort",
      },
    });
    expect(await submissionsOf("not-an-email")).toEqual([]);
  });

  it("names a field holding U+0000 (which the database cannot store) and stores nothing, on every form", async () => {
    for (const [name, values] of [
      ["contact", { ...contact, email: "nul@example.com", message: "Fiyat\u0000 öğrenmek istiyorum, teşekkürler." }],
      ["technicalService", { ...technicalService, email: "nul@example.com", serialNumber: "\u0000" }],
      ["dealership", { ...dealership, email: "nul@example.com", company: "Kara\u0000deniz" }],
    ] as const) {
      const result = await submitForm(name, values, { ip: freshIp() });
      const field = Object.keys(values).find((key) => values[key as keyof typeof values].includes("\u0000"))!;
      expect(result, name).toEqual({ status: "invalid", errors: { [field]: "errors.invalidCharacters" } });
    }
    expect(await submissionsOf("nul@example.com")).toEqual([]);
  });

  it("stores a message as a contact submission and mails the shop, replying to the sender", async () => {
    const result = await submitForm("contact", contact, { ip: "198.51.100.7" });
    expect(result.status).toBe("sent");
    const [row] = await submissionsOf("ayse@example.com");
    expect(row).toMatchObject({ kind: "contact", status: "new", ip: "198.51.100.7" });
    expect(result).toEqual({ status: "sent", reference: `ILT-${String(row?.id).padStart(6, "0")}` });
    expect(row?.data).toMatchObject({
      name: "Ayşe Yılmaz",
      company: "Yılmaz Reklam",
      phone: "+90 (532) 123-45-67",
      clarificationShown: true,
      clarificationVersion: (await contractVersionsFor("tr")).clarification,
    });
    expect(row?.data).not.toHaveProperty("website");
    await drainMail();
    const mail = await latestMailTo(storeConfig.email);
    expect(mail?.replyTo).toBe("ayse@example.com");
    expect(mail?.subject).toBe(`İletişim formu ${result.status === "sent" && result.reference}: Ayşe Yılmaz`);
    expect(mail?.text).toContain("Konu: Mürekkep fiyatları");
    expect(mail?.text).toContain("Telefon: +90 (532) 123-45-67");
    // The clarification text was shown, not a consent asked for (no box to tick).
    expect(mail?.text).toContain("KVKK Aydınlatma Metni gösterildi");
    // The sender is told it arrived, with the reference and a copy of what they sent.
    await drainMail();
    const ack = await latestMailTo("ayse@example.com");
    expect(ack).toMatchObject({
      replyTo: storeConfig.email,
      subject: `Mesajınız alındı (ILT-${String(row?.id).padStart(6, "0")}) - Lumora`,
    });
    expect(ack?.text).toContain(`Başvuru numaranız: ILT-${String(row?.id).padStart(6, "0")}.`);
  });

  it("is a quote request when it names a catalogue product, and a plain message when the code is unknown", async () => {
    const [product] = await db()
      .select({ code: products.code, name: products.name })
      .from(products)
      .where(eq(products.isActive, true))
      .limit(1);
    const wrong = await submitForm("contact", { ...contact, product: product!.code, quantity: "0" }, { ip: freshIp() });
    expect(wrong).toEqual({ status: "invalid", errors: { quantity: "errors.quantityInvalid" } });
    await submitForm("contact", { ...contact, email: "quote@example.com", product: product!.code, quantity: "12" }, { ip: freshIp() });
    const [quote] = await submissionsOf("quote@example.com");
    expect(quote?.kind).toBe("quote");
    expect(quote?.data.product).toEqual({ code: product!.code, name: product!.name });
    expect(quote?.data.quantity).toBe("12");
    await drainMail();
    const mail = (await latestMailTo(storeConfig.email))?.text;
    expect(mail).toContain(`İlgilenilen ürün: ${product!.name} (${product!.code})`);
    expect(mail).toContain("İstenen adet: 12");

    await submitForm("contact", { ...contact, email: "unknown@example.com", product: "NO-SUCH-CODE" }, { ip: freshIp() });
    const [plain] = await submissionsOf("unknown@example.com");
    expect(plain?.kind).toBe("contact");
    expect(plain?.data).not.toHaveProperty("product");
  });

  it("tells a robot that filled the honeypot it worked, and keeps nothing", async () => {
    await drainMail();
    const before = await latestMailTo(storeConfig.email);
    const result = await submitForm(
      "contact",
      { ...contact, email: "robot@example.com", website: "http://spam.example" },
      { ip: freshIp() },
    );
    expect(result).toEqual({ status: "sent", reference: null });
    expect(await submissionsOf("robot@example.com")).toEqual([]);
    await drainMail();
    expect(await latestMailTo(storeConfig.email)).toEqual(before);
  });

  it("accepts five submissions per address in ten minutes, refuses the sixth and keeps other addresses going", async () => {
    const ip = freshIp();
    for (let i = 1; i <= 5; i++) {
      expect((await submitForm("contact", { ...contact, email: `flood${i}@example.com` }, { ip })).status).toBe("sent");
    }
    const refused = await submitForm("dealership", { ...dealership, email: "flood6@example.com" }, { ip });
    expect(refused.status).toBe("rate_limited");
    if (refused.status === "rate_limited") expect(refused.retryAfterSeconds).toBeGreaterThan(500);
    expect(await submissionsOf("flood6@example.com")).toEqual([]);
    expect((await submitForm("contact", { ...contact, email: "other@example.com" }, { ip: freshIp() })).status).toBe("sent");
  });

  it("counts the addresses of one IPv6 /64 as one sender", async () => {
    for (let i = 1; i <= 5; i++) {
      const sent = await submitForm("contact", { ...contact, email: `v6-${i}@example.com` }, { ip: `2001:db8:7:9::${i}` });
      expect(sent.status).toBe("sent");
    }
    expect((await submitForm("contact", { ...contact, email: "v6-6@example.com" }, { ip: "2001:db8:7:9:abcd::6" })).status).toBe(
      "rate_limited",
    );
    expect((await submitForm("contact", { ...contact, email: "v6-7@example.com" }, { ip: "2001:db8:7:a::1" })).status).toBe("sent");
  });

  it("does not count rejected forms against the limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) await submitForm("contact", { ...contact, email: "" }, { ip });
    expect((await submitForm("contact", { ...contact, email: "patient@example.com" }, { ip })).status).toBe("sent");
  });
});

describe("POST /api/forms/submit, the forms' API", () => {
  const submit = async (body: unknown, ip: string) => {
    const { POST } = await import("@/app/api/forms/submit/route");
    return call(POST, "/api/forms/submit", { body, headers: { "x-forwarded-for": ip } });
  };

  it("answers a valid form with its reference and a wrong one 400 with the first field's Turkish message", async () => {
    const ip = freshIp();
    const sent = await submit({ form: "contact", values: { ...contact, email: "api@example.com" } }, ip);
    expect(sent.status).toBe(200);
    const [row] = await submissionsOf("api@example.com");
    expect(sent.json).toEqual({ reference: `ILT-${String(row?.id).padStart(6, "0")}` });
    const wrong = await submit({ form: "contact", values: { ...contact, email: "yanlis" } }, ip);
    expect([wrong.status, wrong.json]).toEqual([400, { code: "validation_failed", message: "Geçerli bir e-posta adresi girin." }]);
    expect((await submit({ form: "newsletter", values: {} }, ip)).status).toBe(400);
  });

  it("answers the sixth form from one address in ten minutes 429 with {code, message} and Retry-After, and stores nothing", async () => {
    const ip = freshIp();
    for (let i = 1; i <= 5; i++)
      expect((await submit({ form: "contact", values: { ...contact, email: `api-flood${i}@example.com` } }, ip)).status).toBe(200);
    const refused = await submit({ form: "dealership", values: { ...dealership, email: "api-flood6@example.com" } }, ip);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      code: "rate_limited",
      message: "Kısa sürede çok fazla form gönderdiniz. Lütfen birkaç dakika sonra yeniden deneyin.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await submissionsOf("api-flood6@example.com")).toEqual([]);
  });
});

describe("the acknowledgement to the sender", () => {
  // What a sender types, with a link: a relay would carry it from the shop's own address to any inbox.
  const marker = "RELAY-7f3a https://spam.example/buy";
  const typed = {
    contact: { ...contact, name: `Zülfikar ${marker}`, company: marker, subject: marker, message: `${marker} ${"x".repeat(40)}` },
    technicalService: {
      ...technicalService,
      name: `Zülfikar ${marker}`,
      company: marker,
      machineModel: marker,
      faultDescription: `${marker} ${"x".repeat(40)}`,
    },
    dealership: { ...dealership, name: `Zülfikar ${marker}`, company: marker, taxOffice: marker, message: marker },
  } as const;
  const kinds = [
    ["contact", "contact", "ILT"],
    ["technicalService", "technical_service", "SRV"],
    ["dealership", "dealership", "BYL"],
    ["contact", "quote", "TKL"],
  ] as const;

  it.each(kinds)("of a %s form (%s) holds the reference and a fixed text, none of what was typed", async (form, kind, prefix) => {
    const email = `ack-${kind}@example.com`;
    const [product] = await db().select({ code: products.code }).from(products).where(eq(products.isActive, true)).limit(1);
    const values = { ...typed[form], email, ...(kind === "quote" ? { product: product!.code } : {}) };
    const result = await submitForm(form, values, { ip: freshIp() });
    expect(result).toMatchObject({ status: "sent", reference: expect.stringMatching(new RegExp(`^${prefix}-\\d{6}$`)) });
    const [row] = await submissionsOf(email);
    expect(row?.kind).toBe(kind);
    await drainMail();
    const ack = await latestMailTo(email);
    const reference = result.status === "sent" ? result.reference! : "";
    expect(ack?.subject).toContain(reference);
    expect(ack?.text).toContain(`Başvuru numaranız: ${reference}.`);
    expect(ack?.text).toContain("Merhaba,");
    for (const part of [ack?.subject, ack?.text, ack?.html]) {
      expect(part).not.toContain("RELAY-7f3a");
      expect(part).not.toContain("spam.example");
      expect(part).not.toContain("Zülfikar");
    }
    // The shop's own notification still carries what was sent, for staff to answer.
    const notification = await latestMailTo(storeConfig.email);
    expect(notification?.text).toContain("RELAY-7f3a");
  });
});

describe("the technical service form", () => {
  it("checks the serial number, the visit date and the required phone", async () => {
    const result = await submitForm(
      "technicalService",
      { ...technicalService, serialNumber: "<script>", preferredDate: "2020-01-01", phone: "", faultDescription: "Bozuldu." },
      { ip: freshIp() },
    );
    expect(result).toEqual({
      status: "invalid",
      errors: {
        serialNumber: "errors.serialInvalid",
        preferredDate: "errors.dateInPast",
        phone: "errors.required",
        faultDescription: "errors.faultShort",
      },
    });
    const tooFar = await submitForm("technicalService", { ...technicalService, preferredDate: "2099-01-01" }, { ip: freshIp() });
    expect(tooFar).toMatchObject({ errors: { preferredDate: "errors.dateTooFar" } });
  });

  it("stores a valid request with its preferred date", async () => {
    const { min } = preferredDateRange();
    const result = await submitForm("technicalService", { ...technicalService, preferredDate: min }, { ip: freshIp() });
    expect(result.status).toBe("sent");
    const [row] = await submissionsOf("mehmet@example.com");
    expect(row?.kind).toBe("technical_service");
    expect(row?.data).toMatchObject({
      machineModel: "Lumora UV-2513",
      serialNumber: "LM-2513/00042",
      preferredDate: min,
      phone: "+90 (532) 765-43-21",
    });
    await drainMail();
    expect((await latestMailTo(storeConfig.email))?.subject).toBe(
      `Teknik servis talebi SRV-${String(row?.id).padStart(6, "0")}: Mehmet Demir`,
    );
  });
});

describe("the dealership form", () => {
  it("refuses a tax number with a wrong check digit and years that are not a number", async () => {
    const result = await submitForm("dealership", { ...dealership, taxNumber: "1234567891", yearsInTrade: "on iki" }, { ip: freshIp() });
    expect(result).toEqual({ status: "invalid", errors: { taxNumber: "errors.taxNumberInvalid", yearsInTrade: "errors.yearsInvalid" } });
  });

  it("stores a valid application with the tax number's digits and the years as a number", async () => {
    expect((await submitForm("dealership", dealership, { ip: freshIp() })).status).toBe("sent");
    const [row] = await submissionsOf("zeynep@example.com");
    expect(row?.kind).toBe("dealership");
    expect(row?.data).toMatchObject({
      company: "Karadeniz Baskı Ltd. Şti.",
      taxOffice: "Trabzon",
      taxNumber: "1234567890",
      yearsInTrade: 12,
    });
  });
});
