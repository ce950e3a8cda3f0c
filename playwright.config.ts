import os from "node:os";
import { defineConfig, devices } from "@playwright/test";

const firstPort = Number(process.env.E2E_PORT ?? 3100);
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
const returningVisitor = (baseURL: string) => ({
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
});

/**
 * Each project runs against a server and database of its own (E2E_PORT and the port after it, DATA_DIR
 * `.data-e2e/<project>`), so neither sees the other's data, one after the other or side by side (`workers`
 * below). A spec finds its server's files through `test.info().project.metadata.dataDir` (e2e/support/mail.ts).
 */
const viewports = [
  // `*.desktop.spec.ts` and `*.mobile.spec.ts` hold chrome that exists at one viewport only.
  { name: "desktop", testIgnore: /\.mobile\.spec\.ts$/, device: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } } },
  { name: "mobile", testIgnore: /\.desktop\.spec\.ts$/, device: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } } },
].map((viewport, i) => {
  const port = firstPort + i;
  return { ...viewport, port, baseURL: `http://localhost:${port}`, dataDir: `.data-e2e/${viewport.name}` };
});

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // A worker drives a browser against its own server: it needs about two cores. On this 2-core machine, idle,
  // the two projects side by side took 14.2 min against 11.2 one after the other (each test ran 2.3× slower).
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.min(viewports.length, Math.floor(os.availableParallelism() / 2)))),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: { trace: "retain-on-failure", locale: "tr-TR", timezoneId: "Europe/Istanbul" },
  projects: viewports.map(({ name, testIgnore, device, baseURL, dataDir }) => ({
    name,
    testIgnore,
    workers: 1,
    metadata: { dataDir },
    use: { ...device, launchOptions, baseURL, storageState: returningVisitor(baseURL) },
  })),
  webServer: viewports.map(({ name, port, baseURL, dataDir }) => ({
    name,
    command: "node_modules/.bin/tsx scripts/e2e-server.ts",
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      STORE_SITE_URL: baseURL,
      BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
      DATA_DIR: dataDir,
      PGLITE_DIR: `${dataDir}/pglite`,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "off",
    },
  })),
});
