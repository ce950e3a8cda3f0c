/**
 * The production server: Next.js behind a plain Node HTTP server that first offers each request to the app's
 * front door (src/server/runtime/front-door: the instant search and the guest page cache, docs/adr/0010). `npm start`,
 * the end-to-end tests and the benchmarks all serve through it. PORT (default 3000), HOST (default all), TRUST_PROXY
 * (the proxies that may name the client: src/server/platform/http/forwarded.ts), SHUTDOWN_TIMEOUT_MS (default 25000), and
 * how long a client and a request may take (REQUEST_TIMEOUT_MS, BODY_IDLE_TIMEOUT_MS, QUEUE_WAIT_MS:
 * src/server/runtime/front-door/limits.ts).
 *
 * HEALTH_PORT (and HEALTH_HOST, default loopback): the load balancer's probes also on a listener of their own, answered
 * by a thread of their own however busy the renders keep the main thread (src/server/platform/http/probe-listener.ts).
 *
 * SIGTERM or SIGINT: the probe listener's readiness turns down at once; stop taking connections, let the requests in flight and the running jobs finish, then exit; whatever is still running after SHUTDOWN_TIMEOUT_MS is cut off (a job cut off runs again).
 */
import next from "next";
import { probeAddress, startProbeListener } from "@/server/platform/http/probe-listener";
import { shutDown } from "@/server/platform/runtime/shutdown";
import { createShopServer } from "@/server/runtime/front-door/http-server";
import { installedFrontDoor } from "@/server/runtime/front-door/installed";

/**
 * The app's probes, from its front door. Next.js starts the app, and with it the instrumentation that installs the
 * front door (src/instrumentation.ts), on the first request it is sent: the probe listener sends that one itself.
 */
async function appProbes(port: number, hostname: string | undefined) {
  const host = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${port}/api/health/live`).then((res) => res.arrayBuffer());
  const door = installedFrontDoor().door;
  if (!door) throw new Error("HEALTH_PORT is set, but the app installed no front door to answer the probes");
  return door.probes();
}

async function main() {
  // tsx turns Node's source maps on for the TypeScript it compiles; left on, Node would also read and keep the map
  // of every compiled chunk of the build the app loads (about 90 MB of strings on the V8 heap for the whole process'
  // life), which `next start` does not do either (docs/PERFORMANCE.md, "Memory").
  process.setSourceMapsEnabled(false);
  // Next.js reads next.config.ts through Node's own TypeScript support (tsx's loader, which runs this file) instead
  // of compiling it with its SWC binding, which would stay mapped for the process's life: about 26 MB of resident
  // memory under load. The variable is what Next.js's own `--experimental-next-config-strip-types` option sets;
  // should a Next.js release stop reading it, the config is compiled with SWC as before (docs/PERFORMANCE.md,
  // "Memory, 24 November (night)").
  process.env.__NEXT_NODE_NATIVE_TS_LOADER_ENABLED = "true";
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST;
  const app = next({ dev: false, hostname: hostname ?? "localhost", port });
  // Made before Next.js starts, so that a bad limit in the environment stops the server at once.
  const server = createShopServer(app.getRequestHandler());
  const probeAt = probeAddress();
  await app.prepare();
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`Serving the shop at http://${hostname ?? "localhost"}:${port}`);
  const probeListener = probeAt ? await startProbeListener(probeAt, await appProbes(port, hostname)) : undefined;
  if (probeListener) console.log(`Answering the health probes at http://${probeAt?.host}:${probeListener.port}`);
  const limit = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
  const shutdown = async () => {
    probeListener?.drain();
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection whose request finishes after this point would otherwise stay open, idle, until its
    // timeout (longer than the time limit): close the idle ones until the server has none.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    // The live channels and the job worker end too: an open channel is never idle and would hold `requestsDone`.
    await Promise.all([requestsDone, shutDown(limit)]);
    clearInterval(idle);
    await probeListener?.close();
    await app.close();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      console.log(`${signal}: finishing requests and jobs (at most ${limit} ms)`);
      setTimeout(() => {
        console.error("Shutdown time limit reached; exiting with work unfinished");
        process.exit(1);
      }, limit + 2000).unref();
      shutdown().then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
