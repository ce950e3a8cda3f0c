import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authHandler } from "@/server/account/auth";
import { auditTrail, staffMembers } from "@/server/account/manage/audit-trail";
import { createStaff } from "@/server/account/manage/staff";
import { sessionUser } from "@/server/account/session";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { auditLog, user } from "@/server/platform/db/schema";
import { ADMIN_PAGE_SIZE } from "@/shared/paging";
import { totpCode } from "../../e2e/support/totp";
import { call } from "../support/api";
import { createTestStaff, staffSignIn } from "../support/staff";

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
