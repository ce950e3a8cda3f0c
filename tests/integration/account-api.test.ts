import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as listAddressesRoute } from "@/app/api/account/addresses/route";
import { POST as deleteAddressRoute } from "@/app/api/account/delete-address/route";
import { POST as orderRoute } from "@/app/api/account/order/route";
import { POST as ordersRoute } from "@/app/api/account/orders/route";
import { POST as saveAddressRoute } from "@/app/api/account/save-address/route";
import { POST as setDefaultRoute } from "@/app/api/account/set-default-address/route";
import { POST as updateProfileRoute } from "@/app/api/account/update-profile/route";
import { sessionUser } from "@/server/account/session";
import { db } from "@/server/platform/db/client";
import { addresses, orders } from "@/server/platform/db/schema";
import { call, demoCustomer, signIn } from "../support/api";
import { signUp } from "./account-support";

const home = {
  title: "Ev",
  fullName: "Ayşe Yılmaz",
  phone: "+905321234567",
  city: "İstanbul",
  district: "Kadıköy",
  neighbourhood: "Caferağa Mahallesi",
  line: "Moda Caddesi No: 10 Daire: 3",
  postcode: "34710",
  billingType: "individual",
  tcKimlikNo: "10000000146",
};
const office = {
  ...home,
  title: "Fabrika",
  city: "Ankara",
  district: "Yenimahalle",
  neighbourhood: "Ostim OSB",
  line: "1234. Sokak No: 5",
  postcode: "06370",
  billingType: "corporate",
  tcKimlikNo: "",
  companyName: "Örnek Matbaa Ltd. Şti.",
  taxOffice: "Ostim",
  taxNumber: "1234567890",
};

let a: string; // the demo customer: has seeded orders and addresses
let b: string; // a fresh customer

beforeAll(async () => {
  a = await signIn(demoCustomer.email, demoCustomer.password);
  b = (await signUp("musteri-b@example.com")).cookie;
});

const save = (cookie: string, body: unknown) => call(saveAddressRoute, "/api/account/save-address", { cookie, body });
const list = async (cookie: string) => (await call(listAddressesRoute, "/api/account/addresses", { cookie, body: {} })).json;

describe("addresses", () => {
  it("adds, lists, edits, switches the default and deletes for the owner", async () => {
    const first = await save(b, home);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ title: "Ev", city: "İstanbul", isDefault: true, companyName: null });
    const second = await save(b, { ...office, isDefault: true });
    expect(second.json).toMatchObject({ title: "Fabrika", isDefault: true, tcKimlikNo: null, taxNumber: "1234567890" });
    expect((await list(b)).map((x: { title: string; isDefault: boolean }) => [x.title, x.isDefault])).toEqual([
      ["Fabrika", true],
      ["Ev", false],
    ]);

    const edited = await save(b, { ...home, id: first.json.id, title: "Yazlık", city: "İzmir", district: "Karşıyaka", postcode: "35000" });
    expect(edited.json).toMatchObject({ id: first.json.id, title: "Yazlık", city: "İzmir", isDefault: false });

    const switched = await call(setDefaultRoute, "/x", { cookie: b, body: { id: first.json.id } });
    expect(switched.json[0]).toMatchObject({ id: first.json.id, isDefault: true });

    expect((await call(deleteAddressRoute, "/x", { cookie: b, body: { id: first.json.id } })).status).toBe(200);
    expect(await list(b)).toEqual([expect.objectContaining({ id: second.json.id, isDefault: true })]);
  });

  it.each([
    ["an invalid T.C. Kimlik No", { tcKimlikNo: "12345678901" }],
    ["an individual invoice without T.C. Kimlik No", { tcKimlikNo: "" }],
    ["a corporate invoice without tax office", { ...office, taxOffice: "" }],
    ["an invalid tax number", { ...office, taxNumber: "1234567891" }],
    ["a postcode of another province", { postcode: "06100" }],
    ["a province that does not exist", { city: "Atlantis" }],
    ["a district of another province", { district: "Çankaya" }],
    ["a half phone", { phone: "+90532" }],
    ["an unknown field", { userId: "demo-customer" }],
  ])("refuses %s with 400", async (_label, change) => {
    const res = await save(b, { ...home, ...change });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
  });

  it("answers the rule's Turkish message", async () => {
    const res = await save(b, { ...home, postcode: "06100" });
    expect([res.status, res.json.message]).toEqual([400, "Posta kodu seçilen ile ait değil."]);
  });

  it("answers a district of another province in Turkish", async () => {
    const res = await save(b, { ...home, district: "Karşıyaka" });
    expect([res.status, res.json.message]).toEqual([400, "Seçilen ilçe bu ile ait değil; listeden bir ilçe seçin."]);
  });

  it("keeps showing an old address whose district is in no list, and takes a listed district when it is edited", async () => {
    const created = await save(b, { ...home, title: "Eski" });
    await db().update(addresses).set({ district: "Eski Merkez" }).where(eq(addresses.id, created.json.id));
    expect(await list(b)).toContainEqual(expect.objectContaining({ id: created.json.id, district: "Eski Merkez" }));
    const unchanged = await save(b, { ...home, id: created.json.id, title: "Eski ev", district: "Eski Merkez" });
    expect([unchanged.status, unchanged.json.message]).toEqual([400, "Seçilen ilçe bu ile ait değil; listeden bir ilçe seçin."]);
    const edited = await save(b, { ...home, id: created.json.id, title: "Eski ev", district: "Üsküdar" });
    expect(edited.json).toMatchObject({ id: created.json.id, title: "Eski ev", district: "Üsküdar" });
  });

  it("asks guests to sign in", async () => {
    expect((await call(listAddressesRoute, "/x", { body: {} })).status).toBe(401);
    expect((await save("", home)).status).toBe(401);
  });
});

