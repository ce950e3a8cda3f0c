import { Worker } from "node:worker_threads";

/**
 * The probes' own listener (HEALTH_PORT): liveness and readiness answered by a thread of their own
 * (./probe-thread.ts) within a millisecond however busy the main thread is with renders, which the shop's port cannot
 * promise (its probes wait for the main thread's event loop). The main thread beats every BEAT_MS and runs the
 * readiness check (./health.ts) at most once per beat; the thread answers ready while the last check passed and both
 * the check and the beat are recent, and alive while the main thread has beaten within ALIVE_WITHIN_MS: a main thread
 * stuck for that long is a process to restart. No "server-only" import: scripts/serve.ts loads this file itself.
 */
const BEAT_MS = 250;
const READY_WITHIN_MS = 3000;
const ALIVE_WITHIN_MS = 30_000;

/** What the thread answers: the bodies of up, not ready and an unknown path, and the probes' paths. */
export type Probes = {
  check: () => Promise<boolean>;
  bodies: { up: string; down: string; missing: string };
  paths: { live: string; ready: string };
};

export type ProbeListener = { port: number; drain: () => void; close: () => Promise<void> };

/** HEALTH_PORT (unset or empty: no listener) on HEALTH_HOST (default loopback, where a local proxy probes). */
export function probeAddress(env: Record<string, string | undefined> = process.env): { port: number; host: string } | undefined {
  const raw = env.HEALTH_PORT?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid HEALTH_PORT: ${raw} (a port, 0-65535)`);
  return { port, host: env.HEALTH_HOST?.trim() || "127.0.0.1" };
}

/**
 * Starts the thread on `port` (0: any free port, answered in `port`). `drain()` turns readiness down for good, as
 * the process starts shutting down, so that a balancer stops sending before the listener closes.
 */
export async function startProbeListener(
  address: { port: number; host: string },
  probes: Probes,
  timing = { beatMs: BEAT_MS, readyWithinMs: READY_WITHIN_MS, aliveWithinMs: ALIVE_WITHIN_MS },
): Promise<ProbeListener> {
  const state = new SharedArrayBuffer(4 * BigInt64Array.BYTES_PER_ELEMENT);
  const slots = new BigInt64Array(state);
  const write = (slot: number, value: number) => Atomics.store(slots, slot, BigInt(value));
  let checking = false;
  const beat = () => {
    write(0, Date.now());
    if (checking) return;
    checking = true;
    probes
      .check()
      .catch(() => false)
      .then((ok) => {
        write(1, ok ? 1 : 0);
        write(2, Date.now());
        checking = false;
      });
  };
  beat();
  const timer = setInterval(beat, timing.beatMs);
  timer.unref();
  const worker = new Worker(new URL("./probe-thread.ts", import.meta.url), {
    workerData: { ...address, state, ...timing, bodies: probes.bodies, paths: probes.paths },
    // The thread needs no loader: Node strips the types of its one file itself.
    execArgv: [],
  });
  worker.unref();
  const close = async () => {
    clearInterval(timer);
    await worker.terminate();
  };
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("message", (message: { port?: number; error?: string }) =>
      message.port === undefined ? reject(new Error(`Probe listener: ${message.error}`)) : resolve(message.port),
    );
    worker.once("error", reject);
  }).catch(async (err) => {
    await close();
    throw err;
  });
  return { port, drain: () => write(3, 1), close };
}
