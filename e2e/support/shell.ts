import { expect, type Locator, type Page } from "@playwright/test";
import { passSecondFactor } from "./staff";

/** What the shell remembers of a visitor: the popup flag and the consent cookie. */
export const POPUP_KEY = "popupShown";
export const CONSENT_COOKIE = "enterstore-cookie-consent";

/** Playwright's config makes every test a returning visitor; this storage state is a first visit instead. */
export const firstVisit = { cookies: [], origins: [] };

/** A returning visitor of `baseURL`: closed the popup and decided on cookies, so neither covers the page. */
export const returningVisitor = (baseURL: string) => ({
  cookies: [
    {
      name: CONSENT_COOKIE,
      value: "rejected",
      domain: new URL(baseURL).hostname,
      path: "/",
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: "Lax" as const,
    },
  ],
  origins: [{ origin: baseURL, localStorage: [{ name: POPUP_KEY, value: "true" }] }],
});

export const demoCustomer = { email: "demo@lumora.example", password: "Demo1234!" };

/** Signs the page's browser context in through Better Auth's own endpoint. */
export async function signIn(page: Page, baseURL: string, who = demoCustomer) {
  const res = await passSecondFactor(
    page.request,
    await page.request.post("/api/auth/sign-in/email", { data: who, headers: { origin: baseURL } }),
    baseURL,
  );
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/**
 * Waits until React has hydrated the element: a key pressed before then reaches server HTML with no handler
 * and is lost, as it would be for a shopper that quick. React marks each hydrated node with its props.
 */
export async function hydrated(locator: Locator) {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")))).toBe(true);
}
