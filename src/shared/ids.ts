import { z } from "zod";

/** A row id as the API takes it: a positive PostgreSQL `integer`, so anything larger is "not found", never a database error. */
export const entityId = z.number().int().positive().max(2_147_483_647);
