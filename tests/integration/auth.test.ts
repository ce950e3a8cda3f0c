import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { CART_COOKIE } from "@/config/cookies";
import { auth, authHandler } from "@/server/account/auth";
import { sessionUser } from "@/server/account/session";
import { contractVersionsFor } from "@/server/content/contract-documents";
import { db } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema";
import { latestMailTo, type Mail, mailDir } from "@/server/platform/mail";
import { call, demoCustomer } from "../support/api";
import { drainMail } from "../support/jobs";
import { cookieOf, freshIp, signUp, strongPassword } from "./account-support";

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Mehmet Demir",
  email,
  password: strongPassword,
  acceptedMembershipAgreement: true,
  ...extra,
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}, cookie?: string) =>
  call(authHandler, `/api/auth${path}`, { body, cookie, headers: { "x-forwarded-for": freshIp(), ...headers } });

/** Every mail written for `to` (the tests run without SMTP_URL, so mails are files). */
async function mailsTo(to: string): Promise<Mail[]> {
  const files = await fs.readdir(mailDir()).catch(() => [] as string[]);
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(mailDir(), f), "utf8")) as Mail));
  return mails.filter((m) => m.to === to);
}

const userByEmail = async (email: string) => (await db().select().from(user).where(eq(user.email, email)))[0];

