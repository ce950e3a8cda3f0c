import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";
import { describe, expect, it } from "vitest";
import { isRouterState } from "./router-state";

/** Next.js's own reading of the header (the framework's insides, in this test only: the rule to agree with). */
function nextAccepts(header: string): boolean {
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

// A fixed linear congruential sequence: the same trees on every run.
let state = 20261202;
const rnd = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const segments = ["", "__PAGE__", "(shop)", "urun", ["slug", "baski-makinesi", "d", null], ["parts", "a/b", "c", ["x"]]];
const strange: unknown[] = [null, 1, true, "x", [], {}, ["a"], ["a", "b", "z", null], { children: 1 }, "refetch", [1, 2]];

/** A tree as the client router sends it, a few levels deep, with each optional tail element or not. */
function tree(depth: number): unknown[] {
  const children: Record<string, unknown> = {};
  if (depth > 0) for (const key of ["children", "modal"].slice(0, Math.floor(rnd() * 3))) children[key] = tree(depth - 1);
  const tail = [
    pick([null, ["/urun", "/urun"]]),
    pick([null, "refetch", "inside-shared-layout", "metadata-only"]),
    pick([null, 0, 3]),
    "x",
  ];
  return [pick(segments), children, ...tail.slice(0, Math.floor(rnd() * 5))];
}

/** The tree with one of its parts, at any depth, replaced by something else. */
function mutated(value: unknown): unknown {
  if (!Array.isArray(value) && (value === null || typeof value !== "object")) return rnd() < 0.3 ? pick(strange) : value;
  if (rnd() < 0.15) return pick(strange);
  if (Array.isArray(value)) {
    const copy = value.map((v) => (rnd() < 0.4 ? mutated(v) : v));
    if (rnd() < 0.1) copy.push(pick(strange));
    return copy;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rnd() < 0.5 ? mutated(v) : v]));
}

describe("isRouterState", () => {
  it("agrees with Next.js on trees the router sends and on thousands of broken ones", () => {
    const headers: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const value = i % 3 === 0 ? tree(3) : mutated(tree(3));
      headers.push(encodeURIComponent(JSON.stringify(value)));
    }
    // Every position of a full node, and of a dynamic segment, given each strange value in turn.
    const segment: unknown[] = ["slug", "baski", "d", null];
    const full: unknown[] = [segment, { children: ["__PAGE__", {}] }, ["/a", "/a"], "refetch", 2, "x"];
    for (const value of strange) {
      for (const i of full.keys()) headers.push(encodeURIComponent(JSON.stringify(full.with(i, value))));
      for (const j of segment.keys()) headers.push(encodeURIComponent(JSON.stringify(full.with(0, segment.with(j, value)))));
    }
    headers.push("%E0%A4%A", "not json", encodeURIComponent("{}"), "x".repeat(40_001), encodeURIComponent('["",{}]'));
    const disagreements = headers.filter((h) => isRouterState(h) !== nextAccepts(h)).slice(0, 5);
    expect(disagreements).toEqual([]);
    const accepted = headers.filter(isRouterState).length;
    // Both kinds were tried: the comparison is not all-accept or all-refuse.
    expect(accepted).toBeGreaterThan(500);
    expect(accepted).toBeLessThan(headers.length - 500);
  });
});
