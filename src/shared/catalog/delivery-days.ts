/**
 * Working days until the goods are handed to the carrier. A product's page promises its own estimate
 * (`estimatedDeliveryDuration`, "13 iş günü içinde kargoda"); an order ships whole, so it takes as long as its slowest
 * line, and that is what its contracts promise.
 */
export const orderDeliveryDays = (lines: { deliveryDays: number }[]) => Math.max(...lines.map((line) => line.deliveryDays));
