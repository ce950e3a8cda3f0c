import { brotliCompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import { varyOnEncoding, windowBits } from "./encoding";

describe("a compressed response's Vary header", () => {
  it("adds Accept-Encoding to what the response varied with, once", () => {
    expect(varyOnEncoding(undefined)).toBe("Accept-Encoding");
    expect(varyOnEncoding("rsc")).toBe("rsc, Accept-Encoding");
    expect(varyOnEncoding("rsc, accept-encoding")).toBe("rsc, accept-encoding");
    expect(varyOnEncoding("rsc,Accept-Encoding ")).toBe("rsc,Accept-Encoding ");
  });
});

describe("the Brotli window", () => {
  it("is the smallest that holds the body, within Brotli's bounds, and costs at most a few bytes of output", () => {
    expect([windowBits(0), windowBits(1000), windowBits(100_000), windowBits(1 << 30)]).toEqual([10, 10, 17, 24]);
    const page = Buffer.from(`<ul>${Array.from({ length: 3000 }, (_, i) => `<li class="card">Ürün ${i * 7919}</li>`).join("")}</ul>`);
    const at = (lgwin: number) =>
      brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: lgwin } }).length;
    expect(at(windowBits(page.length)) - at(constants.BROTLI_MAX_WINDOW_BITS)).toBeLessThanOrEqual(4);
  });
});
