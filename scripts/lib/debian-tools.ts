import { execFileSync } from "node:child_process";
import fs from "node:fs";

const chromiumPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export const findChromium = () => [process.env.CHROME_PATH, ...chromiumPaths].find((p): p is string => !!p && fs.existsSync(p));

/**
 * A tool a test layer needs, found at one of `paths`; where none is, Debian's `pkg` is installed when running as
 * root with apt, else it throws `hint`. A layer is never skipped for want of it.
 */
function ensureDebianTool(find: () => string | undefined, pkg: string, hint: string): string {
  const found = find();
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get")) {
    console.log(`Not found: installing Debian's ${pkg} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env });
    const installed = find();
    if (installed) return installed;
  }
  throw new Error(hint);
}

/** The Chromium the end-to-end tests drive. */
export const ensureChromium = () =>
  ensureDebianTool(
    findChromium,
    "chromium",
    "No Chromium found for the end-to-end tests. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium/Chrome binary, then run npm test again.",
  );

/** The nginx the deployment recipe's end-to-end test puts in front of two instances (e2e/behind-nginx.desktop.spec.ts). */
export const ensureNginx = () =>
  ensureDebianTool(
    () => (fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : undefined),
    "nginx-light",
    "No nginx found for the deployment recipe's end-to-end test. Install Debian's package (sudo apt-get install nginx-light), then run npm test again.",
  );

/** The Java the W3C Nu HTML checker runs on (e2e/support/nu.ts). */
export const ensureJava = () =>
  ensureDebianTool(
    () => ["/usr/bin/java", ...(process.env.JAVA_HOME ? [`${process.env.JAVA_HOME}/bin/java`] : [])].find((p) => fs.existsSync(p)),
    "default-jre-headless",
    "No Java found for the W3C Nu HTML checker of the end-to-end tests. Install Debian's package (sudo apt-get install default-jre-headless), then run npm test again.",
  );
