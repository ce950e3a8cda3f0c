import { describe, expect, it } from "vitest";
import { jsonProblem, MAX_JSON_DEPTH } from "./json-shape";

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

describe("jsonProblem", () => {
  it("passes the shop's own bodies", () => {
    expect(jsonProblem({ item: { productId: 1, quantity: 2 }, note: "İyi günler", tags: ["a", null, true] })).toBeNull();
    expect(jsonProblem(nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it("finds U+0000 in any string, keys included, at any depth", () => {
    expect(jsonProblem("a\u0000b")).toBe("nul");
    expect(jsonProblem({ a: [{ b: "x\u0000" }] })).toBe("nul");
    expect(jsonProblem({ "k\u0000": 1 })).toBe("nul");
  });

  it("refuses nesting past the limit, however deep, without overflowing the stack", () => {
    expect(jsonProblem(nested(MAX_JSON_DEPTH + 1))).toBe("too_deep");
    expect(jsonProblem(JSON.parse(`${"[".repeat(200_000)}${"]".repeat(200_000)}`))).toBe("too_deep");
  });
});
