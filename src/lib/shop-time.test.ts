import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  fromShopInput,
  toShopDay,
  toShopInput,
  toShopTimestamp,
} from "./shop-time";

// The process runs in another zone than the shop's, as a server in a data centre may.
const processZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe("dates and times in shop time", () => {
  // 21:30 UTC on 20 May is 17:30 in New York and already 00:30 on 21 May in Türkiye (UTC+3).
  const nearMidnight = new Date("2026-05-20T21:30:00Z");

  it("runs in a zone where the moment falls on another day", () => {
    expect(nearMidnight.getDate()).toBe(20);
  });

  it("shows the day and the time on Türkiye's wall clock, whatever the process's zone", () => {
    expect(formatDate(nearMidnight)).toBe("21 May 2026");
    expect(formatDateTime(nearMidnight)).toBe("21 May 2026 00:30");
    expect(formatLongDate(nearMidnight)).toBe("21 Mayıs 2026");
    expect(formatLongDateTime(nearMidnight)).toBe("21 Mayıs 2026 00:30");
    expect(formatDateTime(nearMidnight.toISOString())).toBe("21 May 2026 00:30");
    expect(toShopDay(nearMidnight)).toBe("2026-05-21");
  });
});

describe("post dates", () => {
  it("writes the day, the Turkish month name and the year", () => {
    expect(formatLongDate("2026-03-12T10:00:00.000Z")).toBe("12 Mart 2026");
    expect(formatLongDate("2026-08-19T08:30:00.000Z")).toBe("19 Ağustos 2026");
  });

  it("counts the day in Istanbul, not in UTC", () => {
    // 22:30 UTC on 31 December is already 1 January in Türkiye (UTC+3).
    expect(formatLongDate("2026-12-31T22:30:00.000Z")).toBe("1 Ocak 2027");
  });
});

describe("coupon times in shop time", () => {
  it("shows a moment as Türkiye's wall-clock time, whatever the process's zone", () => {
    expect(toShopInput(new Date("2026-12-31T20:59:00Z"))).toBe("2026-12-31T23:59");
    expect(toShopTimestamp(new Date("2026-12-31T21:00:07Z"))).toBe("2027-01-01 00:00:07");
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