describe("sign-up", () => {
  it("creates the customer, records the agreement and clarification versions and the phone; the new password signs in with a safe cookie", async () => {
    const res = await post("/sign-up/email", signUpBody("  Mehmet@Example.com ", { phone: "+905321234567", name: "  Mehmet Demir " }));
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(false);
    const stored = await userByEmail("mehmet@example.com");
    expect(stored?.name).toBe("Mehmet Demir");
    expect(stored?.phone).toBe("+905321234567");
    expect(stored?.role).toBe("customer");
    const versions = await contractVersionsFor("tr");
    expect(stored?.membershipTermsVersion).toBe(versions.membershipTerms);
    expect(stored?.membershipTermsAcceptedAt).toBeInstanceOf(Date);
    expect(stored?.clarificationVersion).toBe(versions.clarification);
    expect(stored?.clarificationShownAt).toBeInstanceOf(Date);
    expect(stored?.marketingEmailConsentAt).toBeNull();
    const signedIn = await post("/sign-in/email", { email: "mehmet@example.com", password: strongPassword });
    const sessionCookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect((await sessionUser(new Headers({ cookie: cookieOf(signedIn.headers) })))?.email).toBe("mehmet@example.com");
  });

  it("marks the session and cart cookies Secure (and the session __Secure-) in production over https", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("STORE_SITE_URL", "https://lumora.example");
    vi.resetModules(); // configuration and Better Auth read these when they load
    try {
      const { auth } = await import("@/server/account/auth");
      const { cartCookieHeader } = await import("@/server/cart/identity");
      const res = await auth().api.signInEmail({ body: demoCustomer, asResponse: true });
      const session = res.headers.getSetCookie().find((c) => c.includes("better-auth.session_token="));
      expect(session).toMatch(/^__Secure-better-auth\.session_token=.*; Secure/i);
      expect(cartCookieHeader("00000000-0000-4000-8000-000000000000")).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it.each([
    ["without accepting the membership agreement", { acceptedMembershipAgreement: false }, "Üyelik Sözleşmesi"],
    ["with a password without digits", { password: "sadeceharf" }, "rakam"],
    ["with a short password", { password: "Ab1" }, "8 karakter"],
    ["with a half-typed phone", { phone: "+90532123" }, "Telefon numarası geçersiz"],
    ["with a one-letter name", { name: "A" }, "Ad soyad"],
  ])("refuses a sign-up %s, in Turkish, and creates nobody", async (_label, extra, text) => {
    const email = `refused-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await post("/sign-up/email", signUpBody(email, extra));
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
    expect(res.json.message).toContain(text);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("asks no KVKK consent as a condition and records the optional marketing consent only when given", async () => {
    const res = await post("/sign-up/email", signUpBody("pazarlama@example.com", { marketingEmailConsent: true }));
    expect(res.status).toBe(200);
    expect((await userByEmail("pazarlama@example.com"))?.marketingEmailConsentAt).toBeInstanceOf(Date);
    const old = await post(
      "/sign-up/email",
      signUpBody("eski-form@example.com", { acceptedMembershipAgreement: undefined, kvkkConsent: true }),
    );
    expect(old.status).toBe(400);
  });

  it("sends a Turkish welcome mail, without advertising and without the name typed, to the new customer", async () => {
    // The address is not proved yet: a name with a link would go from the shop's sender to any inbox.
    const name = "Zeynep Kazandınız https://spam.example/al";
    expect((await post("/sign-up/email", signUpBody("hosgeldin@example.com", { name }))).status).toBe(200);
    await drainMail();
    const mail = await latestMailTo("hosgeldin@example.com");
    expect(mail?.subject).toBe("Lumora üyeliğiniz oluşturuldu");
    expect(mail?.text).toMatch(/^Merhaba,$/m);
    for (const part of [mail?.subject, mail?.text, mail?.html]) expect(part).not.toMatch(/Zeynep|Kazandınız|spam\.example/);
    expect(mail?.text).not.toMatch(/kampanya|indirim|fırsat/i);
  });

  it.each([
    ["an unknown field", { favouriteColour: "mavi" }, "Gönderilen bilgilerde bu işlemin kabul etmediği bir alan var."],
    ["a field of the wrong type", { marketingEmailConsent: "evet" }, "Bu alan geçersiz."],
  ])("answers a sign-up with %s in Turkish, not with a translation key or zod's English", async (_label, extra, message) => {
    const res = await post("/sign-up/email", signUpBody(`alan-${Math.random().toString(36).slice(2)}@example.com`, extra));
    expect([res.status, res.json]).toEqual([400, { code: "validation_failed", message }]);
  });

  it("does not let a sign-up choose its role or other fields", async () => {
    const res = await post("/sign-up/email", signUpBody("sneaky@example.com", { role: "staff" }));
    expect(res.status).toBe(400);
    expect(await userByEmail("sneaky@example.com")).toBeUndefined();
  });

  it("answers an e-mail that has an account exactly as a new one, after the same password hashing, and mails its owner", async () => {
    const owner = `sahibi-${Math.random().toString(36).slice(2)}@example.com`;
    await signUp(owner);
    await drainMail();
    const hash = vi.spyOn((await auth().$context).password, "hash");
    const taken = await post("/sign-up/email", signUpBody(owner.toUpperCase(), { password: "Saldirgan99", phone: "+905321234567" }));
    expect(hash).toHaveBeenCalledTimes(1);
    hash.mockClear();
    const fresh = await post("/sign-up/email", signUpBody(`yeni-${owner}`, { password: "Saldirgan99", phone: "+905321234567" }));
    expect(hash).toHaveBeenCalledTimes(1);
    hash.mockRestore();

    const shape = (value: unknown): unknown =>
      value && typeof value === "object" ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : typeof value;
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(shape(taken.json)).toEqual(shape(fresh.json));
    expect(taken.json.token).toBeNull();
    expect({ ...taken.json.user, id: "", email: "", createdAt: "", updatedAt: "" }).toEqual({
      ...fresh.json.user,
      id: "",
      email: "",
      createdAt: "",
      updatedAt: "",
    });
    expect(taken.json.user.id).toHaveLength(fresh.json.user.id.length);
    expect([...taken.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    expect(taken.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());

    // Nothing changed for the owner: the old password still signs in, the stranger's does not.
    expect((await post("/sign-in/email", { email: owner, password: "Saldirgan99" })).status).toBe(401);
    expect((await post("/sign-in/email", { email: owner, password: strongPassword })).status).toBe(200);
    await drainMail();
    const mail = await latestMailTo(owner);
    expect(mail?.subject).toBe("Lumora: bu e-posta adresiyle üye olunmak istendi");
    expect(mail?.text).toContain("hesabınızda hiçbir şey değişmedi");
    expect(mail?.text).toContain("/auth/forgot-password");
  });

  it("mails the owner of a taken e-mail at most once an hour, and answers every later attempt the same way", async () => {
    const owner = `bir-kez-${Math.random().toString(36).slice(2)}@example.com`;
    await signUp(owner);
    await drainMail();
    const attempts = [];
    for (let i = 0; i < 3; i++) attempts.push(await post("/sign-up/email", signUpBody(owner)));
    expect(attempts.map((a) => a.status)).toEqual([200, 200, 200]);
    await drainMail();
    const mails = await mailsTo(owner);
    expect(mails.filter((m) => m.subject === "Lumora: bu e-posta adresiyle üye olunmak istendi")).toHaveLength(1);
  });
});

describe("sign-in", () => {
  it("answers a wrong password with a Turkish message and no session", async () => {
    const res = await post("/sign-in/email", { email: demoCustomer.email, password: "Yanlis1234" });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: "INVALID_EMAIL_OR_PASSWORD", message: "E-posta adresi ya da şifre hatalı." });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=") && !c.includes("Max-Age=0"))).toBe(false);
  });

  it("answers the eleventh failed sign-in from one address within a minute with 429 and Retry-After", async () => {
    const ip = "203.0.113.77";
    // Ten accounts, one failure each: the per-account lockout (tests/integration/origin-and-address.test.ts) stays out of it.
    for (let i = 0; i < 10; i++) {
      const res = await post("/sign-in/email", { email: `kimse-${i}@example.com`, password: `Yanlis${i}x` }, { "x-forwarded-for": ip });
      expect(res.status).toBe(401);
    }
    const limited = await post("/sign-in/email", demoCustomer, { "x-forwarded-for": ip });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await post("/sign-in/email", demoCustomer, { "x-forwarded-for": "203.0.113.78" })).status).toBe(200);
  });

  it("refuses a sign-in posted from a foreign origin", async () => {
    const res = await post("/sign-in/email", demoCustomer, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(false);
  });
});

describe("rate limits per address, kept in the database", () => {
  it.each([
    ["sign-up", "/sign-up/email", 10, (i: number) => signUpBody(`sinir-${i}@example.com`)],
    ["password-reset request", "/request-password-reset", 5, (i: number) => ({ email: `sinir-${i}@example.com` })],
  ] as const)("answers the %s (%s) beyond %i a minute with 429 and Retry-After", async (_name, path, limit, body) => {
    const ip = `203.0.113.${path.length}`;
    for (let i = 0; i < limit; i++) expect((await post(path, body(i), { "x-forwarded-for": ip })).status).toBe(200);
    const limited = await post(path, body(limit), { "x-forwarded-for": ip });
    expect([limited.status, limited.json.code]).toEqual([429, "rate_limited"]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await post(path, body(limit + 1), { "x-forwarded-for": "203.0.113.99" })).status).toBe(200);
  });
});

describe("sign-out", () => {
  it("ends the session on the server and removes the cart cookie", async () => {
    const { cookie } = await signUp("leaving@example.com");
    const res = await post("/sign-out", {}, {}, `${cookie}; ${CART_COOKIE}=11111111-2222-3333-4444-555555555555`);
    expect(res.status).toBe(200);
    const cart = res.headers.getSetCookie().find((c) => c.startsWith(`${CART_COOKIE}=`));
    expect(cart).toMatch(/Max-Age=0/i);
    expect(cart).toMatch(/Path=\//i);
    expect(await sessionUser(new Headers({ cookie }))).toBeNull();
  });
});

describe("profile writes through the auth API", () => {
  it("are closed: /update-user would store an unchecked phone", async () => {
    const { cookie, user: created } = await signUp("updater@example.com");
    const res = await post("/update-user", { phone: "not a phone", name: "X" }, {}, cookie);
    expect(res.status).toBe(404);
    expect((await userByEmail(created.email))?.name).toBe("Ayşe Yılmaz");
  });
});

describe("password change", () => {
  it("needs the current password and a strong new one, and keeps this session", async () => {
    const { cookie } = await signUp("changer@example.com");
    const wrong = await post("/change-password", { currentPassword: "Baska1234", newPassword: "YeniSifre99" }, {}, cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe("Mevcut şifreniz hatalı.");
    const weak = await post("/change-password", { currentPassword: strongPassword, newPassword: "abcdefgh" }, {}, cookie);
    expect(weak.status).toBe(400);
    const ok = await post(
      "/change-password",
      { currentPassword: strongPassword, newPassword: "YeniSifre99", revokeOtherSessions: true },
      {},
      cookie,
    );
    expect(ok.status).toBe(200);
    const renewed = cookieOf(ok.headers) || cookie;
    expect((await sessionUser(new Headers({ cookie: renewed })))?.email).toBe("changer@example.com");
    expect((await post("/sign-in/email", { email: "changer@example.com", password: "YeniSifre99" })).status).toBe(200);
    expect((await post("/sign-in/email", { email: "changer@example.com", password: strongPassword })).status).toBe(401);
  });
});
