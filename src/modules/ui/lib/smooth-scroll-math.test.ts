import { describe, expect, it } from "vitest";
import { easeInOutCubic, scrollPositionAt } from "./smooth-scroll-math";

describe("smooth scroll timing", () => {
  it("starts at the start, ends exactly at the target and passes the middle at half time", () => {
    expect(scrollPositionAt(100, 600, 0, 500)).toBe(100);
    expect(scrollPositionAt(100, 600, 250, 500)).toBe(350);
    expect(scrollPositionAt(100, 600, 500, 500)).toBe(600);
    expect(scrollPositionAt(100, 600, 900, 500)).toBe(600);
  });

  it("eases: slow at both ends, never overshooting", () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
    for (let t = 0; t <= 1; t += 0.05) {
      expect(easeInOutCubic(t)).toBeGreaterThanOrEqual(0);
      expect(easeInOutCubic(t)).toBeLessThanOrEqual(1);
    }
  });

  it("jumps when the duration is zero (reduced motion)", () => {
    expect(scrollPositionAt(0, 800, 0, 0)).toBe(800);
  });
});
