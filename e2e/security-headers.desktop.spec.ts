import { expect, test } from "@playwright/test";

const marker = "__lumoraInjected";

/** Serves the home page with an extra inline script, optionally carrying the page's own nonce. */
async function homeWithInjectedScript(page: import("@playwright/test").Page, withNonce: boolean) {
  await page.route("**/", async (route) => {
    const response = await route.fetch();
    const csp = response.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    const attr = withNonce ? ` nonce="${nonce}"` : "";
    const body = (await response.text()).replace("</head>", `<script${attr}>window.${marker}=true</script></head>`);
    await route.fulfill({ response, body });
  });
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Makineler" }).first()).toBeVisible();
  return { ran: await page.evaluate((key) => (window as unknown as Record<string, unknown>)[key] === true, marker), violations };
}

test("the browser refuses an inline script without the page's nonce", async ({ page }) => {
  const { ran, violations } = await homeWithInjectedScript(page, false);
  expect(ran).toBe(false);
  expect(violations.length).toBeGreaterThan(0);
});

test("the same script runs with the page's nonce, and the shop's own scripts raise no violation", async ({ page }) => {
  const { ran, violations } = await homeWithInjectedScript(page, true);
  expect(ran).toBe(true);
  expect(violations).toEqual([]);
});

test("pages and API answers carry the security headers", async ({ request }) => {
  for (const path of ["/", "/api/health"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  }
  const csp = (await request.get("/")).headers()["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
});
