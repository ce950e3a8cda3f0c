import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addToCollection } from "@/app/api/customers/add-to-collection/route";
import { POST as addToFavorites } from "@/app/api/customers/add-to-favorites/route";
import { POST as collectionsRoute } from "@/app/api/customers/collections/route";
import { POST as deleteCollection } from "@/app/api/customers/delete-collection/route";
import { POST as productParams } from "@/app/api/customers/product-params-for-customer/route";
import { POST as removeFromCollection } from "@/app/api/customers/remove-from-collection/route";
import { POST as removeFromFavorites } from "@/app/api/customers/remove-from-favorites/route";
import { POST as saveCollection } from "@/app/api/customers/save-collection/route";
import { POST as saveProductCollections } from "@/app/api/customers/save-product-collections/route";
import { db } from "@/server/platform/db/client";
import { collectionItems, collections, favorites } from "@/server/platform/db/schema";
import { favoriteProducts } from "@/server/social/favorites";
import { as, productRow, signInBoth, untouchedProducts } from "./social-helpers";

let A: ReturnType<typeof as>;
let B: ReturnType<typeof as>;
const guest = as(undefined);
let p1: number;
let p2: number;
let p3: number;

type Collection = { id: string; name: string; itemCount: number; isAlarm: boolean; isBuyLater: boolean };
const listOf = async (who: ReturnType<typeof as>) => (await who(collectionsRoute)).json as Collection[];
const byName = (list: Collection[], name: string) => list.find((c) => c.name === name)!;

beforeAll(async () => {
  const sessions = await signInBoth();
  A = as(sessions.a);
  B = as(sessions.b);
  [p1, p2, p3] = (await untouchedProducts(3)) as [number, number, number];
});

describe("favourites", () => {
  it("adds and removes a favourite, idempotently, and lists it newest first", async () => {
    expect((await A(addToFavorites, { productId: p1 })).status).toBe(200);
    expect((await A(addToFavorites, { productId: p1 })).status).toBe(200);
    const list = await favoriteProducts("demo-customer");
    expect(list[0]?.id).toBe(p1);
    expect(list.filter((p) => p.id === p1)).toHaveLength(1);
    expect((await A(removeFromFavorites, { productId: p1 })).status).toBe(200);
    expect((await favoriteProducts("demo-customer")).some((p) => p.id === p1)).toBe(false);
  });

  it("asks a guest to sign in and answers 404 for an unknown or inactive product", async () => {
    const res = await guest(addToFavorites, { productId: p1 });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("unauthorized");
    expect((await A(addToFavorites, { productId: 2_000_000_000 })).status).toBe(404);
    const inactive = (await untouchedProducts(4))[3]!;
    await db().execute(`update products set is_active = false where id = ${inactive}`);
    expect((await A(addToFavorites, { productId: inactive })).status).toBe(404);
  });

  it.each([
    ["a missing id", {}],
    ["a string id", { productId: "12" }],
    ["a negative id", { productId: -1 }],
    ["an id beyond the integer range", { productId: 9_999_999_999 }],
  ])("rejects %s with 400", async (_label, body) => {
    const res = await A(addToFavorites, body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
  });
});

describe("collections", () => {
  it("lists the seeded collections with string ids and item counts, system ones first", async () => {
    const list = await listOf(A);
    expect(list.map((c) => c.name)).toEqual(["Sonra Al", "Fiyat Alarmı", "Atölye Yenileme"]);
    expect(list[0]).toMatchObject({ isBuyLater: true, isAlarm: false, itemCount: 1 });
    expect(list[1]).toMatchObject({ isBuyLater: false, isAlarm: true, itemCount: 1 });
    expect(list[2]).toMatchObject({ itemCount: 3 });
    expect(typeof list[0]!.id).toBe("string");
  });

  it("creates a collection, refuses an empty or duplicate name with a Turkish message", async () => {
    const created = await A(saveCollection, { name: "  Yeni Hat  " });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ name: "Yeni Hat", itemCount: 0, isAlarm: false, isBuyLater: false });
    const empty = await A(saveCollection, { name: "   " });
    expect(empty.status).toBe(400);
    const duplicate = await A(saveCollection, { name: "YENİ HAT" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toEqual({ code: "collection_name_taken", message: "Bu isimde bir koleksiyonunuz zaten var." });
  });

  it("saves the full set of collections for a product and answers it in product params, without the alarm", async () => {
    const first = (await A(saveCollection, { name: "Mürekkepler" })).json as Collection;
    const second = (await A(saveCollection, { name: "Yedek Parça" })).json as Collection;
    await A(addToCollection, { productId: p2, isAlarm: true, isBuyLater: false });
    const saved = await A(saveProductCollections, { productId: p2, collectionIds: [first.id, second.id] });
    expect(saved.status).toBe(200);
    expect((await A(productParams, { productId: p2 })).json).toEqual({ collectionIds: [first.id, second.id] });
    // The alarm is still set: the picker's set never touches it.
    const alarm = byName(await listOf(A), "Fiyat Alarmı");
    expect(alarm.itemCount).toBe(2);
    const counts = await listOf(A);
    expect(byName(counts, "Mürekkepler").itemCount).toBe(1);
    expect(byName(counts, "Yedek Parça").itemCount).toBe(1);

    await A(saveProductCollections, { productId: p2, collectionIds: [Number(second.id), "is-alarm"] });
    expect((await A(productParams, { productId: p2 })).json).toEqual({ collectionIds: [second.id] });
    expect(byName(await listOf(A), "Fiyat Alarmı").itemCount).toBe(2);
  });

  it("creates the system collections on first need and removes from them", async () => {
    expect(await listOf(B)).toEqual([]);
    const buyLater = await B(addToCollection, { collectionId: null, productId: p3, isBuyLater: true, isAlarm: false });
    expect(buyLater.json).toMatchObject({ name: "Sonra Al", isBuyLater: true, itemCount: 1 });
    await B(addToCollection, { productId: p3, isAlarm: true });
    await B(addToCollection, { productId: p1, isAlarm: true });
    const list = await listOf(B);
    expect(list.map((c) => [c.name, c.itemCount])).toEqual([
      ["Sonra Al", 1],
      ["Fiyat Alarmı", 2],
    ]);
    const [alarmItem] = await db()
      .select()
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, Number(list[1]!.id)));
    const product = await productRow(alarmItem!.productId);
    expect(alarmItem).toMatchObject({ priceWhenAdded: product.salesPrice, stockWhenAdded: product.stock });
    await B(removeFromCollection, { productId: p3, isAlarm: true, isBuyLater: false });
    expect(byName(await listOf(B), "Fiyat Alarmı").itemCount).toBe(1);
    expect((await B(removeFromCollection, { productId: p3, isAlarm: true })).status).toBe(200);
  });

  it("answers 400 when no collection is named and 409 for renaming or deleting a system collection", async () => {
    expect((await A(addToCollection, { productId: p1 })).json.code).toBe("collection_required");
    const buyLater = byName(await listOf(A), "Sonra Al");
    expect((await A(saveCollection, { collectionId: buyLater.id, name: "Başka" })).status).toBe(409);
    expect((await A(deleteCollection, { collectionId: buyLater.id })).status).toBe(409);
  });

  it("renames and deletes the customer's own collection", async () => {
    const own = (await A(saveCollection, { name: "Geçici" })).json as Collection;
    const renamed = await A(saveCollection, { collectionId: own.id, name: "Kalıcı" });
    expect(renamed.json).toMatchObject({ id: own.id, name: "Kalıcı" });
    expect((await A(deleteCollection, { collectionId: own.id })).status).toBe(200);
    expect((await listOf(A)).some((c) => c.id === own.id)).toBe(false);
  });
});

