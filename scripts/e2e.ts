/** Builds the production app and runs the Playwright suites in Chromium (desktop 1366x900 and mobile 390x844). */
import { ensureChromium } from "./lib/chromium";
import { bin, fail, run } from "./lib/proc";

export async function runE2e(extraArgs: string[] = []): Promise<number> {
  let chromium: string;
  try {
    chromium = ensureChromium();
  } catch (err) {
    fail((err as Error).message);
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHROME_PATH: chromium };
  if (process.env.E2E_SKIP_BUILD !== "1") {
    console.log("\n== Building the production app for the end-to-end tests ==");
    if ((await run(bin("next"), ["build"], { env })) !== 0) return 1;
  }
  console.log("\n== End-to-end tests (Playwright, Chromium) ==");
  return run(bin("playwright"), ["test", ...extraArgs], { env });
}

if (process.argv[1]?.endsWith("e2e.ts")) runE2e(process.argv.slice(2)).then((code) => process.exit(code));
