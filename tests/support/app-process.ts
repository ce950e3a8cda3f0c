import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/** One app instance in its own Node process (tests/support/route-server.ts), on its own port. */
export type AppProcess = {
  base: string;
  child: ChildProcess;
  /** SIGTERM: the instance closes its database and exits. */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash or a pulled plug would end it: nothing is flushed or closed. */
  kill: () => Promise<void>;
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

/**
 * Starts an instance on `database` (a PostgreSQL URL or a PGlite directory); resolves once it serves. `options.port`
 * (default any free one) and `options.env`, added to this process's environment.
 */
export async function startApp(
  database: { url: string } | { pgliteDir: string },
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<AppProcess> {
  // Its own DATA_DIR, so order mails do not land in the checkout's ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-app-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: "warn",
    PORT: String(options.port ?? 0),
    DATABASE_POOL_SIZE: "5",
    DATA_DIR: dataDir,
    ...options.env,
  };
  if ("url" in database) env.DATABASE_URL = database.url;
  else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = database.pgliteDir;
  }
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/support/route-server.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code, signal) => reject(new Error(`the app instance exited (${code ?? signal}) before serving`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, child, stop: () => end("SIGTERM"), kill: () => end("SIGKILL") };
}