describe("another customer's ids", () => {
  it("answer 404 for addresses and change nothing", async () => {
    const [theirs] = await list(a);
    expect(theirs).toBeDefined();
    const before = await db().select().from(addresses).where(eq(addresses.userId, "demo-customer"));

    const edit = await save(b, { ...home, id: theirs.id, title: "Ele geçirildi" });
    expect(edit.status).toBe(404);
    expect(edit.json.code).toBe("not_found");
    expect((await call(deleteAddressRoute, "/x", { cookie: b, body: { id: theirs.id } })).status).toBe(404);
    expect((await call(setDefaultRoute, "/x", { cookie: b, body: { id: theirs.id } })).status).toBe(404);
    for (const id of [2 ** 31, 2 ** 53 - 1])
      for (const route of [deleteAddressRoute, setDefaultRoute])
        expect((await call(route, "/x", { cookie: b, body: { id } })).json.code).toBe("validation_failed");

    const after = await db().select().from(addresses).where(eq(addresses.userId, "demo-customer"));
    expect(after).toEqual(before);
  });

  it("answer 404 for orders and list none of them", async () => {
    const [theirs] = await db().select().from(orders).where(eq(orders.userId, "demo-customer")).limit(1);
    expect(theirs).toBeDefined();
    const res = await call(orderRoute, "/x", { cookie: b, body: { id: theirs!.id } });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("not_found");
    expect((await call(ordersRoute, "/x", { cookie: b, body: {} })).json).toEqual([]);
    expect((await call(orderRoute, "/x", { cookie: b, body: { id: 99999999 } })).status).toBe(404);
    expect((await call(orderRoute, "/x", { cookie: b, body: { id: 2 ** 31 } })).status).toBe(400);
  });
});

describe("orders", () => {
  it("lists the owner's orders newest first and shows one with its lines and status history", async () => {
    const mine = (await call(ordersRoute, "/x", { cookie: a, body: {} })).json;
    expect(mine.length).toBeGreaterThan(0);
    const times = mine.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const detail = await call(orderRoute, "/x", { cookie: a, body: { id: mine[0].id } });
    expect(detail.status).toBe(200);
    expect(detail.json.number).toBe(mine[0].number);
    expect(detail.json.items.length).toBeGreaterThan(0);
    expect(detail.json.items.reduce((n: number, i: { quantity: number }) => n + i.quantity, 0)).toBe(mine[0].itemCount);
    expect(detail.json.history.length).toBeGreaterThan(0);
    expect(detail.json).not.toHaveProperty("userId");
  });
});

describe("profile", () => {
  it("updates the name and phone, and the session shows the new name at once", async () => {
    const { cookie } = await signUp("profil@example.com");
    const res = await call(updateProfileRoute, "/x", { cookie, body: { name: "  Zeynep Kaya ", phone: "+905551112233" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ name: "Zeynep Kaya", email: "profil@example.com", phone: "+905551112233" });
    expect((await sessionUser(new Headers({ cookie })))?.name).toBe("Zeynep Kaya");
    const cleared = await call(updateProfileRoute, "/x", { cookie, body: { name: "Zeynep Kaya", phone: null } });
    expect(cleared.json.phone).toBeNull();
  });

  it("refuses an invalid phone and an e-mail change", async () => {
    const { cookie } = await signUp("profil2@example.com");
    expect((await call(updateProfileRoute, "/x", { cookie, body: { name: "Ali", phone: "+90555" } })).status).toBe(400);
    expect((await call(updateProfileRoute, "/x", { cookie, body: { name: "Ali", phone: null, email: "x@example.com" } })).status).toBe(400);
  });
});

describe("the Origin check of state-changing API calls", () => {
  it("refuses a foreign Origin with 403 invalid_origin and changes nothing", async () => {
    const before = await list(b);
    const res = await call(saveAddressRoute, "/x", { cookie: b, body: home, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("invalid_origin");
    expect(res.json.message).toContain("kaynağı");
    expect(await list(b)).toEqual(before);
  });

  it("lets a request without Origin through (non-browser clients cannot carry a shopper's cookies)", async () => {
    const headers = new Headers({ cookie: b, "content-type": "application/json" });
    const res = await listAddressesRoute(
      new Request("http://localhost:3000/api/account/addresses", { method: "POST", headers, body: "{}" }),
    );
    expect(res.status).toBe(200);
  });
});
