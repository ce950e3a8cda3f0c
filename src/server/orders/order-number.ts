import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Tx } from "@/server/platform/db/client";
import { orders } from "@/server/platform/db/schema";
import { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH, ORDER_NUMBER_PREFIX } from "@/shared/orders";

/**
 * A random order number, LM-7K2Q9XM4TD: 50 random bits (each byte picks one of the 32 characters evenly), so a
 * number tells neither how many orders the shop has taken nor anything of the next one.
 */
export const randomOrderNumber = () =>
  `${ORDER_NUMBER_PREFIX}-${Array.from(randomBytes(ORDER_CODE_LENGTH), (byte) => ORDER_CODE_ALPHABET[byte % 32]).join("")}`;

/**
 * A number no order has yet: drawn again while one is taken. The column's unique constraint still refuses the
 * case (1 in 2^50) of two transactions drawing the same free number at once.
 */
export async function freshOrderNumber(tx: Tx, draw = randomOrderNumber): Promise<string> {
  for (;;) {
    const number = draw();
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    if (!taken) return number;
  }
}
