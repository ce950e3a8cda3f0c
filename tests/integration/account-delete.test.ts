import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as deleteAccount } from "@/app/api/account/delete-account/route";
import { sessionUser } from "@/server/account/session";
import { db } from "@/server/platform/db/client";
import { account, orders, reviews, session, user } from "@/server/platform/db/schema";
import { latestMailTo } from "@/server/platform/mail";
import { call } from "../support/api";
import { drainMail } from "../support/jobs";
import { freshIp, signUp } from "./account-support";
import { buildWorld, customerState, OWNER_PASSWORD, type World } from "./authorization-world";

const send = (cookie: string, body: unknown) =>
  call(deleteAccount, "/api/account/delete-account", { cookie, body, headers: { "x-forwarded-for": freshIp() } });

describe("deleting one's account", () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld();
  }, 120_000);

  it("refuses a wrong password and keeps everything", async () => {
    const before = await customerState(w.a.id);
    const res = await send(w.a.cookie, { password: "Yanlis1234" });
    expect([res.status, res.json.code]).toEqual([400, "invalid_password"]);
    expect(res.json.message).toContain("Şifre hatalı");
    expect(await customerState(w.a.id)).toEqual(before);
  });

  it("erases the personal data, anonymises the reviews and keeps the orders with their invoice data, detached", async () => {
    const [orderBefore] = await db().select().from(orders).where(eq(orders.id, w.a.order.id));
    const res = await send(w.a.cookie, { password: OWNER_PASSWORD });
    expect([res.status, res.json]).toEqual([200, { deleted: true }]);

    const state = await customerState(w.a.id);
    expect([state.addresses, state.favorites, state.collections]).toEqual([[], [], []]);
    expect(await db().select().from(session).where(eq(session.userId, w.a.id))).toEqual([]);
    expect(await db().select().from(account).where(eq(account.userId, w.a.id))).toEqual([]);
    expect(await sessionUser(new Headers({ cookie: w.a.cookie }))).toBeNull();

    const [ghost] = await db().select().from(user).where(eq(user.id, w.a.id));
    expect([ghost?.name, ghost?.phone]).toEqual(["Silinmiş Üye", null]);
    expect(ghost?.email).not.toBe(w.a.email);
    const theirReviews = await db().select().from(reviews).where(eq(reviews.userId, w.a.id));
    expect(theirReviews.length).toBeGreaterThan(0);
    expect(theirReviews.every((r) => !r.isAuthorNameShown)).toBe(true);

    const [orderAfter] = await db().select().from(orders).where(eq(orders.id, w.a.order.id));
    expect(orderAfter).toEqual({ ...orderBefore, userId: null });
  });

  it("confirms the deletion by mail to the address the account had", async () => {
    await drainMail();
    const mail = await latestMailTo(w.a.email);
    expect(mail?.subject).toBe("Lumora hesabınız silindi");
    expect(mail?.text).toContain("hesabınız isteğiniz üzerine silindi");
    expect(mail?.text).toContain("yasal saklama süresi");
  });

  it("frees the e-mail for a new sign-up", async () => {
    await expect(signUp(w.a.email)).resolves.toBeTruthy();
  });

  it("counts wrong passwords towards the account's sign-in lockout", async () => {
    const guesser = await signUp(`tahmin-${Date.now()}@example.com`);
    for (let i = 0; i < 10; i++) expect((await send(guesser.cookie, { password: `Yanlis${i}234` })).status).toBe(400);
    const res = await send(guesser.cookie, { password: "Guclu1234" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("answers a guest 401 and an empty password 400", async () => {
    expect((await send("", { password: OWNER_PASSWORD })).status).toBe(401);
    const other = await signUp(`bos-parola-${Date.now()}@example.com`);
    expect((await send(other.cookie, { password: "" })).json.code).toBe("validation_failed");
  });
});
