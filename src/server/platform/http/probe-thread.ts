/**
 * The load balancer's probes on a thread of their own (./probe-listener.ts starts it): a plain HTTP listener that
 * answers from what the main thread last wrote into shared memory, so that a main thread busy rendering pages
 * never delays the answer. Node's built-ins only, and only erasable TypeScript: Node runs this file as it is.
 *
 * The shared slots (milliseconds since the epoch, or 0/1): the main thread's last beat, whether its last readiness
 * check passed, when that check ended, and whether the process is draining (shutting down).
 */
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

type ProbeData = {
  port: number;
  host: string;
  state: SharedArrayBuffer;
  /** A readiness check older than this, or a main thread silent for longer, is not ready. */
  readyWithinMs: number;
  /** A main thread silent for longer than this is not alive. */
  aliveWithinMs: number;
  bodies: { up: string; down: string; missing: string };
  paths: { live: string; ready: string };
};

const data = workerData as ProbeData;
const slots = new BigInt64Array(data.state);
const read = (slot: number) => Number(Atomics.load(slots, slot));

function alive(now: number): boolean {
  return now - read(0) <= data.aliveWithinMs;
}

function ready(now: number): boolean {
  return read(3) === 0 && read(1) === 1 && now - read(2) <= data.readyWithinMs && now - read(0) <= data.readyWithinMs;
}

const server = http.createServer((req, res) => {
  const path = req.url?.split("?")[0];
  const now = Date.now();
  const known = req.method === "GET" && (path === data.paths.live || path === data.paths.ready);
  const ok = known && (path === data.paths.live ? alive(now) : ready(now));
  const body = !known ? data.bodies.missing : ok ? data.bodies.up : data.bodies.down;
  res
    .writeHead(!known ? 404 : ok ? 200 : 503, {
      "content-type": "application/json",
      "cache-control": "no-store",
      "content-length": Buffer.byteLength(body),
    })
    .end(body);
});
server.keepAliveTimeout = 65_000;
server.on("error", (err) => parentPort?.postMessage({ error: err.message }));
server.listen(data.port, data.host, () => {
  const address = server.address();
  parentPort?.postMessage({ port: typeof address === "object" && address ? address.port : data.port });
});
