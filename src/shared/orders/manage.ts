import { z } from "zod";
import { entityId as id } from "@/shared/ids";
import { orderListFilters, orderStatuses } from "@/shared/orders";
import { listQuery, page } from "@/shared/paging";

/** Bodies of the back office's order list and status calls (/api/admin/orders/*). */
export const orderListBody = z.object({ status: z.enum(orderListFilters).optional(), query: listQuery, page });
export const orderIdBody = z.object({ orderId: id });
export const orderStatusBody = z.object({ orderId: id, status: z.enum(orderStatuses), note: z.string().trim().max(500).optional() });
