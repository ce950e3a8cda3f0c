import { describe, expect, it } from "vitest";
import { isValidTaxNumber } from "@/lib/turkish-id";
import { ConfigError, loadStoreConfig } from "./store";

describe("store configuration", () => {
  it("has the shop's defaults", () => {
    const config = loadStoreConfig({});
    expect(config.titleTemplate).toBe("%s - Lumora");
    expect(config.currency).toEqual({ name: "TL", symbol: "₺", template: "{{price}} {{name}}" });
    expect(config.defaultCountry).toEqual({ code: "TR", name: "Türkiye", phoneCode: "+90" });
    expect(config.catalog.productImageShape).toBe("rectangle");
    expect(config.cookieConsent.cookieName).toBe("enterstore-cookie-consent");
  });

  it("prints a seller VKN that passes the check digit the dealership form applies", () => {
    expect(isValidTaxNumber(loadStoreConfig({}).seller.taxNumber)).toBe(true);
  });

  it("refuses a seller VKN with a wrong check digit", () => {
    const bad = { seller: { ...loadStoreConfig({}).seller, taxNumber: "6090123456" } };
    expect(() => loadStoreConfig({ STORE_CONFIG_JSON: JSON.stringify(bad) })).toThrow(/seller\.taxNumber/);
  });

  it("names none of the demo seller in a live shop (SHOP_MODE=live), and takes its own values", () => {
    const live = loadStoreConfig({ SHOP_MODE: "live" });
    const text = JSON.stringify(live);
    for (const demo of ["Lumora", "lumora", "0123456789000015", "6090123451", "TR68", "TR93", "Başakşehir", "+90 212"])
      expect(text, demo).not.toContain(demo);
    expect(live.seller.mersisNo).toBe("");
    expect(live.bankAccounts).toEqual([]);
    expect(live.currency.name).toBe("TL");
    expect(loadStoreConfig({ SHOP_MODE: "live", STORE_BRAND: "Kırtasiye Dünyası" }).brand).toBe("Kırtasiye Dünyası");
    expect(loadStoreConfig({ SHOP_MODE: "demo" }).seller.mersisNo).toBe("0123456789000015");
    expect(() => loadStoreConfig({ SHOP_MODE: "production" })).toThrow(/^Invalid configuration: SHOP_MODE must be demo or live/);
  });

  it("links to the port the shop serves on when no site URL is set", () => {
    expect(loadStoreConfig({}).siteUrl).toBe("http://localhost:3000");
    expect(loadStoreConfig({ PORT: "3456" }).siteUrl).toBe("http://localhost:3456");
    expect(loadStoreConfig({ PORT: "3456", STORE_SITE_URL: "https://lumora.example" }).siteUrl).toBe("https://lumora.example");
  });

  it("takes env overrides", () => {
    const config = loadStoreConfig({ STORE_PRODUCT_IMAGE_SHAPE: "square", STORE_CONFIG_JSON: '{"theme":{"navBarHeight":56}}' });
    expect(config.catalog.productImageShape).toBe("square");
    expect(config.theme.navBarHeight).toBe(56);
    expect(config.currency.name).toBe("TL");
  });

  it("issues invoices at payment until told otherwise (PARASUT_ISSUE_AT, then the back office's setting)", () => {
    expect(loadStoreConfig({}).invoiceMoment).toBe("paid");
    expect(loadStoreConfig({ PARASUT_ISSUE_AT: "shipped" }).invoiceMoment).toBe("shipped");
  });

  it.each([
    [{ STORE_PRODUCT_IMAGE_SHAPE: "circle" }, "catalog.productImageShape"],
    [{ STORE_SITE_URL: "not a url" }, "siteUrl"],
    [{ STORE_TITLE_TEMPLATE: "no placeholder" }, "titleTemplate"],
    [{ STORE_CONFIG_JSON: '{"currency":{"template":"{{name}}"}}' }, "currency.template"],
    [{ STORE_CONFIG_JSON: "{broken" }, "STORE_CONFIG_JSON"],
    [{ PARASUT_ISSUE_AT: "delivered" }, "invoiceMoment"],
  ])("rejects %o naming %s in one line", (env, field) => {
    expect(() => loadStoreConfig(env)).toThrow(ConfigError);
    try {
      loadStoreConfig(env);
    } catch (err) {
      expect((err as Error).message).toContain(field);
      expect((err as Error).message).not.toContain("\n");
    }
  });
});
