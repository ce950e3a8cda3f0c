import { describe, expect, it } from "vitest";
import { lawfulPreviousPrice, PRICE_RULE_MS, type PricePeriod } from "./price-rule";

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 24, 12);
const daysAgo = (d: number) => now - d * DAY;
const history = (...steps: [price: number, startedDaysAgo: number][]): PricePeriod[] =>
  steps.map(([price, d]) => ({ price, startsAt: daysAgo(d) }));

describe("the 30-day rule for a struck-through price", () => {
  it("shows none when the price went up then down but the lowest of the 30 days before is below it: 100, 150, then 120", () => {
    const h = history([100, 50], [150, 10], [120, 0]);
    expect(lawfulPreviousPrice(h, 120, 150, now)).toBeNull();
  });

  it("shows the lowest of the 30 days before the discount, not the highest", () => {
    const h = history([200, 60], [150, 20], [180, 10], [120, 0]);
    expect(lawfulPreviousPrice(h, 120, 200, now)).toBe(150);
  });

  it("never shows more than the staff's list price, and nothing when the list price is the sales price", () => {
    const h = history([150, 40], [120, 0]);
    expect(lawfulPreviousPrice(h, 120, 140, now)).toBe(140);
    expect(lawfulPreviousPrice(h, 120, 120, now)).toBeNull();
  });

  it("counts a lower price that ended exactly 30 days before the discount out, and one a millisecond later in", () => {
    const start = daysAgo(1);
    const ended = (at: number): PricePeriod[] => [
      { price: 100, startsAt: at - 5 * DAY },
      { price: 150, startsAt: at },
      { price: 120, startsAt: start },
    ];
    expect(lawfulPreviousPrice(ended(start - PRICE_RULE_MS), 120, 150, now)).toBe(150);
    expect(lawfulPreviousPrice(ended(start - PRICE_RULE_MS + 1), 120, 150, now)).toBeNull();
  });

  it("takes the struck price away when the discounted price has run 30 days, with no edit", () => {
    const start = daysAgo(10);
    const h: PricePeriod[] = [
      { price: 150, startsAt: start - 60 * DAY },
      { price: 120, startsAt: start },
    ];
    expect(lawfulPreviousPrice(h, 120, 150, start + PRICE_RULE_MS - 1)).toBe(150);
    expect(lawfulPreviousPrice(h, 120, 150, start + PRICE_RULE_MS)).toBeNull();
  });

  it("treats the same price saved again as one run: a re-save does not restart the discount", () => {
    const h = history([150, 50], [120, 31], [120, 2]);
    expect(lawfulPreviousPrice(h, 120, 150, now)).toBeNull();
  });

  it("shows nothing without a history before the price, for a price rise, or when the history is not the live price", () => {
    expect(lawfulPreviousPrice(history([120, 3]), 120, 150, now)).toBeNull();
    expect(lawfulPreviousPrice(history([100, 20], [120, 3]), 120, 150, now)).toBeNull();
    expect(lawfulPreviousPrice(history([150, 20], [120, 3]), 110, 150, now)).toBeNull();
    expect(lawfulPreviousPrice([], 120, 150, now)).toBeNull();
  });

  it("ignores a price that starts in the future", () => {
    const h: PricePeriod[] = [...history([150, 20], [120, 3]), { price: 90, startsAt: now + DAY }];
    expect(lawfulPreviousPrice(h, 120, 150, now)).toBe(150);
  });
});
