import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as changeConsent } from "@/app/api/account/commercial-consent/route";
import { POST as deleteAccount } from "@/app/api/account/delete-account/route";
import { GET as iysExport } from "@/app/api/admin/consents/export/route";
import { parseCsv } from "@/lib/csv";
import { authHandler } from "@/server/account/auth";
import { consentTextVersion } from "@/server/account/commercial-consent";
import { contractVersionsFor } from "@/server/content/contract-documents";
import { db } from "@/server/platform/db/client";
import { commercialConsents, user } from "@/server/platform/db/schema";
import { call, demoCustomer, signIn } from "../support/api";
import { staffSession } from "../support/staff";
import { cookieOf, freshIp, strongPassword } from "./account-support";

/** Sign-up's answer, and then, as the sign-up form does, the session of signing in with the new password. */
async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const headers = { "x-forwarded-for": freshIp() };
  const res = await call(authHandler, "/api/auth/sign-up/email", {
    body: { name: "Zeynep Kaya", email, password: strongPassword, acceptedMembershipAgreement: true, ...extra },
    headers,
  });
  if (res.status !== 200) return { res, cookie: "" };
  const signedIn = await call(authHandler, "/api/auth/sign-in/email", { body: { email, password: strongPassword }, headers });
  return { res, cookie: cookieOf(signedIn.headers) };
}

const recordsOf = async (email: string) => {
  const [u] = await db().select().from(user).where(eq(user.email, email));
  return db().select().from(commercialConsents).where(eq(commercialConsents.userId, u!.id)).orderBy(commercialConsents.id);
};

const change = (cookie: string, body: unknown) => call(changeConsent, "/api/account/commercial-consent", { cookie, body });

describe("commercial-message consent", () => {
  it("records nothing at sign-up when the boxes are left unticked", async () => {
    const { res } = await signUp("izinsiz@example.com");
    expect(res.status).toBe(200);
    expect(await recordsOf("izinsiz@example.com")).toEqual([]);
  });

  it("keeps each ticked channel with its time, recipient and the versions of the texts shown", async () => {
    const before = new Date();
    const { res } = await signUp("izinli@example.com", { phone: "+905321112233", marketingEmailConsent: true, marketingSmsConsent: true });
    expect(res.status).toBe(200);
    const { clarification } = await contractVersionsFor("tr");
    const rows = await recordsOf("izinli@example.com");
    expect(rows.map((r) => [r.channel, r.granted, r.recipient, r.source])).toEqual([
      ["email", true, "izinli@example.com", "signup"],
      ["sms", true, "+905321112233", "signup"],
    ]);
    expect(rows[0]).toMatchObject({ textVersion: consentTextVersion("email"), clarificationVersion: clarification });
    expect(rows[1]?.textVersion).toBe(consentTextVersion("sms"));
    expect(rows[0]?.textVersion).not.toBe(rows[1]?.textVersion);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it("refuses SMS consent at sign-up without a phone number", async () => {
    const { res } = await signUp("telefonsuz@example.com", { marketingSmsConsent: true });
    expect(res.status).toBe(400);
    expect((await db().select().from(user).where(eq(user.email, "telefonsuz@example.com"))).length).toBe(0);
  });

  it("withdraws in one call, keeps the withdrawal beside the consent, and gives again", async () => {
    const { cookie } = await signUp("geri-al@example.com", { marketingEmailConsent: true });
    const withdrawn = await change(cookie, { channel: "email", granted: false });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.email).toMatchObject({ granted: false });
    expect(withdrawn.json.sms).toEqual({ granted: false, at: null });
    const again = await change(cookie, { channel: "email", granted: false });
    expect(again.status).toBe(200);
    expect((await recordsOf("geri-al@example.com")).map((r) => [r.channel, r.granted, r.source])).toEqual([
      ["email", true, "signup"],
      ["email", false, "account"],
    ]);
    const [u] = await db().select().from(user).where(eq(user.email, "geri-al@example.com"));
    expect(u?.marketingEmailConsentAt).toBeNull();
    expect((await change(cookie, { channel: "email", granted: true })).json.email).toMatchObject({ granted: true });
    expect((await recordsOf("geri-al@example.com")).at(-1)).toMatchObject({ granted: true, source: "account" });
  });

  it("refuses SMS consent in My Account without a phone, bad input with 400, and a guest with 401", async () => {
    const { cookie } = await signUp("sms-yok@example.com");
    const noPhone = await change(cookie, { channel: "sms", granted: true });
    expect([noPhone.status, noPhone.json.code]).toEqual([400, "phone_required_for_sms"]);
    expect((await change(cookie, { channel: "fax", granted: true })).status).toBe(400);
    expect((await change(cookie, { channel: "email", granted: "evet" })).status).toBe(400);
    expect((await change("", { channel: "email", granted: true })).status).toBe(401);
  });

  it("records a withdrawal for every channel still given when the account is deleted", async () => {
    const { cookie } = await signUp("silinecek@example.com", { marketingEmailConsent: true });
    const [u] = await db().select().from(user).where(eq(user.email, "silinecek@example.com"));
    const res = await call(deleteAccount, "/api/account/delete-account", { cookie, body: { password: strongPassword } });
    expect(res.status).toBe(200);
    const rows = await db().select().from(commercialConsents).where(eq(commercialConsents.userId, u!.id)).orderBy(commercialConsents.id);
    expect(rows.map((r) => [r.granted, r.recipient])).toEqual([
      [true, "silinecek@example.com"],
      [false, "silinecek@example.com"],
    ]);
  });

  it("exports every consent and withdrawal for İYS to staff only", async () => {
    const { cookie } = await signUp("iys@example.com", { phone: "+905324445566", marketingSmsConsent: true });
    await change(cookie, { channel: "sms", granted: false });
    const customer = await signIn(demoCustomer.email, demoCustomer.password);
    expect((await call(iysExport, "/api/admin/consents/export", { method: "GET" })).status).toBe(401);
    expect((await call(iysExport, "/api/admin/consents/export", { method: "GET", cookie: customer })).status).toBe(403);
    const res = await call(iysExport, "/api/admin/consents/export", { method: "GET", cookie: await staffSession() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="iys-izinler-\d{4}-\d{2}-\d{2}\.csv"/);
    const [head, ...rows] = parseCsv(res.text).map((r) => r.fields);
    expect(head).toEqual(["ALICI", "TIP", "KAYNAK", "DURUM", "IZIN_TARIHI", "ALICI_TURU"]);
    const mine = rows.filter((r) => r[0] === "+905324445566");
    expect(mine.map((r) => [r[1], r[2], r[3], r[5]])).toEqual([
      ["MESAJ", "HS_WEB", "ONAY", "BIREYSEL"],
      ["MESAJ", "HS_WEB", "RET", "BIREYSEL"],
    ]);
    expect(mine[0]?.[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
