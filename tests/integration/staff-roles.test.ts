import { asc, eq, like } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { GET as documentRoute } from "@/app/api/admin/orders/document/route";
import { GET as labelsRoute } from "@/app/api/admin/orders/labels/route";
import { POST as inviteRoute } from "@/app/api/admin/staff/invite/route";
import { POST as updateRoute } from "@/app/api/admin/staff/update/route";
import { POST as acceptRoute } from "@/app/api/staff/accept-invite/route";
import { authHandler } from "@/server/account/auth";
import { auditTrail, staffMembers } from "@/server/account/manage/audit-trail";
import { createStaff } from "@/server/account/manage/staff";
import { sessionUser } from "@/server/account/session";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { auditLog, carrierShipments, orderInvoices, orders, user, verification } from "@/server/platform/db/schema";
import { latestMailTo } from "@/server/platform/mail";
import { ADMIN_PAGE_SIZE } from "@/shared/paging";
import { totpCode } from "../../e2e/support/totp";
import { call, signIn } from "../support/api";
import { drainMail } from "../support/jobs";
import { createTestStaff, staffSession, staffSignIn } from "../support/staff";

describe("staff roles", () => {
  it("admin:create and the first-run setup make owners; a role is kept and read back with the session", async () => {
    await createStaff(db(), { email: "rol.sahip@lumora.example", name: "Rol Sahip", password: "Guclu-Sifre-1" });
    const [owner] = await db().select().from(user).where(eq(user.email, "rol.sahip@lumora.example"));
    expect(owner?.staffRole).toBe("owner");
    const member = await createTestStaff("Sipariş Personeli", "orders");
    const seen = await sessionUser(new Headers({ cookie: await staffSignIn(member) }));
    expect(seen).toMatchObject({ role: "staff", staffRole: "orders", twoFactorEnabled: false });
  });
});

describe("the second factor at sign-in", () => {
  it("asks an enrolled owner for the code: a wrong one is refused in Turkish, the current one opens the session", async () => {
    const owner = await createTestStaff("Kodlu Sahip");
    const signIn = await call(authHandler, "/api/auth/sign-in/email", { body: { email: owner.email, password: owner.password } });
    expect(signIn.status).toBe(200);
    expect(signIn.json).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(signIn.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=") && !c.includes("Max-Age=0"))).toBe(false);
    const pending = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const wrongCode = totpCode(owner.totpSecret!) === "000000" ? "111111" : "000000";
    const wrong = await call(authHandler, "/api/auth/two-factor/verify-totp", { body: { code: wrongCode }, cookie: pending });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ code: "INVALID_CODE", message: "Doğrulama kodu hatalı ya da süresi geçmiş." });
    const right = await call(authHandler, "/api/auth/two-factor/verify-totp", {
      body: { code: totpCode(owner.totpSecret!) },
      cookie: pending,
    });
    expect(right.status).toBe(200);
    const cookie = right.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(await sessionUser(new Headers({ cookie }))).toMatchObject({ id: owner.id, staffRole: "owner", twoFactorEnabled: true });
  });
});

