import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const launchOptions = {
  executablePath: chromium,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * Every test browses as a returning visitor who closed the popup and decided on cookies, so neither covers the
 * page; e2e/shell.spec.ts opts out (`test.use({ storageState: firstVisit })`) to test the first visit itself.
 */
const returningVisitor = {
  cookies: [
    {
      name: "enterstore-cookie-consent",
      value: "rejected",
      domain: "localhost",
      path: "/",
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: "Lax" as const,
    },
  ],
  origins: [{ origin: baseURL, localStorage: [{ name: "popupShown", value: "true" }] }],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: { baseURL, trace: "retain-on-failure", locale: "tr-TR", timezoneId: "Europe/Istanbul", storageState: returningVisitor },
  projects: [
    // `*.desktop.spec.ts` and `*.mobile.spec.ts` hold chrome that exists at one viewport only.
    {
      name: "desktop",
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: "mobile",
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    command: "node_modules/.bin/tsx scripts/e2e-server.ts",
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      STORE_SITE_URL: baseURL,
      BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
      DATA_DIR: ".data-e2e",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "off",
    },
  },
});
