import { describe, expect, it } from "vitest";
import { scriptSources } from "./first-load";

describe("scriptSources", () => {
  it("lists each modern script chunk once, decoding entities, and skips nomodule polyfills and inline scripts", () => {
    const html = [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script async src="/_next/static/chunks/page.js?dpl=a&amp;b"></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
    ].join("");
    expect(scriptSources(html)).toEqual(["/_next/static/chunks/main.js", "/_next/static/chunks/page.js?dpl=a&b"]);
  });
});
