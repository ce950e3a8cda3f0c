import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createGroup } from "@/app/api/admin/customer-groups/create/route";
import { POST as setMember } from "@/app/api/admin/customer-groups/member/route";
import { POST as updateGroup } from "@/app/api/admin/customer-groups/update/route";
import { authHandler } from "@/server/account/auth";
import { deleteAccount } from "@/server/account/delete-account";
import { updateProfile } from "@/server/account/profile";
import { sessionUser } from "@/server/account/session";
import { withOwnListPrices } from "@/server/catalog/shopper-price";
import type { ProductListItem } from "@/server/catalog/snapshot";
import { db } from "@/server/platform/db/client";
import { session } from "@/server/platform/db/schema";
import { cacheTags, pageTags } from "@/server/platform/runtime/cache";
import { versionClock } from "@/server/platform/runtime/version-clock";
import { addFavorite, favoriteIds, removeFavorite } from "@/server/social/favorites";
import { call } from "../support/api";
import { cookieOf, freshIp, signUp, strongPassword } from "./account-support";
import { adminSessions, cacheVersion } from "./admin-helpers";
import { simpleProduct } from "./cart-helpers";

/**
 * What every signed-in page reads about its shopper (session, user, customer group, favourites) is kept between
 * requests: these read it once so that it is kept, change it the way the shop does, and read again at once.
 */

const asUser = (cookie: string) => sessionUser(new Headers({ cookie }));
const auth = (path: string, body: unknown, cookie: string) =>
  call(authHandler, `/api/auth${path}`, { body, cookie, headers: { "x-forwarded-for": freshIp() } });

let staff = "";
beforeAll(async () => {
  ({ staff } = await adminSessions());
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the session kept between requests", () => {
  it("is refused at once after signing out", async () => {
    const { cookie } = await signUp("cache-signout@example.com");
    expect((await asUser(cookie))?.email).toBe("cache-signout@example.com");
    expect((await auth("/sign-out", {}, cookie)).status).toBe(200);
    expect(await asUser(cookie)).toBeNull();
  });

  it("is refused at once on another device when the password is changed with the others signed out", async () => {
    const { cookie: phone } = await signUp("cache-devices@example.com");
    const laptop = cookieOf((await auth("/sign-in/email", { email: "cache-devices@example.com", password: strongPassword }, "")).headers);
    expect((await asUser(laptop))?.email).toBe("cache-devices@example.com");
    const changed = await auth(
      "/change-password",
      { currentPassword: strongPassword, newPassword: "YeniSifre99", revokeOtherSessions: true },
      phone,
    );
    expect(changed.status).toBe(200);
    expect(await asUser(laptop)).toBeNull();
  });

  it("shows a profile change at once", async () => {
    const { cookie, user } = await signUp("cache-profile@example.com");
    expect((await asUser(cookie))?.name).toBe("Ayşe Yılmaz");
    await updateProfile(user.id, { name: "Ayşe Kaya", phone: "+905321234567" });
    expect(await asUser(cookie)).toMatchObject({ name: "Ayşe Kaya", phone: "+905321234567" });
  });

  it("is refused at once after the account is deleted", async () => {
    const { cookie, user } = await signUp("cache-delete@example.com");
    expect((await asUser(cookie))?.id).toBe(user.id);
    await deleteAccount(user, strongPassword);
    expect(await asUser(cookie)).toBeNull();
  });

  it("is looked up again once its expiry has passed, and then refused", async () => {
    const { cookie, user } = await signUp("cache-expiry@example.com");
    expect((await asUser(cookie))?.id).toBe(user.id);
    const [row] = await db().select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, user.id));
    vi.useFakeTimers({ toFake: ["Date"], now: row!.expiresAt.getTime() + 1000 });
    expect(await asUser(cookie)).toBeNull();
  });

  it("is kept per session cookie: other cookies beside it change nothing, and another session is another user", async () => {
    const { cookie: first } = await signUp("cache-first@example.com");
    const { cookie: second } = await signUp("cache-second@example.com");
    expect((await asUser(first))?.email).toBe("cache-first@example.com");
    expect((await asUser(`theme=dark; ${second}`))?.email).toBe("cache-second@example.com");
    expect(await asUser("theme=dark")).toBeNull();
  });
});

describe("favourites kept between requests", () => {
  it("follow adding and removing one at once", async () => {
    const { user } = await signUp("cache-favourites@example.com");
    const productId = await simpleProduct(5);
    expect([...(await favoriteIds(user.id))]).toEqual([]);
    await addFavorite(user.id, productId);
    expect([...(await favoriteIds(user.id))]).toEqual([productId]);
    await removeFavorite(user.id, productId);
    expect([...(await favoriteIds(user.id))]).toEqual([]);
  });
});

describe("the customer group kept between requests", () => {
  it("follows joining the group and a change of its terms at once, on the page's prices", async () => {
    const { user } = await signUp("cache-group@example.com");
    const productId = await simpleProduct(5, 1_000_00);
    const card = { productId, variantId: null, salesPrice: 1_000_00 } as unknown as ProductListItem;
    const ownPrice = async () => (await withOwnListPrices(user.id, [card]))[0]?.ownPrice?.price ?? null;
    expect(await ownPrice()).toBeNull();

    const created = await call(createGroup, "/api/admin/customer-groups/create", {
      cookie: staff,
      body: { name: "Önbellek Bayi", discountPercent: 10 },
    });
    const groupId = created.json.id as number;
    expect(
      (await call(setMember, "/api/admin/customer-groups/member", { cookie: staff, body: { groupId, email: user.email } })).status,
    ).toBe(200);
    expect(await ownPrice()).toBe(900_00);

    const terms = { groupId, name: "Önbellek Bayi", discountPercent: 20 };
    expect((await call(updateGroup, "/api/admin/customer-groups/update", { cookie: staff, body: terms })).status).toBe(200);
    expect(await ownPrice()).toBe(800_00);
  });
});

describe("the shoppers' tag", () => {
  it("moves on with a change to a shopper, and leaves the guests' cached pages as they are", async () => {
    const before = await cacheVersion(cacheTags.shoppers);
    const pagesBefore = (await versionClock().read()).stamp(pageTags);
    const { user } = await signUp("cache-tag@example.com");
    await updateProfile(user.id, { name: "Ayşe Kaya", phone: null });
    expect(await cacheVersion(cacheTags.shoppers)).toBeGreaterThan(before);
    expect((await versionClock().read()).stamp(pageTags)).toBe(pagesBefore);
  });
});
