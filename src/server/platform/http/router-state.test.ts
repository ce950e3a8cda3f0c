import { describe, expect, it } from "vitest";
import { isRouterState } from "./router-state";

const header = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * The header's shape as Next.js 16's client router sends it (a node: segment, children, then url pair, refresh
 * marker, prefetch hint and a string, each optional). That the real router's headers pass is shown on the
 * production build by a client navigation (e2e/hostile-urls.desktop.spec.ts).
 */
const dynamic = ["slug", "baski-makinesi", "d", null];
const valid = [
  ["", {}],
  ["", { children: ["(shop)", { children: ["__PAGE__", {}] }] }, null, null, 1],
  ["", { children: [dynamic, { children: ["__PAGE__", {}, ["/urun/x", "/urun/x"], "refetch"] }] }, null, "metadata-only", 0, "x"],
  ["", { children: [["parts", "a/b", "c", ["x", "y"]], {}, null, "inside-shared-layout"] }],
];

describe("isRouterState", () => {
  it("accepts the trees the client router sends", () => {
    for (const tree of valid) expect(isRouterState(header(tree)), JSON.stringify(tree)).toBe(true);
  });

  it("refuses what the framework cannot read, at any position of a node and of a dynamic segment", () => {
    const full: unknown[] = [dynamic, { children: ["__PAGE__", {}] }, ["/a", "/a"], "refetch", 2, "x"];
    const wrong: unknown[][] = [
      [1, {}],
      ["", 1],
      ["", {}, ["/a"]],
      ["", {}, null, "refresh"],
      ["", {}, null, null, "1"],
      ["", {}, null, null, null, 1],
      [...full, "one too many"],
      full.with(0, ["slug", "x", "z", null]),
      full.with(0, ["slug", "x", "d"]),
      full.with(0, ["slug", 1, "d", null]),
      full.with(0, ["slug", "x", "d", [1]]),
      ["", { children: ["__PAGE__", { modal: [true, {}] }] }],
    ];
    for (const tree of wrong) expect(isRouterState(header(tree)), JSON.stringify(tree)).toBe(false);
    for (const text of ["%E0%A4%A", "not json", header({}), header(["", {}]).padEnd(40_001, " "), header([])])
      expect(isRouterState(text), text.slice(0, 20)).toBe(false);
  });

  it("refuses nesting past its bound without overflowing the stack", () => {
    let tree: unknown[] = ["__PAGE__", {}];
    for (let i = 0; i < 150; i++) tree = ["", { children: tree }];
    expect(isRouterState(header(tree))).toBe(false);
  });
});
