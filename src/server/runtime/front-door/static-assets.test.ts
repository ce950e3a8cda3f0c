import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, createStaticAssets } from "./static-assets";

const script = `export const text = "${"Baskı makinesi ".repeat(200)}";\n`;
const style = `.card { color: #333 }\n`;
let server: http.Server | undefined;
afterEach(() => server?.close());

/** A build folder with one script, behind a server that answers 299 "next" for whatever the assets leave to Next.js. */
async function serving() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-assets-"));
  const root = path.join(dir, "static");
  fs.mkdirSync(path.join(root, "chunks"), { recursive: true });
  fs.writeFileSync(path.join(root, "chunks", "a1.js"), script);
  fs.writeFileSync(path.join(root, "chunks", "a1.css"), style);
  fs.writeFileSync(path.join(root, "chunks", "font.woff2"), "binary");
  fs.writeFileSync(path.join(dir, "secret.js"), "outside the build");
  const assets = createStaticAssets(root);
  server = http.createServer((req, res) => {
    if (!assets.serve(req, res, { "x-content-type-options": "nosniff" })) res.writeHead(299).end("next");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (url: string, headers: Record<string, string> = { "accept-encoding": "gzip, br" }, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http
        .request({ host: "127.0.0.1", port, path: url, method, headers }, async (res) => {
          const chunks: Buffer[] = [];
          for await (const chunk of res) chunks.push(chunk as Buffer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        })
        .on("error", reject)
        .end(),
    );
  return { get, settled: assets.settled, warm: assets.warm };
}

describe("the build's static files in Brotli", () => {
  it("leaves a file to Next.js until it is compressed, then serves it in Brotli, cached for a year", async () => {
    const { get, settled } = await serving();
    expect((await get("/_next/static/chunks/a1.js")).status).toBe(299);
    await settled();
    const res = await get("/_next/static/chunks/a1.js");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(res.body).toString()).toBe(COMPILE_HINT + script);
    expect(res.body.length).toBeLessThan(script.length / 10);

    const again = await get("/_next/static/chunks/a1.js", { "accept-encoding": "br", "if-none-match": String(res.headers.etag) });
    expect(again.status).toBe(304);
    const head = await get("/_next/static/chunks/a1.js", { "accept-encoding": "br" }, "HEAD");
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  it("has every file of the build ready in Brotli before it is first asked for, once warmed", async () => {
    const { get, settled, warm } = await serving();
    warm();
    await settled();
    const res = await get("/_next/static/chunks/a1.js");
    expect([res.status, res.headers["content-encoding"]]).toEqual([200, "br"]);
    expect(brotliDecompressSync(res.body).toString()).toBe(COMPILE_HINT + script);
    const css = await get("/_next/static/chunks/a1.css");
    expect([css.status, css.headers["content-type"]]).toEqual([200, "text/css; charset=UTF-8"]);
    expect(brotliDecompressSync(css.body).toString()).toBe(style);
    expect((await get("/_next/static/chunks/font.woff2")).status).toBe(299);
  });

  it("leaves to Next.js browsers without Brotli, other methods, other file types and anything outside the build", async () => {
    const { get, settled } = await serving();
    await get("/_next/static/chunks/a1.js");
    await settled();
    expect((await get("/_next/static/chunks/a1.js", { "accept-encoding": "gzip" })).status).toBe(299);
    expect((await get("/_next/static/chunks/a1.js", { "accept-encoding": "gzip, br;q=0" })).status).toBe(299);
    expect((await get("/_next/static/chunks/a1.js", { "accept-encoding": "br" }, "POST")).status).toBe(299);
    expect((await get("/_next/static/chunks/font.woff2")).status).toBe(299);
    expect((await get("/_next/static/chunks/missing.js")).status).toBe(299);
    expect((await get("/_next/static/../secret.js")).status).toBe(299);
    expect((await get("/_next/static/%2e%2e/secret.js")).status).toBe(299);
    expect((await get("/chunks/a1.js")).status).toBe(299);
    await settled();
    expect((await get("/_next/static/chunks/missing.js")).status).toBe(299);
    expect((await get("/_next/static/%2e%2e/secret.js")).status).toBe(299);
  });
});
