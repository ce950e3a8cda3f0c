import { EventEmitter } from "node:events";
import type http from "node:http";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AdmissionOptions, createAdmission } from "./admission";

type Res = EventEmitter & http.ServerResponse & { closed: boolean };

/**
 * A request and its response as the admission sees them: a URL, the client's address, a body stream (written by
 * `send`, completed by `complete` as Node's parser does: `complete` first, then the end) and `finish`/`close` events.
 */
function exchange(url: string, client = "10.0.0.1", bodyBytes = 0) {
  const stream = new PassThrough();
  const headers = { "x-forwarded-for": client, ...(bodyBytes > 0 ? { "content-length": String(bodyBytes) } : {}) };
  const req = Object.assign(stream, {
    url,
    method: bodyBytes > 0 ? "POST" : "GET",
    headers,
    complete: false,
  }) as unknown as http.IncomingMessage;
  const res = Object.assign(new EventEmitter(), { closed: false }) as Res;
  const close = () => {
    res.closed = true;
    res.emit("close");
  };
  return {
    req,
    res,
    send: (text: string) => stream.write(text),
    complete: () => {
      (req as { complete: boolean }).complete = true;
      stream.end();
    },
    finish: () => res.emit("finish") && close(),
    leave: close,
    /** The client goes mid-body: Node destroys the request. */
    abort: () => stream.destroy(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** An admission whose refusals are recorded in `refused`, by URL. */
function admission(options: Partial<AdmissionOptions> = {}) {
  const refused: string[] = [];
  const made = createAdmission({
    refuse: (req, _res, status) => refused.push(`${status} ${req.url}`),
    queueWaitMs: 60_000,
    bodyIdleMs: 60_000,
    ...options,
  });
  return { ...made, refused };
}

const reads = async (req: http.IncomingMessage) => {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
};

afterEach(() => {
  vi.useRealTimers();
});

describe("admission of renders", () => {
  it("lets `limit` requests in at once and the others in the order they came, as slots free", async () => {
    const { admit, size } = admission({ limit: 2 });
    const started: string[] = [];
    const requests = ["/a", "/b", "/c", "/d"].map((url, i) => exchange(url, `10.0.0.${i}`));
    for (const { req, res } of requests) void admit(req, res, (r) => started.push(r.url!));
    await tick();
    expect(started).toEqual(["/a", "/b"]);
    expect(size()).toEqual({ running: 2, waiting: 2, bodyBytes: 0 });
    requests[1]!.finish();
    await tick();
    expect(started).toEqual(["/a", "/b", "/c"]);
    requests[0]!.finish();
    requests[0]!.finish(); // a second event frees nothing more
    await tick();
    expect(started).toEqual(["/a", "/b", "/c", "/d"]);
    requests[2]!.finish();
    requests[3]!.finish();
    expect(size()).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
  });

  it("frees the slot of a handler that fails, and fails as the handler did", async () => {
    const { admit } = admission({ limit: 1 });
    const failing = exchange("/fails");
    const after = exchange("/after", "10.0.0.2");
    const failed = admit(failing.req, failing.res, async () => {
      await tick();
      throw new Error("render failed");
    });
    let started = false;
    void admit(after.req, after.res, () => {
      started = true;
    });
    await expect(failed).rejects.toThrow("render failed");
    await tick();
    expect(started).toBe(true);
  });

  it("never renders a waiting request whose client left, and frees the slot of one that leaves mid-render", async () => {
    const { admit, size } = admission({ limit: 1 });
    const started: string[] = [];
    const requests = ["/rendering", "/gone", "/next"].map((url, i) => exchange(url, `10.0.0.${i}`));
    for (const { req, res } of requests) void admit(req, res, (r) => started.push(r.url!));
    await tick();
    requests[1]!.leave();
    expect(size()).toMatchObject({ running: 1, waiting: 1 });
    requests[0]!.leave();
    await tick();
    expect(started).toEqual(["/rendering", "/next"]);
  });

  it("lets the build's files, public files and the health check through without a slot or a wait", async () => {
    const { admit, size } = admission({ limit: 1 });
    const started: string[] = [];
    const busy = exchange("/page");
    void admit(busy.req, busy.res, (r) => started.push(r.url!));
    await tick();
    for (const url of ["/_next/static/chunks/app.js", "/favicon.ico", "/fonts/inter.woff2?v=2", "/api/health", "/api/cart"]) {
      const { req, res } = exchange(url, "10.0.0.2");
      void admit(req, res, (r) => started.push(r.url!));
    }
    await tick();
    expect(started).toEqual(["/page", "/_next/static/chunks/app.js", "/favicon.ico", "/fonts/inter.woff2?v=2", "/api/health"]);
    expect(size()).toMatchObject({ running: 1, waiting: 1 });
  });
});

describe("a fair share for each address", () => {
  it("gives one address at most half of the slots; another address's request starts at once", async () => {
    const { admit, size } = admission({ limit: 4 });
    const started: string[] = [];
    const flood = ["/1", "/2", "/3", "/4"].map((url) => exchange(url, "10.0.0.9"));
    for (const { req, res } of flood) void admit(req, res, (r) => started.push(r.url!));
    await tick();
    expect(started).toEqual(["/1", "/2"]);
    const other = exchange("/other", "10.0.0.1");
    void admit(other.req, other.res, (r) => started.push(r.url!));
    await tick();
    expect(started).toEqual(["/1", "/2", "/other"]);
    expect(size()).toMatchObject({ running: 3, waiting: 2 });
    // A slot freed by another address is not the flooding address's to take past its half.
    other.finish();
    await tick();
    expect(size()).toMatchObject({ running: 2, waiting: 2 });
    flood[0]!.finish();
    await tick();
    expect(started).toEqual(["/1", "/2", "/other", "/3"]);
  });

  it("gives a freed slot to the waiting address that holds fewest, before those that came earlier", async () => {
    const { admit } = admission({ limit: 6 });
    const started: string[] = [];
    const a = ["/a1", "/a2", "/a3", "/a4", "/a5"].map((url) => exchange(url, "10.0.0.1"));
    const b = ["/b1", "/b2", "/b3", "/b4"].map((url) => exchange(url, "10.0.0.2"));
    const c = exchange("/c1", "10.0.0.3");
    for (const { req, res } of [...a, ...b, c]) {
      void admit(req, res, (r) => started.push(r.url!));
      await tick();
    }
    expect(started).toEqual(["/a1", "/a2", "/a3", "/b1", "/b2", "/b3"]);
    a[0]!.finish();
    await tick();
    expect(started.slice(6)).toEqual(["/c1"]);
    a[1]!.finish();
    await tick();
    expect(started.slice(6)).toEqual(["/c1", "/a4"]);
  });
});

describe("a bounded wait", () => {
  it("answers 503 to a request that found no slot within the wait, and never renders it", async () => {
    vi.useFakeTimers();
    const { admit, size, refused } = admission({ limit: 1, queueWaitMs: 2000 });
    const started: string[] = [];
    const busy = exchange("/busy");
    const late = exchange("/late", "10.0.0.2");
    void admit(busy.req, busy.res, (r) => started.push(r.url!));
    const waited = admit(late.req, late.res, (r) => started.push(r.url!));
    await vi.advanceTimersByTimeAsync(1999);
    expect(refused).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await waited;
    expect(refused).toEqual(["503 /late"]);
    expect(size()).toMatchObject({ running: 1, waiting: 0 });
    busy.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(["/busy"]);
  });
});

describe("the body before the slot", () => {
  it("holds no slot while a body is on its way, and hands the handler the whole body once it is in", async () => {
    const { admit, size } = admission({ limit: 1 });
    const started: string[] = [];
    const upload = exchange("/api/cart/add-item", "10.0.0.1", 10);
    let body = "";
    const uploaded = admit(upload.req, upload.res, async (r) => {
      started.push(r.url!);
      body = await reads(r);
    });
    upload.send("01234");
    await tick();
    expect(size()).toEqual({ running: 0, waiting: 0, bodyBytes: 5 });
    const page = exchange("/page", "10.0.0.1");
    void admit(page.req, page.res, (r) => started.push(r.url!));
    await tick();
    expect(started).toEqual(["/page"]);
    upload.send("56789");
    upload.complete();
    await tick();
    expect(size()).toEqual({ running: 1, waiting: 1, bodyBytes: 10 });
    page.finish();
    await uploaded;
    expect([started, body]).toEqual([["/page", "/api/cart/add-item"], "0123456789"]);
    upload.finish();
    expect(size()).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
  });

  it("answers 408 to a body that sends nothing for the idle time, without a slot", async () => {
    vi.useFakeTimers();
    const { admit, size, refused } = admission({ limit: 1, bodyIdleMs: 1000 });
    const stalled = exchange("/api/cart/add-item", "10.0.0.1", 1000);
    let started = false;
    const admitted = admit(stalled.req, stalled.res, () => {
      started = true;
    });
    stalled.send("123456789");
    await vi.advanceTimersByTimeAsync(999);
    stalled.send("0"); // a byte resets the idle time
    await vi.advanceTimersByTimeAsync(999);
    expect(refused).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await admitted;
    expect([refused, started]).toEqual([["408 /api/cart/add-item"], false]);
    expect(size()).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
  });

  it("forgets a body whose client left mid-way, and answers nothing", async () => {
    const { admit, size, refused } = admission({ limit: 1 });
    const aborted = exchange("/api/cart/add-item", "10.0.0.1", 1000);
    let started = false;
    const admitted = admit(aborted.req, aborted.res, () => {
      started = true;
    });
    aborted.send("123456789");
    await tick();
    aborted.abort();
    await admitted;
    expect([refused, started]).toEqual([[], false]);
    expect(size()).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
  });

  it("answers 413 to a body declared larger than any route takes, and 503 past an address's half of the body memory", async () => {
    const { admit, size, refused } = admission({ bodyMemoryBytes: 100 });
    const huge = exchange("/api/cart/add-item", "10.0.0.1", 64 * 1024 * 1024);
    await admit(huge.req, huge.res, () => {});
    const first = exchange("/api/a", "10.0.0.2", 60);
    const admitted = admit(first.req, first.res, () => {});
    first.send("x".repeat(40));
    await tick();
    expect(size().bodyBytes).toBe(40);
    first.send("x".repeat(20));
    await admitted;
    expect(refused).toEqual(["413 /api/cart/add-item", "503 /api/a"]);
    expect(size()).toEqual({ running: 0, waiting: 0, bodyBytes: 0 });
  });
});
