import { describe, expect, it } from "vitest";
import { formatPostDate } from "./dates";

describe("formatPostDate", () => {
  it("writes the day, the Turkish month name and the year", () => {
    expect(formatPostDate("2026-03-12T10:00:00.000Z")).toBe("12 Mart 2026");
    expect(formatPostDate("2026-08-19T08:30:00.000Z")).toBe("19 Ağustos 2026");
  });

  it("counts the day in Istanbul, not in UTC", () => {
    // 22:30 UTC on 31 December is already 1 January in Türkiye (UTC+3).
    expect(formatPostDate("2026-12-31T22:30:00.000Z")).toBe("1 Ocak 2027");
  });
});
