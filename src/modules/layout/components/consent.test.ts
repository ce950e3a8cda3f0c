import { describe, expect, it } from "vitest";
import { scrolledPast } from "./consent";

describe("cookie consent by scrolling", () => {
  const page = (scrollY: number) => ({ scrollY, scrollHeight: 3000, viewportHeight: 1000 });

  it("never happens when not configured (the default)", () => {
    expect(scrolledPast(null, page(2000))).toBe(false);
  });

  it("happens once the configured share of the page has been scrolled", () => {
    expect(scrolledPast(25, page(499))).toBe(false);
    expect(scrolledPast(25, page(500))).toBe(true);
  });

  it("does not happen on a page too short to scroll", () => {
    expect(scrolledPast(25, { scrollY: 0, scrollHeight: 800, viewportHeight: 1000 })).toBe(false);
  });
});
