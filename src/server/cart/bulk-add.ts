import "server-only";
import type { BulkLineReport } from "@/shared/cart/bulk-add";
import type { AddItemInput } from "@/shared/cart/cart-input";
import { type CartOwner, openCart } from "./identity";
import { type AddedUpTo, addUpTo, type CartResult, changeCart } from "./items";

/** A line to add and what its report says before adding; or a line already decided (an unknown code). */
export type BulkLine = { item: AddItemInput | null; report: Omit<BulkLineReport, "added" | "status"> & Partial<BulkLineReport> };

function outcome(report: BulkLine["report"], done: AddedUpTo): BulkLineReport {
  if ("refused" in done) {
    const { refused } = done;
    return { ...report, added: 0, status: refused === "variant_required" || refused === "price_on_request" ? refused : "unavailable" };
  }
  if (done.cap === 0) return { ...report, added: 0, status: "out_of_stock" };
  if (done.added < report.requested) return { ...report, added: done.added, status: "capped", limit: done.cap };
  return { ...report, added: done.added, status: "added" };
}

/**
 * Adds every line that can be added in one change of the cart (one transaction, one live announcement), each up to
 * its stock and the line maximum, and reports each line in the order given. Lines that name nothing to add leave the
 * cart as it is; when no line does, no cart is created.
 */
export async function addLines(owner: CartOwner, lines: BulkLine[]): Promise<CartResult & { report: BulkLineReport[] }> {
  const adding = lines.filter((line) => line.item);
  const done = new Map<BulkLine, AddedUpTo>();
  const result = adding.length
    ? await changeCart(
        owner,
        async (tx, cart) => {
          for (const line of adding) done.set(line, await addUpTo(tx, cart, line.item!));
        },
        true,
      )
    : await openCart(owner);
  const report = lines.map((line) => {
    const added = done.get(line);
    return added ? outcome(line.report, added) : ({ added: 0, status: "unknown_code", ...line.report } as BulkLineReport);
  });
  return { ...result, report };
}
