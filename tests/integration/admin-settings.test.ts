import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as listCategories } from "@/app/api/admin/settings/popular-categories/route";
import { POST as saveCategories } from "@/app/api/admin/settings/popular-categories/save/route";
import { POST as deleteSearch } from "@/app/api/admin/settings/popular-searches/delete/route";
import { POST as listSearches } from "@/app/api/admin/settings/popular-searches/route";
import { POST as saveSearch } from "@/app/api/admin/settings/popular-searches/save/route";
import { POST as getStore } from "@/app/api/admin/settings/store/route";
import { POST as saveStore } from "@/app/api/admin/settings/store/save/route";
import { storeConfig } from "@/config/store";
import { storeSettings } from "@/server/content/store-settings";
import { db } from "@/server/platform/db/client";
import { popularSearches } from "@/server/platform/db/schema";
import { listPopularCategories, popularLists } from "@/server/search/popular";
import { call } from "../support/api";
import { adminSessions, auditOf, describeAccessAndValidation } from "./admin-helpers";

let staff = "";
beforeAll(async () => {
  staff = (await adminSessions()).staff;
});

describe("popular searches", () => {
  it("a pinned search joins the cached dropdown; unpinned and deleted ones leave it; each change audited", async () => {
    // The header reads the lists from the process cache: every staff change must invalidate it.
    const dropdown = async () => (await popularLists()).searches.map((s) => s.title);
    const save = (body: object) => call(saveSearch, "/api/admin/settings/popular-searches/save", { cookie: staff, body });
    expect(await dropdown()).not.toContain("Işık Kutusu");

    const created = await save({ title: "  Işık   Kutusu ", pinned: 1 });
    expect(created.json).toMatchObject({ title: "Işık Kutusu", folded: "isik kutusu", pinned: 1, count: 0 });
    // Pinned searches come before the counted ones, so a new search with no count is offered at once.
    expect(await dropdown()).toContain("Işık Kutusu");

    const staffList = await call(listSearches, "/api/admin/settings/popular-searches", { cookie: staff, body: {} });
    expect(staffList.json.items.length).toBeLessThanOrEqual(25);
    expect(staffList.json.total).toBe((await db().select().from(popularSearches)).length);

    const unpinned = await save({ searchId: created.json.id, title: "Işık Kutusu", pinned: 0 });
    expect(unpinned.json.pinned).toBe(0);
    expect(await dropdown()).not.toContain("Işık Kutusu");

    expect((await save({ searchId: created.json.id, title: "Işık Kutusu", pinned: 3 })).json.pinned).toBe(3);
    expect(await dropdown()).toContain("Işık Kutusu");
    expect(
      (await call(deleteSearch, "/api/admin/settings/popular-searches/delete", { cookie: staff, body: { searchId: created.json.id } }))
        .status,
    ).toBe(200);
    expect(await db().select().from(popularSearches).where(eq(popularSearches.id, created.json.id))).toEqual([]);
    expect(await dropdown()).not.toContain("Işık Kutusu");
    const audit = await auditOf("popular_search", created.json.id);
    expect(audit.map((a) => a.action)).toEqual([
      "popular_search.create",
      "popular_search.update",
      "popular_search.update",
      "popular_search.delete",
    ]);
    expect(audit[1]).toMatchObject({ before: { pinned: 1 }, after: { pinned: 0 } });
    expect(
      (await call(deleteSearch, "/api/admin/settings/popular-searches/delete", { cookie: staff, body: { searchId: created.json.id } }))
        .status,
    ).toBe(404);
  });

  it("refuses a second row for the same Turkish-folded words", async () => {
    // The seed counts "uv mürekkep"; "UV MÜREKKEP" folds to the same words.
    const res = await call(saveSearch, "/api/admin/settings/popular-searches/save", {
      cookie: staff,
      body: { title: "UV MÜREKKEP", pinned: 2 },
    });
    expect([res.status, res.json.code, res.json.message]).toEqual([409, "popular_search_exists", "Bu arama listede zaten var."]);
  });
});

describe("popular categories", () => {
  it("replaces the dropdown's category links in the given order; the cached copy follows on the next read", async () => {
    const before = (await popularLists()).categories; // warms the cache
    const kept = before[0]!;
    const categories = [
      { title: "Yeni Gelenler", href: "/yeni-urunler" },
      { title: kept.title, href: kept.href },
    ];
    const res = await call(saveCategories, "/api/admin/settings/popular-categories/save", { cookie: staff, body: { categories } });
    expect(res.json.categories).toEqual([
      { id: "/yeni-urunler", title: "Yeni Gelenler", href: "/yeni-urunler" },
      { id: kept.id, title: kept.title, href: kept.href },
    ]);
    expect(await listPopularCategories()).toEqual(res.json.categories);
    expect((await popularLists()).categories).toEqual(res.json.categories);
    expect((await call(listCategories, "/api/admin/settings/popular-categories", { cookie: staff, body: {} })).json.categories).toEqual(
      res.json.categories,
    );
    const [audit] = await auditOf("store_setting", "popularCategories");
    expect(audit).toMatchObject({ action: "setting.update", before, after: res.json.categories });
  });
});

