import type http from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Response compression of the front door: Brotli where the browser takes it (every current browser does over
 * HTTPS and on localhost), else gzip. Brotli at quality 5 makes a 100 kB page about 15 % smaller than gzip at its
 * default level, in half the time (docs/adr/0015); files that never change are compressed
 * once at the highest quality.
 */
export type Encoding = "br" | "gzip";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the request accepts (a `q=0` refuses one), or null for none. */
export function acceptedEncoding(req: http.IncomingMessage): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(req.headers["accept-encoding"] ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
}

/**
 * The smallest Brotli window that holds the whole body: the default 4 MB window's output to within a byte or two,
 * from an encoder a fraction of the size (a page of 100 kB needs 128 kB), which matters when many responses are
 * compressed at once.
 */
export const windowBits = (bytes: number) =>
  Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))));

/** `quality` "page" for a body made per response, "file" for one compressed once and kept. */
export function compress(body: Buffer, encoding: Encoding, quality: "page" | "file"): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body);
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality === "page" ? 5 : constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Marks a response as varying with Accept-Encoding, keeping what it varied with already (and saying it once). */
export function varyOnEncoding(vary: string | undefined): string {
  if (!vary) return "Accept-Encoding";
  return vary.split(",").some((name) => name.trim().toLowerCase() === "accept-encoding") ? vary : `${vary}, Accept-Encoding`;
}
