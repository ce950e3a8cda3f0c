import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { i18nResources } from "./server";
import { baseNamespaces } from "./settings";

/** client.tsx as the browser runs it: one set of texts per page, which the parts add their bundles to. */
vi.stubGlobal("window", {});
const { AddTranslations, I18nProvider, useTranslation } = await import("./client");

function CartTitle() {
  const { t } = useTranslation("cart");
  return t("content.title");
}

const island = { id: "cart:content", resources: i18nResources(["cart:content"]), children: createElement(CartTitle) };
const base = { id: baseNamespaces.join(","), resources: i18nResources(baseNamespaces), children: createElement(AddTranslations, island) };
const page = () => createElement(I18nProvider, base);

it("gives a part's texts to a page made again with the same payload, as when React discards a render and starts over", () => {
  expect(renderToString(page())).toBe("Sepetim");
  expect(renderToString(page())).toBe("Sepetim");
});
