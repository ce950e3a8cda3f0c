import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";
import { call, demoCustomer, demoStaff, signIn } from "../support/api";

type Handler = (req: Request) => Promise<Response>;

/** An admin route with a body it accepts and bodies it must refuse with 400 (never 5xx). */
export type AdminRoute = { path: string; handler: Handler; valid: unknown; invalid: unknown[] };

export const staffSession = () => signIn(demoStaff.email, demoStaff.password);

/** A customer's session gets 403 and a guest 401 even with a valid body; staff get 400 for each invalid body. */
export function describeAccessAndValidation(routes: AdminRoute[]) {
  describe("access and validation", () => {
    let customer = "";
    let staff = "";
    beforeAll(async () => {
      customer = await signIn(demoCustomer.email, demoCustomer.password);
      staff = await staffSession();
    });

    for (const route of routes) {
      it(`${route.path}: 403 for a customer, 401 for a guest`, async () => {
        const asCustomer = await call(route.handler, route.path, { cookie: customer, body: route.valid });
        expect([asCustomer.status, asCustomer.json.code]).toEqual([403, "forbidden"]);
        expect((await call(route.handler, route.path, { body: route.valid })).status).toBe(401);
      });

      it(`${route.path}: 400 validation_failed for bad bodies`, async () => {
        for (const body of route.invalid) {
          const res = await call(route.handler, route.path, { cookie: staff, body });
          expect([JSON.stringify(body), res.status, res.json.code]).toEqual([JSON.stringify(body), 400, "validation_failed"]);
        }
      });
    }
  });
}

/** The audit records of one entity, oldest first. */
export const auditOf = (entity: string, entityId: string | number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
