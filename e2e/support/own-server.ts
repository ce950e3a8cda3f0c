import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { expect } from "@playwright/test";

/** A server of a spec's own on the same build (scripts/e2e-server.ts: a fresh PGlite under `.data-e2e/<name>`). */
export type OwnServer = { base: string; process: ChildProcess; stop: () => void; running: () => boolean; output: () => string };

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts it with `env` over the tests' environment and waits until it answers (seeding takes most of a minute);
 * `{ dev: true }` serves it with `next dev` instead of the build; `output()` is what it printed so far.
 */
export async function startOwnServer(name: string, env: Record<string, string>, { dev = false } = {}): Promise<OwnServer> {
  let printed = "";
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `.data-e2e/${name}`;
  const child = spawn("node_modules/.bin/tsx", ["scripts/e2e-server.ts", ...(dev ? ["--dev"] : [])], {
    detached: true,
    stdio: ["ignore", "pipe", "ignore"],
    env: {
      ...process.env,
      PORT: String(port),
      BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
      DATA_DIR: dataDir,
      PGLITE_DIR: `${dataDir}/pglite`,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    printed += chunk;
  });
  // Under next dev each route compiles on its first request: wait on the auth API, which a spec signs in through.
  const ready = dev ? "/api/auth/ok" : "/api/health";
  await expect
    .poll(async () => (await fetch(`${base}${ready}`).catch(() => undefined))?.status, { timeout: 200_000, intervals: [1000] })
    .toBe(200);
  return {
    base,
    process: child,
    output: () => printed,
    // The server and its child (scripts/serve.ts) share the process group made for them.
    stop: () => {
      if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGTERM");
    },
    // Whether any process of that group is still alive.
    running: () => {
      try {
        return process.kill(-child.pid!, 0);
      } catch {
        return false;
      }
    },
  };
}
