import { createHash } from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { acceptedEncoding, compress } from "./encoding";

/**
 * The build's scripts and style sheets (`/_next/static/…`, named by their content and cached for a year) in Brotli
 * at its highest quality: about 15 % fewer bytes than the gzip Next.js sends, which a phone on a slow line waits for
 * before the page is interactive; scripts also carry a compile hint (below). Each file is compressed once, off the
 * event loop, one at a time, all of them from the server's start (`warm`); until a file is ready, and for a browser
 * without Brotli, Next.js answers as before. Only files of the build, listed once, are ever read, so no request can
 * make the server read or keep anything else.
 */
export const STATIC_PREFIX = "/_next/static/";
/** A path that ends in a file extension names a file (the build's or a public one), never a page. */
export const namesFile = (path: string) => /\.[a-z0-9]+$/i.test(path);
const TYPES: Record<string, string> = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };

type Asset = { body: Buffer; etag: string; type: string };

/**
 * Put before every script: Chromium (136 and later) then compiles all of the script's functions on the background
 * thread that parses it while it downloads, instead of each one on the main thread the first time it runs. The
 * build's chunks are the page's start-up code and nearly all of it runs on load (the framework, the shell's
 * islands, the module registry); on a phone that compile work was the longest task of a page's start
 * (docs/adr/0020). Other browsers read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

function buildFiles(root: string): Set<string> {
  try {
    const listed = fs.readdirSync(root, { recursive: true, encoding: "utf8" });
    return new Set(listed.filter((name) => TYPES[path.extname(name)]).map((name) => path.join(root, name)));
  } catch {
    return new Set(); // no build here (tests, `next dev`): nothing to serve
  }
}

export function createStaticAssets(root = path.join(process.cwd(), ".next", "static")) {
  let files: Set<string> | undefined;
  const ready = new Map<string, Asset>();
  const queued = new Set<string>();
  const queue: string[] = [];
  let draining: Promise<void> | null = null;

  function fileOf(url: string | undefined): string | null {
    const pathname = (url ?? "").split("?")[0] ?? "";
    if (!pathname.startsWith(STATIC_PREFIX)) return null;
    files ??= buildFiles(root);
    const file = path.join(root, decodeURIComponent(pathname.slice(STATIC_PREFIX.length)));
    return files.has(file) ? file : null;
  }

  // One file at a time: the first visits after a start must not take the machine's cores from the pages.
  async function drain() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      try {
        const source = await fs.promises.readFile(file);
        const script = path.extname(file) === ".js";
        const body = await compress(script ? Buffer.concat([Buffer.from(COMPILE_HINT), source]) : source, "br", "file");
        const etag = `"br-${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
        ready.set(file, { body, etag, type: TYPES[path.extname(file)] as string });
      } catch {
        // gone since the listing: Next.js answers for it, as for any file not ready
      }
    }
  }

  function startDraining() {
    draining = drain().finally(() => {
      draining = null;
      if (queue.length) startDraining();
    });
  }

  function prepare(file: string) {
    if (queued.has(file)) return;
    queued.add(file);
    queue.push(file);
    if (!draining) startDraining();
  }

  /** Queues every file of the build: the first visitors after a start get Brotli too (about 4 s of one core). */
  function warm() {
    files ??= buildFiles(root);
    for (const file of files) prepare(file);
  }

  /** Answers the request when it is for a build file already in Brotli and the browser takes Brotli; else false. */
  function serve(req: http.IncomingMessage, res: http.ServerResponse, securityHeaders: Record<string, string>): boolean {
    // Every request passes here: the path is looked at first, the headers only for a build file.
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const file = fileOf(req.url);
    if (!file || acceptedEncoding(req) !== "br") return false;
    const asset = ready.get(file);
    if (!asset) {
      prepare(file);
      return false;
    }
    const headers = {
      ...securityHeaders,
      "content-type": asset.type,
      "cache-control": "public, max-age=31536000, immutable",
      "content-encoding": "br",
      vary: "Accept-Encoding",
      etag: asset.etag,
    };
    if (req.headers["if-none-match"] === asset.etag) res.writeHead(304, headers).end();
    else res.writeHead(200, { ...headers, "content-length": asset.body.length }).end(req.method === "HEAD" ? undefined : asset.body);
    return true;
  }

  return { serve, warm, settled: () => draining ?? Promise.resolve() };
}