describe("the audit trail", () => {
  it("answers who changed what, newest first, a page at a time, of everyone or one staff member", async () => {
    const ayse = await createTestStaff("Ayşe İzler", "catalogue");
    const mert = await createTestStaff("Mert İzler", "content");
    await recordAudit(
      Array.from({ length: ADMIN_PAGE_SIZE + 2 }, (_, i) => ({
        actorId: ayse.id,
        action: "product.update",
        entity: "product",
        entityId: i,
        after: { i },
      })),
    );
    await recordAudit({ actorId: mert.id, action: "page.publish", entity: "page", entityId: 7 });
    const all = await auditTrail({});
    expect(all.rows[0]).toMatchObject({ actorName: "Mert İzler", action: "page.publish", entity: "page", entityId: "7" });
    const theirs = await auditTrail({ actorId: ayse.id });
    expect(theirs.total).toBe(ADMIN_PAGE_SIZE + 2);
    expect(theirs.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(theirs.rows.every((r) => r.actorName === "Ayşe İzler")).toBe(true);
    const second = await auditTrail({ actorId: ayse.id, page: 2 });
    expect(second.rows.map((r) => r.after)).toEqual([{ i: 1 }, { i: 0 }]);
    expect((await staffMembers()).map((s) => s.name)).toEqual(expect.arrayContaining(["Ayşe İzler", "Mert İzler"]));
    expect(await db().select().from(auditLog).where(eq(auditLog.actorId, mert.id))).toHaveLength(1);
  });
});

describe("invitations", () => {
  const invite = (cookie: string, body: unknown) => call(inviteRoute, "/api/admin/staff/invite", { cookie, body });
  const accept = (body: unknown) => call(acceptRoute, "/api/staff/accept-invite", { body, headers: { "x-forwarded-for": "203.0.113.90" } });
  const tokenOf = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? "";
  const queuedMailTo = async (to: string) => {
    await drainMail();
    return latestMailTo(to);
  };

  it("mails a one-time link with the role; the invitee sets a password, signs in with that role; the link works once", async () => {
    const owner = await createTestStaff("Davet Eden Sahip");
    const cookie = await staffSignIn(owner);
    const email = "davetli.personel@example.com";
    expect((await invite(cookie, { email, name: "Davetli Personel", role: "catalogue" })).status).toBe(200);
    const mail = await queuedMailTo(email);
    expect(mail?.subject).toContain("davet edildiniz");
    expect(mail?.text).toContain("Katalog");
    const token = tokenOf(mail!.text);
    expect(token.length).toBeGreaterThan(20);
    expect((await accept({ token, password: "Davetli-Sifre-1" })).json).toEqual({ email });
    const again = await accept({ token, password: "Baska-Sifre-22" });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ code: "invite_invalid", message: expect.any(String) });
    const session = await sessionUser(new Headers({ cookie: await signIn(email, "Davetli-Sifre-1") }));
    expect(session).toMatchObject({ role: "staff", staffRole: "catalogue" });
    // Already staff: a second invitation is refused.
    expect((await invite(cookie, { email, name: "Davetli Personel", role: "orders" })).json.code).toBe("staff_exists");
  });

  it("refuses an unknown or expired token, and makes nothing", async () => {
    const owner = await createTestStaff("Süre Sahibi");
    const cookie = await staffSignIn(owner);
    const email = "gec.kalan@example.com";
    await invite(cookie, { email, name: "Geç Kalan", role: "orders" });
    const token = tokenOf((await queuedMailTo(email))!.text);
    await db()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, "staff-invite:%"));
    for (const t of [token, "x".repeat(43)])
      expect((await accept({ token: t, password: "Gec-Kalan-123" })).json.code).toBe("invite_invalid");
    expect(await db().select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it("lets the owner change another member's role and disable the account, never their own; each change is in the trail", async () => {
    const owner = await createTestStaff("Rol Değiştiren");
    const cookie = await staffSignIn(owner);
    const member = await createTestStaff("Rolü Değişen", "content");
    const memberCookie = await staffSignIn(member);
    const update = (body: unknown) => call(updateRoute, "/api/admin/staff/update", { cookie, body });
    expect((await update({ userId: member.id, role: "orders" })).status).toBe(200);
    expect(await sessionUser(new Headers({ cookie: memberCookie }))).toMatchObject({ staffRole: "orders" });
    expect((await update({ userId: owner.id, role: "content" })).json.code).toBe("staff_self");
    expect((await update({ userId: member.id, disabled: true })).status).toBe(200);
    expect(await sessionUser(new Headers({ cookie: memberCookie }))).toBeNull();
    const [row] = await db().select().from(user).where(eq(user.id, member.id));
    expect(row).toMatchObject({ role: "customer", staffRole: null });
    const trail = await auditTrail({ actorId: owner.id });
    expect(trail.rows.map((r) => r.action)).toEqual(["staff.disable", "staff.role"]);
  });
});

describe("an order's files, by role", () => {
  const onePagePdf = async (text: string) => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]).drawText(text);
    return doc.save();
  };

  /** A download as the browser makes it: the answer's status, type and, for a refusal, its {code, message}. */
  const download = async (handler: (req: Request) => Promise<Response>, path: string, cookie: string) => {
    const res = await handler(new Request(`http://localhost:3000${path}`, { headers: { cookie } }));
    const type = res.headers.get("content-type") ?? "";
    return { status: res.status, type, json: type.includes("json") ? await res.json() : undefined };
  };

  it("gives an order's invoice and carrier label to the orders role, and refuses them to content with 403 {code, message}", async () => {
    const [order] = await db().select({ id: orders.id }).from(orders).orderBy(asc(orders.id)).limit(1);
    const orderId = order!.id;
    await db()
      .insert(orderInvoices)
      .values({ orderId, number: "LMR2026000000077", pdf: await onePagePdf("FATURA") })
      .onConflictDoNothing();
    await db()
      .insert(carrierShipments)
      .values({
        orderId,
        providerShipmentId: "rol-testi",
        carrier: "surat",
        trackingNumber: "RT1",
        desi: 2,
        label: await onePagePdf("ETIKET"),
      })
      .onConflictDoNothing();
    const invoice = `/api/admin/orders/document?order=${orderId}&document=invoice`;
    const label = `/api/admin/orders/labels?orders=${orderId}`;
    const content = await staffSession("İçerik Editörü", "content");
    const ordersStaff = await staffSession("Sipariş Sorumlusu", "orders");
    const refused = {
      status: 403,
      type: expect.stringContaining("application/json"),
      json: { code: "forbidden", message: expect.any(String) },
    };
    expect(await download(documentRoute, invoice, content)).toEqual(refused);
    expect(await download(labelsRoute, label, content)).toEqual(refused);
    expect(await download(documentRoute, invoice, ordersStaff)).toMatchObject({ status: 200, type: "application/pdf" });
    expect(await download(labelsRoute, label, ordersStaff)).toMatchObject({ status: 200, type: "application/pdf" });
  });
});
