import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { type ProbeListener, type Probes, probeAddress, startProbeListener } from "./probe-listener";

const bodies = { up: '{"status":"ok"}', down: '{"code":"not_ready","message":"x"}', missing: '{"code":"not_found","message":"y"}' };
const paths = { live: "/api/health/live", ready: "/api/health/ready" };
const timing = { beatMs: 50, readyWithinMs: 400, aliveWithinMs: 800 };

/**
 * Asks from another process while this one waits for it synchronously: this thread's event loop runs nothing
 * meanwhile, as a main thread deep in a render would not, so only the probe thread can answer.
 */
function ask(port: number, path: string): { status: number; body: string; ms: number } {
  const script = `const t=performance.now();fetch("http://127.0.0.1:${port}${path}").then(async r=>console.log(JSON.stringify({status:r.status,body:await r.text(),ms:performance.now()-t})))`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

function blockFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // The main thread busy, as in a long render.
  }
}

let listener: ProbeListener | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
});

async function started(check: Probes["check"]) {
  listener = await startProbeListener({ port: 0, host: "127.0.0.1" }, { check, bodies, paths }, timing);
  // Let the first check land.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return listener.port;
}

describe("the probe listener", () => {
  it("answers ready from its own thread while the main thread is blocked", async () => {
    const port = await started(async () => true);
    const answer = ask(port, paths.ready);
    expect(answer).toMatchObject({ status: 200, body: bodies.up });
    // The asking process's own start is not in `ms`: the request alone, answered while this thread waited.
    expect(answer.ms).toBeLessThan(100);
    expect(ask(port, paths.live)).toMatchObject({ status: 200, body: bodies.up });
  });

  it("says not ready when the check fails or throws, and 404 elsewhere", async () => {
    const port = await started(async () => false);
    expect(ask(port, paths.ready)).toMatchObject({ status: 503, body: bodies.down });
    expect(ask(port, "/metrics")).toMatchObject({ status: 404, body: bodies.missing });
    await listener?.close();
    const again = await started(async () => {
      throw new Error("database down");
    });
    expect(ask(again, paths.ready).status).toBe(503);
  });

  it("turns not ready when the main thread stops beating, and not alive when it stays stuck", async () => {
    const port = await started(async () => true);
    blockFor(timing.readyWithinMs + 100);
    expect(ask(port, paths.ready).status).toBe(503);
    expect(ask(port, paths.live).status).toBe(200);
    blockFor(timing.aliveWithinMs);
    expect(ask(port, paths.live).status).toBe(503);
  });

  it("stays down once draining, whatever the check says", async () => {
    const port = await started(async () => true);
    listener?.drain();
    expect(ask(port, paths.ready).status).toBe(503);
  });

  it("reads HEALTH_PORT and refuses a bad one", () => {
    expect(probeAddress({})).toBeUndefined();
    expect(probeAddress({ HEALTH_PORT: "3300" })).toEqual({ port: 3300, host: "127.0.0.1" });
    expect(probeAddress({ HEALTH_PORT: "3300", HEALTH_HOST: "0.0.0.0" })).toEqual({ port: 3300, host: "0.0.0.0" });
    expect(() => probeAddress({ HEALTH_PORT: "http" })).toThrow(/Invalid HEALTH_PORT/);
  });
});
