import { execFileSync } from "node:child_process";
import fs from "node:fs";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export const findChromium = () => [process.env.CHROME_PATH, ...candidates].find((p): p is string => !!p && fs.existsSync(p));

/**
 * Returns a Chromium path. Where none is found it installs Debian's `chromium` when running as root with apt;
 * otherwise it throws a message that says how to install one. It never lets the browser layer be skipped.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "No Chromium found for the end-to-end tests. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium/Chrome binary, then run npm test again.",
  );
}
