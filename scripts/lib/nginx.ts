import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Where Debian's nginx package puts the server (scripts/lib/debian-tools.ts installs it for `npm test`). */
const nginxBinary = "/usr/sbin/nginx";

export type Nginx = { base: string; plainBase: string; stop: () => Promise<void> };

type Site = { tlsPort: number; plainPort: number; upstreams: number[]; dir: string };

/**
 * The recipe's own site file (deploy/nginx/lumora.conf) with this run's values on the lines it marks "test:": the
 * instances' ports, the listeners' ports (IPv6 left out), a self-signed certificate and the build's files here.
 */
function siteFor({ tlsPort, plainPort, upstreams, dir }: Site): string {
  const lines = fs.readFileSync("deploy/nginx/lumora.conf", "utf8").split("\n");
  const ports = [...upstreams];
  const swap: Record<string, (line: string) => string | null> = {
    "first instance": (line) => line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${ports[0]}`),
    "second instance": (line) => line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${ports[1]}`),
    "plain listener": (line) => line.replace(/listen \d+/, `listen 127.0.0.1:${plainPort}`),
    "TLS listener": (line) => line.replace(/listen \d+/, `listen 127.0.0.1:${tlsPort}`),
    certificate: (line) => line.replace(/\/\S+;/, `${dir}/cert.pem;`),
    key: (line) => line.replace(/\/\S+;/, `${dir}/key.pem;`),
    "build files": (line) => line.replace(/\/\S+;/, `${path.resolve(".next/static")}/;`),
  };
  return lines
    .map((line) => {
      const marker = /# test: (.+)$/.exec(line)?.[1];
      if (!marker) return line;
      if (marker.endsWith(", IPv6")) return null;
      const change = swap[marker];
      if (!change) throw new Error(`deploy/nginx/lumora.conf: no test value for "${marker}"`);
      return change(line);
    })
    .filter((line) => line !== null)
    .join("\n");
}

/** The main configuration around the site: in the foreground, its files and temporary bodies under `dir`. */
function mainConfig(dir: string): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/tmp/${kind};`);
  return [
    // Run as root (CI), the workers stay root so that they read this checkout and write the folder above.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "daemon off;",
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    `  access_log ${dir}/access.log;`,
    ...temp,
    `  include ${dir}/site.conf;`,
    "}",
  ].join("\n");
}

/**
 * Starts nginx with the recipe's site in front of `upstreams` (the instances' ports), its files in `folder` (made
 * afresh), and waits until it answers. Used by the end-to-end test of the recipe and by `npm run bench:cluster`.
 */
export async function startNginx(site: Omit<Site, "dir">, folder: string): Promise<Nginx> {
  if (!fs.existsSync(nginxBinary))
    throw new Error(`No nginx at ${nginxBinary}: install Debian's package (sudo apt-get install nginx-light), then run the tests again.`);
  const dir = path.resolve(folder);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(`${dir}/tmp`, { recursive: true });
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      `${dir}/key.pem`,
      "-out",
      `${dir}/cert.pem`,
    ],
    { stdio: "ignore" },
  );
  fs.writeFileSync(`${dir}/site.conf`, siteFor({ ...site, dir }));
  fs.writeFileSync(`${dir}/nginx.conf`, mainConfig(dir));
  const child: ChildProcess = spawn(nginxBinary, ["-p", dir, "-c", `${dir}/nginx.conf`], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  const base = `https://localhost:${site.tlsPort}`;
  const plainBase = `http://localhost:${site.plainPort}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const status = (await fetch(plainBase, { redirect: "manual" }).catch(() => undefined))?.status;
    if (status === 301) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 20 s: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    plainBase,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
