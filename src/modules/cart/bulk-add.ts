"use client";
import { postJson } from "@/modules/api/client";
import type { BulkAddAnswer } from "@/shared/cart/bulk-add";
import { exclusive } from "./cart-store";

/**
 * A reorder or a quick order: one cart operation (ignored while another runs) whose new cart goes into the page's cart
 * state, answering the report line by line. Errors are rethrown to the caller.
 */
export const bulkAdd = (name: string, path: string, body: unknown) =>
  exclusive(name, async (apply) => {
    const answer = await postJson<BulkAddAnswer>(path, body);
    apply(answer.cart);
    return answer.report;
  });
