import { expect, type Page, test } from "@playwright/test";
import { addFromProductPage, demo } from "./support/cart";
import { nuErrors } from "./support/nu";

/** The HTML the shop serves for a page, and the document once the browser has rendered it. */
async function documentsOf(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.waitForLoadState("networkidle");
  return { served: (await response?.text()) ?? "", rendered: await page.content() };
}

test("the home, listing, product, search and checkout pages have no W3C Nu HTML checker error", async ({ page }) => {
  test.setTimeout(120_000);
  const pages: Record<string, string> = {
    home: "/",
    listing: "/makineler",
    product: `/${demo.vinyl.slug}`,
    search: "/search?query=vinil",
  };
  const documents: Record<string, string> = {};
  const add = async (name: string, url: string) => {
    const { served, rendered } = await documentsOf(page, url);
    documents[`${name}-served`] = served;
    documents[`${name}-rendered`] = rendered;
  };
  for (const [name, url] of Object.entries(pages)) await add(name, url);
  // Checkout with an item in the cart.
  await addFromProductPage(page, demo.vinyl.slug);
  await add("checkout", "/checkout");
  const errors = nuErrors(documents).map((m) => `${m.url}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` (${m.extract.trim()})` : ""}`);
  expect(errors, "W3C Nu HTML checker errors").toEqual([]);
});
