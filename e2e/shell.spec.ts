import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { CONSENT_COOKIE, firstVisit, hydrated, POPUP_KEY, signIn } from "./support/shell";

/**
 * After a client-side navigation the page is hydrated and the popup's own script has long run, so a popup that
 * was going to open has opened.
 */
async function settleAfterClientNavigation(page: Page, path: string) {
  await page.evaluate((href) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click(), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const consentValue = async (page: Page) => (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)?.value;
/** The popup marks itself seen on its dialog's close event, which comes in a task of its own after it is hidden. */
const expectPopupSeen = (page: Page) => expect.poll(() => page.evaluate((key) => localStorage.getItem(key), POPUP_KEY)).toBe("true");

test.describe("a first visit", () => {
  test.use({ storageState: firstVisit });

  test("shows the popup once; closing it by X keeps it away", async ({ page }) => {
    await page.goto("/");
    const popup = page.getByRole("dialog");
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("img")).toHaveAttribute("width", "600");
    await popup.getByRole("button", { name: "Kapat" }).click();
    await expect(popup).toBeHidden();
    await expectPopupSeen(page);
    await page.reload();
    await settleAfterClientNavigation(page, "/mobile/menu");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("closing the popup by its overlay keeps it away too", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByTestId("popup-overlay").click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.goto("/mobile/menu");
    await settleAfterClientNavigation(page, "/mobile/my-cart");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  /** The first product a listing's HTML links to. */
  async function aProductPath(page: Page) {
    const listing = await (await page.request.get("/makineler")).text();
    return /class="card-link[^"]*" href="([^"]+)"/.exec(listing)?.[1] ?? "";
  }

  for (const kind of ["home", "product"] as const)
    test(`the popup opens before the page's JavaScript, and Escape keeps it away (${kind} page)`, async ({ page }) => {
      const path = kind === "home" ? "/" : await aProductPath(page);
      expect(path).toMatch(/^\/[a-z0-9-]*$/);
      // Its opening script stands before the page, except on a product page, where the gallery comes first so that
      // the first frame holds both (src/modules/layout/lib/popup-placement.ts).
      const html = await (await page.request.get(path)).text();
      const opener = html.indexOf('getElementById("site-popup")');
      expect(opener).toBeGreaterThan(html.indexOf('<dialog id="site-popup"'));
      if (kind === "product") expect(opener).toBeGreaterThan(html.indexOf("</main>"));
      else expect(opener).toBeLessThan(html.indexOf("<main"));

      // No script chunk of the page loads: only the popup's own inline script runs.
      await page.route("**/_next/static/chunks/**/*.js", (route) => route.abort());
      await page.goto(path);
      const popup = page.getByRole("dialog", { name: "Hoş Geldin İndirimi" });
      await expect(popup).toBeVisible();
      // The modal takes the focus at once (its first control, the campaign link), before any of the page's code.
      await expect(popup.getByRole("link", { name: "Hoş Geldin İndirimi: kampanyaya git" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(popup).toBeHidden();
      await expectPopupSeen(page);
    });

  test("the popup's image closes it and leads to its campaign", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("dialog").getByRole("link", { name: "Hoş Geldin İndirimi: kampanyaya git" }).click();
    await expect(page).toHaveURL(/\/sarf-malzemeler$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectPopupSeen(page);
  });

  test("the popup's photo is asked for first, and a browser that has seen it takes it from its cache", async ({ page }) => {
    // Chromium's own account of each request: its priority, and how many bytes came over the network.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const photos = new Map<string, { priority: string; downloaded?: number }>();
    cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
      if (request.url.includes("hosgeldin")) photos.set(requestId, { priority: request.initialPriority });
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const photo = photos.get(requestId);
      if (photo) photo.downloaded = encodedDataLength;
    });
    await page.goto("/");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(() => [...photos.values()].map((p) => p.downloaded ?? 0).some((bytes) => bytes > 0)).toBe(true);
    expect([...photos.values()].map((p) => p.priority)).toContain("High");
    await page.keyboard.press("Escape");
    photos.clear();
    await page.goto("/makineler");
    await page.waitForLoadState("load");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(photos.size).toBeGreaterThan(0);
    expect([...photos.values()].every((p) => (p.downloaded ?? 0) === 0)).toBe(true);
  });

  test("the consent banner never returns after a choice", async ({ page, context }) => {
    await context.addInitScript((key) => window.localStorage.setItem(key, "true"), POPUP_KEY);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Çerez bildirimi" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Çerez Politikası" })).toHaveAttribute("href", "/yasal/cerez-politikasi");
    await expectNoAxeViolations(page);
    await banner.getByRole("button", { name: "Reddet" }).click();
    await expect(banner).toBeHidden();
    expect(await consentValue(page)).toBe("rejected");
    await page.reload();
    await expect(page.getByRole("region", { name: "Çerez bildirimi" })).toHaveCount(0);

    await context.clearCookies();
    await page.reload();
    await page.getByRole("region", { name: "Çerez bildirimi" }).getByRole("button", { name: "Kabul Et" }).click();
    expect(await consentValue(page)).toBe("accepted");
    await page.goto("/mobile/menu");
    await expect(page.getByRole("region", { name: "Çerez bildirimi" })).toHaveCount(0);
  });
});

/**
 * A page's links fetch the page they lead to ahead of a click only when the shopper shows intent (here keyboard
 * focus, which phones and desktops share): not every link in view after each page (src/modules/ui/link.tsx).
 */
test("links fetch their page ahead only on the shopper's intent, not on sight", async ({ page, context }) => {
  await context.addInitScript((key) => window.localStorage.setItem(key, "true"), POPUP_KEY);
  const ahead: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) ahead.push(url.pathname);
  });
  await page.goto("/makineler");
  const home = page.getByRole("navigation", { name: "Sayfa yolu" }).getByRole("link", { name: "Ana Sayfa" });
  await hydrated(home);
  // Nothing more in flight for half a second after the page loaded: a fetch ahead on sight would have gone out.
  await page.waitForLoadState("networkidle");
  expect(ahead).toEqual([]);
  await home.focus();
  await expect.poll(() => ahead).toContain("/");
});

test("the home page has no axe-core violations", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page);
});

/**
 * No link in the header, footer, menus or tab bar answers 404 or 500. The mega menu draws a panel's links when it
 * opens, so on a desktop each panel is opened in turn before its links are collected; the user menu needs a customer.
 */
test("every link of the shell leads to a working page", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const hrefs = new Set<string>();
  const collect = async () => {
    const chrome = page.locator("header, footer, nav, [data-mega-panel], main:has(h1:text-is('Menü')), main:has(h1:text-is('Hesabım'))");
    const found = await chrome.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of found) if (href.startsWith(baseURL!)) hrefs.add(href.replace(/#.*$/, ""));
  };
  for (const path of ["/", "/mobile/menu", "/mobile/my-account"]) {
    await page.goto(path);
    await collect();
  }
  await page.goto("/");
  const panelButtons = page.locator("[data-mega-button]");
  if (await panelButtons.first().isVisible()) {
    await hydrated(panelButtons.first());
    for (const button of await panelButtons.all()) {
      await button.click();
      await expect(page.locator(`#${await button.getAttribute("aria-controls")} a[href]`).first()).toBeVisible();
      await collect();
    }
  }
  expect(hrefs.size).toBeGreaterThan(30);
  const broken: string[] = [];
  for (const href of hrefs) {
    const res = await page.request.get(href);
    if (res.status() >= 400) broken.push(`${res.status()} ${href.slice(baseURL!.length)}`);
  }
  expect(broken, "links of the shell that do not answer").toEqual([]);
});
