import { describe, expect, it } from "vitest";
import { fromShopInput, toShopInput } from "./shop-time";

describe("coupon times in shop time", () => {
  it("shows a moment as Türkiye's wall-clock time, whatever the process's zone", () => {
    expect(toShopInput(new Date("2026-12-31T20:59:00Z"))).toBe("2026-12-31T23:59");
    expect(toShopInput(new Date("2026-06-30T21:30:00Z"))).toBe("2026-07-01T00:30");
    expect(toShopInput(null)).toBe("");
  });

  it("reads a typed time back as the same moment", () => {
    const iso = fromShopInput("2026-12-31T23:59")!;
    expect(new Date(iso).toISOString()).toBe("2026-12-31T20:59:00.000Z");
    expect(toShopInput(new Date(iso))).toBe("2026-12-31T23:59");
    expect(fromShopInput("")).toBeNull();
  });
});
