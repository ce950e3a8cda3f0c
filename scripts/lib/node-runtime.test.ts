import { describe, expect, it } from "vitest";
import { unsupportedNode } from "./node-runtime";

describe("the Node.js runtime", () => {
  it("refuses versions past their end of life and accepts current LTS lines", () => {
    expect(unsupportedNode("v20.20.2")).toMatch(/past its end of life/);
    expect(unsupportedNode("v22.12.0")).toBeNull();
    expect(unsupportedNode("v24.21.0")).toBeNull();
  });

  it("is what the test run itself uses", () => {
    expect(unsupportedNode(process.version)).toBeNull();
  });
});
