/**
 * The first-load JavaScript of a bare Next.js page: a one-page app (a layout with `<html>` and `<body>`, an empty
 * `<main>`) built with this install's Next.js and React and served with `next start`, measured the way budgets.json
 * counts (scripts/lib/first-load.ts). The shop's own floor (/floor, the root layout with its i18n provider) is
 * reported against it. Built once per Next.js version in .data-bench/bare-next/ (a minute), then read back.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { measurePageScripts } from "../../scripts/lib/first-load";
import { firstLoadBytes } from "../../scripts/lib/js-budget";
import { benchRoot, spawnLogged, waitForHttp } from "./server";

const appDir = path.join(benchRoot, "bare-next");
const nextBin = path.resolve("node_modules/next/dist/bin/next");

// Its own (empty) configuration and instrumentation hook: Next.js looks for both upwards from the workspace root
// (the shop's lockfile) and would otherwise build the shop's (`src/instrumentation.ts`, with the payment SDK).
const files: Record<string, string> = {
  "next.config.mjs": "export default {};\n",
  "instrumentation.js": "export function register() {}\n",
  "app/layout.jsx": 'export default function Layout({ children }) {\n  return <html lang="tr"><body>{children}</body></html>;\n}\n',
  "app/page.jsx": "export default function Page() {\n  return <main />;\n}\n",
};

const exited = (child: ReturnType<typeof spawnLogged>) => new Promise<number | null>((resolve) => child.once("exit", resolve));

export async function bareNextFloorBytes(port: number): Promise<number> {
  const version = (createRequire(import.meta.url)("next/package.json") as { version: string }).version;
  const result = path.join(appDir, `first-load-${version}.json`);
  if (fs.existsSync(result)) return (JSON.parse(fs.readFileSync(result, "utf8")) as { bytes: number }).bytes;
  fs.rmSync(appDir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(appDir, name)), { recursive: true });
    fs.writeFileSync(path.join(appDir, name), text);
  }
  console.log(`  bare Next.js ${version} page: building once…`);
  const env = { NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  if ((await exited(spawnLogged(process.execPath, [nextBin, "build", appDir], env))) !== 0)
    throw new Error("the bare Next.js build failed");
  const server = spawnLogged(process.execPath, [nextBin, "start", appDir, "-p", String(port), "-H", "127.0.0.1"], env);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/`, server);
    const bytes = firstLoadBytes((await measurePageScripts(base, "/")).chunks);
    fs.writeFileSync(result, JSON.stringify({ bytes }));
    return bytes;
  } finally {
    server.kill("SIGTERM");
    await exited(server);
  }
}
