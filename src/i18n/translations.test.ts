import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useTranslation } from "@/i18n/client";
import { AddTranslations, I18nProvider } from "./client";
import { i18nResources } from "./server";
import { baseNamespaces } from "./settings";
import { Trans } from "./trans";

function CartTitle() {
  const { t } = useTranslation("cart");
  return t("content.title");
}

/** The translate functions the islands got: one per set of texts and namespace. */
const seen = new Set<unknown>();

function CartTitleProbe() {
  const { t } = useTranslation("cart");
  seen.add(t);
  return t("content.title");
}

function CartCountProbe() {
  const { t } = useTranslation("cart");
  return `${t("button.count", { count: 3 })} ${t("shell:megaMenu.label")} ${t("content.title")} ${t("content.title")}`;
}

/** Trans given an island's `t` translates in the island's namespace. */
function NoticeProbe() {
  const { t } = useTranslation("forms");
  return createElement(Trans, {
    t,
    i18nKey: "clarificationNotice",
    components: { policy: createElement("a"), hint: createElement("span") },
  });
}

const render = (children: ReactNode) =>
  renderToString(createElement(I18nProvider, { id: baseNamespaces.join(","), resources: i18nResources(baseNamespaces), children }));

describe("translation namespaces sent to the browser", () => {
  it("picks only the namespaces named, the same loaded objects, and every one when none is named", () => {
    const all = i18nResources();
    expect(Object.keys(all)).toEqual(expect.arrayContaining(["common", "cart", "admin"]));
    const picked = i18nResources(["cart", "search"]);
    expect(Object.keys(picked)).toEqual(["cart", "search"]);
    expect(picked.cart).toBe(all.cart);
  });

  it("refuses a namespace with no file rather than sending nothing", () => {
    expect(() => i18nResources(["carts"])).toThrow('no translation namespace "carts"');
  });

  it("keeps the base set small and existing: the rest goes where it is used", () => {
    expect(Object.keys(i18nResources(baseNamespaces))).toEqual(baseNamespaces);
    expect(baseNamespaces).not.toContain("admin");
  });

  it("gives an island a namespace added above it, and only then", () => {
    expect(render(createElement(CartTitle))).toBe("content.title");
    const island = { id: "cart", resources: i18nResources(["cart"]), children: createElement(CartTitle) };
    const added = render(createElement(AddTranslations, island));
    expect(added).toBe("Sepetim");
  });

  it("sends one top-level key of a namespace for `ns:key`, as the same object every time", () => {
    const picked = i18nResources(["cart:content", "cart:toast"]);
    expect(Object.keys(picked.cart ?? {})).toEqual(["content", "toast"]);
    expect(picked.cart?.content).toBe(i18nResources(["cart"]).cart?.content);
    expect(i18nResources(["cart:content", "cart:toast"])).toBe(picked);
    expect(() => i18nResources(["cart:contents"])).toThrow('no key "contents" in translation namespace "cart"');
  });

  it("shares one translator per set of namespaces across renders, and adding a part leaves the parent's set as it was", () => {
    seen.clear();
    const island = { id: "cart:content", resources: i18nResources(["cart:content"]), children: createElement(CartTitleProbe) };
    expect(render(createElement(AddTranslations, island))).toBe("Sepetim");
    expect(render(createElement(AddTranslations, island))).toBe("Sepetim");
    expect(seen.size).toBe(1);
    expect(render(createElement(CartTitleProbe))).toBe("content.title");
    expect(seen.size).toBe(2);
  });

  it("interpolates, reads another namespace by prefix, and gives the same text on a repeated call", () => {
    const island = {
      id: "cart:button,cart:content",
      resources: i18nResources(["cart:button", "cart:content"]),
      children: createElement(CartCountProbe),
    };
    expect(render(createElement(AddTranslations, island))).toBe("(3 ürün) Ana menü Sepetim Sepetim");
  });

  it("renders keys, not an error, for an island or a part rendered without the root provider", () => {
    const island = { id: "cart:content", resources: i18nResources(["cart:content"]), children: createElement(CartTitle) };
    expect(renderToString(createElement(CartTitle))).toBe("content.title");
    expect(renderToString(createElement(AddTranslations, island))).toBe("Sepetim");
  });

  it("lets Trans translate with an island's t, in the island's namespace", () => {
    const island = { id: "forms", resources: i18nResources(["forms"]), children: createElement(NoticeProbe) };
    const html = render(createElement(AddTranslations, island));
    expect(html).not.toContain("clarificationNotice");
    expect(html).toContain("KVKK");
  });
});
