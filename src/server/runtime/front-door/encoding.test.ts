import { describe, expect, it } from "vitest";
import { varyOnEncoding } from "./encoding";

describe("a compressed response's Vary header", () => {
  it("adds Accept-Encoding to what the response varied with, once", () => {
    expect(varyOnEncoding(undefined)).toBe("Accept-Encoding");
    expect(varyOnEncoding("rsc")).toBe("rsc, Accept-Encoding");
    expect(varyOnEncoding("rsc, accept-encoding")).toBe("rsc, accept-encoding");
    expect(varyOnEncoding("rsc,Accept-Encoding ")).toBe("rsc,Accept-Encoding ");
  });
});
