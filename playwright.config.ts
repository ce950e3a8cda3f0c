import { randomBytes } from "node:crypto";
import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { returningVisitor } from "./e2e/support/shell";
import { base32Secret } from "./e2e/support/totp";
import { FAKE_GELIVER_SENDER, FAKE_GELIVER_TOKEN } from "./tests/support/geliver-fake";
import { ParasutFake } from "./tests/support/parasut-fake";

const firstPort = Number(process.env.E2E_PORT ?? 3100);
// The local iyzico the desktop and mobile servers take card payments through (tests/support/fake-iyzico.ts).
const iyzicoPort = firstPort + 9;
const iyzico = {
  IYZIPAY_API_KEY: "e2e-iyzico-api-key",
  IYZIPAY_SECRET_KEY: "e2e-iyzico-secret-key",
  IYZIPAY_URI: `http://127.0.0.1:${iyzicoPort}`,
};
// The local Paraşüt and Geliver the after-order server issues invoices and books parcels through
// (tests/support/parasut-fake.ts, geliver-fake.ts). Geliver is not in test mode: the spec plays the carrier's moves.
const parasutPort = firstPort + 7;
const geliverPort = firstPort + 8;
const geliverUrl = `http://127.0.0.1:${geliverPort}`;
const afterOrder = {
  ...Object.assign(new ParasutFake(), { url: `http://127.0.0.1:${parasutPort}` }).env(),
  GELIVER_API_TOKEN: FAKE_GELIVER_TOKEN,
  GELIVER_SENDER_ADDRESS_ID: FAKE_GELIVER_SENDER,
  GELIVER_API_URL: `${geliverUrl}/api/v1`,
};
// One staff password per run, drawn here and inherited by the servers and the workers (e2e/support/staff.ts).
const staffPassword = process.env.E2E_STAFF_PASSWORD ?? `E2e-${randomBytes(12).toString("hex")}`;
process.env.E2E_STAFF_PASSWORD = staffPassword;
// And its TOTP secret (base32): the servers enrol it as the staff owner's verified second factor, the workers
// compute its codes (e2e/support/totp.ts).
const staffTotpSecret = process.env.E2E_STAFF_TOTP_SECRET ?? base32Secret();
process.env.E2E_STAFF_TOTP_SECRET = staffTotpSecret;
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
 * Each project runs against a server and database of its own (E2E_PORT and the ports after it, DATA_DIR
 * `.data-e2e/<project>`), so none sees another's data, one after the other or side by side (`workers`
 * below). A spec finds its server's files through `test.info().project.metadata.dataDir` (e2e/support/mail.ts).
 *
 * desktop and mobile serve at localhost with STORE_SITE_URL set to it, and TRUST_PROXY=1: the browser stands in
 * for a proxy, so a spec may name a client address of its own in X-Forwarded-For (e2e/forms.spec.ts). any-host
 * serves at 127.0.0.1 as `npm start` does out of the box: no STORE_SITE_URL (its default names another address)
 * and no trusted proxy (e2e/any-host.spec.ts). after-order is a desktop server with invoices through Paraşüt and
 * parcels through Geliver (their local fakes), for the journey after the order only (e2e/after-order.desktop.spec.ts):
 * elsewhere its jobs would add invoice mails and carrier buttons to the other specs' orders.
 */
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } };
const servers = [
  // `*.desktop.spec.ts` and `*.mobile.spec.ts` run at one viewport only: chrome that exists there only, and (desktop)
  // what the viewport does not change: HTTP answers, headers and the back office's journeys. The rest runs at both.
  // The deployment recipe's spec needs PostgreSQL: without TEST_DATABASE_URL it is left out (npm test says so).
  {
    name: "desktop",
    testIgnore: [
      /\.mobile\.spec\.ts$/,
      /any-host\.spec\.ts$/,
      /after-order\.desktop\.spec\.ts$/,
      ...(process.env.TEST_DATABASE_URL ? [] : [/behind-nginx\.desktop\.spec\.ts$/]),
    ],
    device: desktop,
    host: "localhost",
  },
  {
    name: "mobile",
    testIgnore: [/\.desktop\.spec\.ts$/, /any-host\.spec\.ts$/],
    device: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
    host: "localhost",
  },
  { name: "any-host", testMatch: /any-host\.spec\.ts$/, device: desktop, host: "127.0.0.1" },
  { name: "after-order", testMatch: /after-order\.desktop\.spec\.ts$/, device: desktop, host: "localhost", extraEnv: afterOrder },
].map(({ extraEnv = {}, ...server }, i) => {
  const port = firstPort + i;
  const baseURL = `http://${server.host}:${port}`;
  const ownHost = server.host === "localhost";
  const env: Record<string, string> = ownHost ? { STORE_SITE_URL: baseURL, TRUST_PROXY: "1", ...iyzico } : { HOST: server.host };
  return { ...server, port, baseURL, env: { ...env, ...extraEnv }, dataDir: `.data-e2e/${server.name}` };
});

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // A worker drives a browser against its own server: it needs about two cores. On this 2-core machine, idle,
  // the two projects side by side took 14.2 min against 11.2 one after the other (each test ran 2.3× slower).
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.min(servers.length, Math.floor(os.availableParallelism() / 2)))),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: { trace: "retain-on-failure", locale: "tr-TR", timezoneId: "Europe/Istanbul" },
  projects: servers.map(({ name, testIgnore, testMatch, device, baseURL, dataDir }) => ({
    name,
    testIgnore,
    testMatch,
    workers: 1,
    metadata: { dataDir, geliverUrl },
    // Every test browses as a returning visitor; e2e/shell.spec.ts opts out to test the first visit itself.
    use: { ...device, launchOptions, baseURL, storageState: returningVisitor(baseURL) },
  })),
  webServer: [
    {
      name: "iyzico",
      command: `node_modules/.bin/tsx tests/support/fake-iyzico-server.ts ${iyzicoPort}`,
      url: `${iyzico.IYZIPAY_URI}/health`,
      env: iyzico,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    ...[
      { name: "parasut", script: "parasut-fake-server.ts", port: parasutPort },
      { name: "geliver", script: "geliver-fake-server.ts", port: geliverPort },
    ].map(({ name, script, port }) => ({
      name,
      command: `node_modules/.bin/tsx tests/support/${script} ${port}`,
      port,
      timeout: 60_000,
      reuseExistingServer: false,
    })),
    ...servers.map(({ name, port, baseURL, dataDir, env }) => ({
      name,
      command: "node_modules/.bin/tsx scripts/e2e-server.ts",
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        ...env,
        BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
        DATA_DIR: dataDir,
        PGLITE_DIR: `${dataDir}/pglite`,
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT: "off",
        E2E_STAFF_PASSWORD: staffPassword,
        E2E_STAFF_TOTP_SECRET: staffTotpSecret,
        CART_RATE_LIMIT: "off",
      },
    })),
  ],
});
