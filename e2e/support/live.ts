import type { Page } from "@playwright/test";

/** Goes to `path` and waits until its live channel has opened. */
export async function openWithLive(page: Page, path: string) {
  const opened = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/live" && res.status() === 200);
  await page.goto(path);
  await opened;
  // Still there afterwards only if the page was not loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

/** Whether the page opened by `openWithLive` is still the same document (it was not reloaded). */
export const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
