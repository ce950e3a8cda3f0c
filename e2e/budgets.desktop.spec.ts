/**
 * Performance budgets in CI, independent of timing (docs/PERFORMANCE.md): each page's first-load JavaScript
 * (its HTML's script chunks, gzipped) and its HTML (uncompressed, as a first-time guest receives it) against
 * budgets.json, and every image on it sized and within the image budget. Desktop only: the chunks are the same at both viewports, and the mobile images are smaller.
 */
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { measurePageScripts } from "../scripts/lib/first-load";
import { checkHtml, checkImages, checkJsBudgets, formatKb, type MeasuredImage, parseBudgets } from "../scripts/lib/js-budget";
import { expectNoAxeViolations } from "./support/axe";

const budgets = parseBudgets(JSON.parse(readFileSync("budgets.json", "utf8")));

/** The first link of a listing page whose href starts with `prefix`: a real product or post of this database. */
const firstLinkOn = (listing: string, prefix: string) => async (page: Page) => {
  await page.goto(listing);
  const href = await page.locator(`main article a[href^="${prefix}"]`).first().getAttribute("href");
  expect(href, `a link to ${prefix}… on ${listing}`).toBeTruthy();
  return href as string;
};

const pages: Array<{ name: string; path: string | ((page: Page) => Promise<string>) }> = [
  { name: "home", path: "/" },
  { name: "section", path: "/makineler" },
  { name: "product", path: firstLinkOn("/makineler", "/") },
  { name: "search results", path: "/search?query=uv" },
  { name: "blog post", path: firstLinkOn("/blog", "/blog/") },
];

/** Every image on the page, lazy ones included, with the bytes the browser was sent for the source it chose. */
async function measureImages(page: Page): Promise<MeasuredImage[]> {
  const found = await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    const settled = (image: HTMLImageElement) =>
      new Promise((done) => {
        image.addEventListener("load", done);
        image.addEventListener("error", done);
        setTimeout(done, 5000);
      });
    await Promise.all(images.map((image) => (image.complete ? null : settled(image))));
    return images.map((image) => ({
      src: image.currentSrc || image.src,
      hasWidth: image.hasAttribute("width"),
      hasHeight: image.hasAttribute("height"),
      fill: image.dataset.nimg === "fill",
    }));
  });
  const accept = { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" };
  return Promise.all(
    found.map(async (image) => ({
      ...image,
      bytes: image.src.startsWith("data:") ? 0 : (await (await page.request.get(image.src, { headers: accept })).body()).byteLength,
    })),
  );
}

// Each test loads every image of a page eagerly and runs axe: on a shared 2-core machine that can take a minute.
test.describe.configure({ timeout: 120_000 });

let floor: Awaited<ReturnType<typeof measurePageScripts>>;

test.beforeAll(async ({ baseURL }) => {
  floor = await measurePageScripts(baseURL as string, budgets.floorPath);
  expect(floor.status, "the framework-floor page answers").toBe(200);
  expect(floor.chunks.length, "the floor page loads the framework's chunks").toBeGreaterThan(0);
});

for (const { name, path } of pages) {
  test(`the ${name} page stays within its JavaScript, HTML and image budgets`, async ({ page, baseURL }) => {
    const target = typeof path === "string" ? path : await path(page);
    const scripts = await measurePageScripts(baseURL as string, target);
    expect(scripts.status, `${target} answers`).toBe(200);
    const { reports, violations } = checkJsBudgets([floor, scripts], budgets);
    for (const r of reports)
      test.info().annotations.push({
        type: "first-load JS",
        description: `${r.path}: ${formatKb(r.firstLoadBytes)} kB gzip, ${r.floorRatio?.toFixed(2)} × floor`,
      });

    test.info().annotations.push({ type: "HTML", description: `${target}: ${formatKb(scripts.htmlBytes)} kB uncompressed` });
    const htmlViolations = checkHtml(target, scripts.htmlBytes, budgets);

    await page.goto(target);
    const imageViolations = checkImages(target, await measureImages(page), budgets);
    // Soft: a page over a budget is still checked for accessibility.
    expect.soft([...violations, ...htmlViolations, ...imageViolations]).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
