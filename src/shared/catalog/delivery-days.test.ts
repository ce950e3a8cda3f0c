import { describe, expect, it } from "vitest";
import { orderDeliveryDays } from "./delivery-days";

describe("orderDeliveryDays", () => {
  it("is the slowest line's delivery time", () => {
    expect(orderDeliveryDays([{ deliveryDays: 9 }, { deliveryDays: 13 }, { deliveryDays: 2 }])).toBe(13);
    expect(orderDeliveryDays([{ deliveryDays: 4 }])).toBe(4);
  });
});
