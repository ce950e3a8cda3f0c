import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { AddTranslations, I18nProvider } from "./client";
import { i18nResources } from "./server";
import { baseNamespaces } from "./settings";

function CartTitle() {
  const { t } = useTranslation("cart");
  return t("content.title");
}

const render = (children: ReactNode) => renderToString(createElement(I18nProvider, { resources: i18nResources(baseNamespaces), children }));

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
    const island = { resources: i18nResources(["cart"]), children: createElement(CartTitle) };
    const added = render(createElement(AddTranslations, island));
    expect(added).toBe("Sepetim");
  });
});