describe("store settings", () => {
  it("start from the configuration; a saved phone and bank account reach the storefront on the next read", async () => {
    const initial = await call(getStore, "/api/admin/settings/store", { cookie: staff, body: {} });
    expect(initial.json.settings).toEqual({
      phone: storeConfig.phone,
      address: storeConfig.address,
      social: storeConfig.social,
      bankAccounts: storeConfig.bankAccounts,
      paymentRules: storeConfig.paymentRules,
      invoiceMoment: "paid",
    });
    expect((await storeSettings()).phone).toBe(storeConfig.phone); // warms the cache

    const account = {
      bank: "Ege Katılım Bankası",
      branch: "Konak Şubesi",
      accountName: "Lumora A.Ş.",
      iban: "TR33 0006 1005 1978 6457 8413 26",
      currency: "TL",
    };
    const settings = { ...initial.json.settings, phone: "+90 232 555 44 33", bankAccounts: [account] };
    const saved = await call(saveStore, "/api/admin/settings/store/save", { cookie: staff, body: { settings } });
    expect(saved.status).toBe(200);
    expect(await storeSettings()).toMatchObject({ phone: "+90 232 555 44 33", bankAccounts: [account] });
    const [audit] = await auditOf("store_setting", "store");
    expect(audit).toMatchObject({ before: { phone: storeConfig.phone }, after: { phone: "+90 232 555 44 33" } });
  });
});

const settings = {
  phone: "+90 212 555 01 23",
  address: "İstanbul",
  social: storeConfig.social,
  bankAccounts: storeConfig.bankAccounts,
  paymentRules: storeConfig.paymentRules,
  invoiceMoment: "shipped",
};
describeAccessAndValidation([
  { path: "/api/admin/settings/popular-searches", handler: listSearches, valid: {}, invalid: [{ page: 0 }] },
  {
    path: "/api/admin/settings/popular-searches/save",
    handler: saveSearch,
    valid: { title: "lamba", pinned: 0 },
    invalid: [{ title: "x", pinned: 1 }, { title: "lamba", pinned: -1 }, { title: "lamba", pinned: 100 }, { title: "lamba" }],
  },
  { path: "/api/admin/settings/popular-searches/delete", handler: deleteSearch, valid: { searchId: 1 }, invalid: [{}, { searchId: 0 }] },
  { path: "/api/admin/settings/popular-categories", handler: listCategories, valid: {}, invalid: [] },
  {
    path: "/api/admin/settings/popular-categories/save",
    handler: saveCategories,
    valid: { categories: [] },
    invalid: [
      { categories: [{ title: "Dış", href: "https://evil.example/" }] },
      { categories: [{ title: "Dış", href: "//evil.example/" }] },
      { categories: [{ title: "Boşluk", href: "/a b" }] },
      {
        categories: [
          { title: "Aynı", href: "/a" },
          { title: "Aynı 2", href: "/a" },
        ],
      },
      { categories: Array.from({ length: 13 }, (_, i) => ({ title: `K${i}`, href: `/k${i}` })) },
    ],
  },
  { path: "/api/admin/settings/store", handler: getStore, valid: {}, invalid: [] },
  {
    path: "/api/admin/settings/store/save",
    handler: saveStore,
    valid: { settings },
    invalid: [
      { settings: { ...settings, phone: "12" } },
      // PostgreSQL cannot store U+0000; it is refused as bad input, not a database error.
      { settings: { ...settings, address: "İstanbul\u0000" } },
      { settings: { ...settings, social: { ...settings.social, youtube: "youtube" } } },
      { settings: { ...settings, bankAccounts: [{ ...settings.bankAccounts[0], iban: "DE89 3704 0044 0532 0130 00" }] } },
      { settings: { phone: settings.phone } },
      { settings: { ...settings, invoiceMoment: "delivered" } },
      {
        settings: {
          ...settings,
          paymentRules: { ...settings.paymentRules, cash_on_delivery: { minTotal: 5_00, maxTotal: 1_00, excludedSections: [] } },
        },
      },
      {
        settings: {
          ...settings,
          paymentRules: { ...settings.paymentRules, bank_transfer: { minTotal: -1, maxTotal: null, excludedSections: [] } },
        },
      },
    ],
  },
]);