describe("another customer's collections", () => {
  it("answer 404 to customer B and change nothing", async () => {
    const aCollections = await listOf(A);
    const workshop = byName(aCollections, "Atölye Yenileme");
    const itemsBefore = await db().select().from(collectionItems).orderBy(collectionItems.collectionId, collectionItems.productId);
    const collectionsBefore = await db().select().from(collections).orderBy(collections.id);
    const attempts = [
      await B(addToCollection, { collectionId: workshop.id, productId: p1, isBuyLater: false, isAlarm: false }),
      await B(removeFromCollection, {
        collectionId: workshop.id,
        productId: (await aItems(workshop.id))[0]!,
        isBuyLater: false,
        isAlarm: false,
      }),
      await B(saveProductCollections, { productId: p1, collectionIds: [workshop.id] }),
      await B(saveCollection, { collectionId: workshop.id, name: "Ele geçirildi" }),
      await B(deleteCollection, { collectionId: workshop.id }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: "not_found", message: "Koleksiyon bulunamadı." });
    }
    expect(await db().select().from(collectionItems).orderBy(collectionItems.collectionId, collectionItems.productId)).toEqual(itemsBefore);
    expect(await db().select().from(collections).orderBy(collections.id)).toEqual(collectionsBefore);
    expect((await listOf(A)).find((c) => c.id === workshop.id)).toEqual(workshop);
  });

  it("never show up in B's product params, and B's own set is saved alongside them untouched", async () => {
    const workshop = byName(await listOf(A), "Atölye Yenileme");
    const productInA = (await aItems(workshop.id))[0]!;
    expect((await B(productParams, { productId: productInA })).json).toEqual({ collectionIds: [] });
    const mine = (await B(saveCollection, { name: "B'nin listesi" })).json as Collection;
    await B(saveProductCollections, { productId: productInA, collectionIds: [mine.id] });
    expect((await B(productParams, { productId: productInA })).json).toEqual({ collectionIds: [mine.id] });
    expect(await aItems(workshop.id)).toContain(productInA);
  });

  it("guests get 401 on every collection call", async () => {
    for (const handler of [collectionsRoute, saveCollection, productParams, saveProductCollections, addToCollection, removeFromCollection])
      expect((await guest(handler, { productId: p1, name: "x", collectionIds: [], collectionId: "1" })).status).toBe(401);
  });
});

async function aItems(collectionId: string) {
  const rows = await db()
    .select()
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, Number(collectionId)));
  return rows.map((r) => r.productId);
}

describe("favourites are per customer", () => {
  it("B removing A's favourite product changes nothing for A", async () => {
    const [aFavourite] = await db().select().from(favorites).where(eq(favorites.userId, "demo-customer")).limit(1);
    expect((await B(removeFromFavorites, { productId: aFavourite!.productId })).status).toBe(200);
    const still = await db().select().from(favorites).where(eq(favorites.userId, "demo-customer"));
    expect(still.some((f) => f.productId === aFavourite!.productId)).toBe(true);
  });
});
