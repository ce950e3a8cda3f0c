/** Builds the production app and runs the Playwright suites in Chromium (desktop 1366x900 and mobile 390x844). */
import { ensureChromium, ensureJava, ensureNginx } from "./lib/debian-tools";
import { bin, fail, run } from "./lib/proc";

function e2eEnv() {
  try {
    // The deployment recipe's test (nginx in front of two instances) runs where PostgreSQL is given.
    if (process.env.TEST_DATABASE_URL) ensureNginx();
    ensureJava();
    return { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHROME_PATH: ensureChromium() };
  } catch (err) {
    fail((err as Error).message);
  }
}

/** The production build the end-to-end servers serve; E2E_SKIP_BUILD=1 keeps the one there is. */
export async function buildForE2e(): Promise<number> {
  if (process.env.E2E_SKIP_BUILD === "1") return 0;
  console.log("\n== Building the production app for the end-to-end tests ==");
  return run(bin("next"), ["build"], { env: e2eEnv() });
}

/** Where the run's seeded database is made once, for every end-to-end server to start on a copy (scripts/e2e-server.ts). */
const TEMPLATE_DIR = ".data-e2e/template";

export async function runPlaywright(extraArgs: string[] = []): Promise<number> {
  console.log("\n== End-to-end tests (Playwright, Chromium) ==");
  const env = { ...e2eEnv(), E2E_TEMPLATE_DIR: TEMPLATE_DIR };
  if ((await run(bin("tsx"), ["scripts/e2e-server.ts", "--template", TEMPLATE_DIR], { env })) !== 0) return 1;
  return run(bin("playwright"), ["test", ...extraArgs], { env });
}

if (process.argv[1]?.endsWith("e2e.ts"))
  buildForE2e()
    .then((code) => (code === 0 ? runPlaywright(process.argv.slice(2)) : code))
    .then((code) => process.exit(code));
