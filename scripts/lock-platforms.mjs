#!/usr/bin/env node
/**
 * The package registry reachable here serves only Linux builds of platform-specific optional packages
 * (e.g. @biomejs/cli-darwin-arm64 answers 404), so `npm install` leaves them out of package-lock.json and
 * `npm ci` then refuses the lock as "Missing: … from lock file". This adds a lock entry for each missing
 * optional platform package, with the os/cpu/libc its name states, so `npm ci` sees a complete lock and skips
 * those packages on this platform as it would anyway. Run it after every `npm install` that changes the lock.
 */
import fs from "node:fs";

const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;

const osNames = ["darwin", "win32", "linux", "android", "freebsd", "openbsd", "netbsd", "sunos", "aix", "openharmony", "cygwin"];
const cpuNames = ["x64", "arm64", "arm", "ia32", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "wasm32", "x86"];

function platformOf(name) {
  const parts = name.toLowerCase().split(/[-/@_.]/);
  const os = osNames.find((o) => parts.includes(o) || (o === "win32" && parts.includes("windows")));
  let cpu = cpuNames.find((c) => parts.includes(c) || (c === "arm" && parts.includes("armv7")));
  if (parts.includes("x86") && parts.includes("64")) cpu = "x64";
  if (parts.includes("universal")) cpu = undefined;
  const libc = parts.includes("musl") ? "musl" : parts.includes("gnu") && os === "linux" ? "glibc" : undefined;
  if (parts.includes("wasm32") || parts.includes("wasi")) return { cpu: ["wasm32"] };
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

/** Where node's resolution would look for `dep` from the package at `from`. */
function resolves(from, dep) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[candidate]) return true;
    if (!base) return false;
    const at = base.lastIndexOf("/node_modules/");
    base = at < 0 ? "" : base.slice(0, at);
  }
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolves(location, dep)) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform package: leave it to npm
    const version = String(range).replace(/^[\^~=]/, "");
    const target = location ? `${location}/node_modules/${dep}` : `node_modules/${dep}`;
    packages[target] = { version, optional: true, ...platform };
    added++;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: added ${added} optional platform entries`);
