import { describe, expect, it } from "vitest";
import { decodeOrNull, isDecodablePath } from "./uri";

describe("decodeOrNull", () => {
  it("decodes valid percent-encoding", () => {
    expect(decodeOrNull("%C5%9Fampuan")).toBe("şampuan");
    expect(decodeOrNull("%25E0")).toBe("%E0");
  });

  it("answers null for broken or overlong encodings", () => {
    for (const bad of ["%E0%A4%A", "%C0%AF", "%", "%zz", "%E0%A4"]) expect(decodeOrNull(bad)).toBeNull();
  });
});

describe("isDecodablePath", () => {
  it("judges the path, not the query", () => {
    expect(isDecodablePath("/blog/yaz%C4%B1?q=%")).toBe(true);
    expect(isDecodablePath("/blog/%C0%AF")).toBe(false);
    expect(isDecodablePath("/%E0%A4%A")).toBe(false);
  });
});
