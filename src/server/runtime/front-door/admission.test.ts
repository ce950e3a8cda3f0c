import { EventEmitter } from "node:events";
import type http from "node:http";
import { describe, expect, it } from "vitest";
import { createAdmission } from "./admission";

/** A request and its response as the admission sees them: a URL, and `finish`/`close` events. */
function exchange(url: string) {
  const req = { url } as http.IncomingMessage;
  const res = new EventEmitter() as EventEmitter & http.ServerResponse;
  return { req, res, finish: () => res.emit("finish") && res.emit("close"), leave: () => res.emit("close") };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("admission of renders", () => {
  it("lets `limit` requests in at once and the others in the order they came, as slots free", async () => {
    const admission = createAdmission(2);
    const started: string[] = [];
    const requests = ["/a", "/b", "/c", "/d"].map(exchange);
    for (const { req, res } of requests) void admission.admit(req, res, (r) => started.push(r.url!));
    await tick();
    expect(started).toEqual(["/a", "/b"]);
    expect(admission.size()).toEqual({ running: 2, waiting: 2 });
    requests[1]!.finish();
    await tick();
    expect(started).toEqual(["/a", "/b", "/c"]);
    requests[0]!.finish();
    requests[0]!.finish(); // a second event frees nothing more
    await tick();
    expect(started).toEqual(["/a", "/b", "/c", "/d"]);
    requests[2]!.finish();
    requests[3]!.finish();
    expect(admission.size()).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot of a handler that fails, and fails as the handler did", async () => {
    const admission = createAdmission(1);
    const failing = exchange("/fails");
    const after = exchange("/after");
    const failed = admission.admit(failing.req, failing.res, async () => {
      await tick();
      throw new Error("render failed");
    });
    let started = false;
    void admission.admit(after.req, after.res, () => {
      started = true;
    });
    await expect(failed).rejects.toThrow("render failed");
    expect(started).toBe(true);
  });

  it("never renders a waiting request whose client left, and frees the slot of one that leaves mid-render", async () => {
    const admission = createAdmission(1);
    const started: string[] = [];
    const requests = ["/rendering", "/gone", "/next"].map(exchange);
    for (const { req, res } of requests) void admission.admit(req, res, (r) => started.push(r.url!));
    requests[1]!.leave();
    expect(admission.size()).toEqual({ running: 1, waiting: 1 });
    requests[0]!.leave();
    await tick();
    expect(started).toEqual(["/rendering", "/next"]);
  });

  it("lets the build's files and public files through without a slot", async () => {
    const admission = createAdmission(1);
    const started: string[] = [];
    const busy = exchange("/page");
    void admission.admit(busy.req, busy.res, (r) => started.push(r.url!));
    for (const url of ["/_next/static/chunks/app.js", "/favicon.ico", "/fonts/inter.woff2?v=2", "/api/cart"]) {
      const { req, res } = exchange(url);
      void admission.admit(req, res, (r) => started.push(r.url!));
    }
    expect(started).toEqual(["/page", "/_next/static/chunks/app.js", "/favicon.ico", "/fonts/inter.woff2?v=2"]);
    expect(admission.size()).toEqual({ running: 1, waiting: 1 });
  });
});
