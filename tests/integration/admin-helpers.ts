import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/platform/db/client";
import { auditLog, cacheVersions } from "@/server/platform/db/schema";
import { call, demoCustomer, signIn } from "../support/api";
import { staffSession } from "../support/staff";

type Handler = Parameters<typeof call>[0];

/** Session cookies of a staff account of the test's own and of the demo customer; call in beforeAll. */
export async function adminSessions() {
  return { staff: await staffSession(), customer: await signIn(demoCustomer.email, demoCustomer.password) };
}

/** What the audit log holds for one record, oldest first. */
export const auditOf = (entity: string, entityId: number | string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));

export const cacheVersion = async (tag: string) =>
  (await db().select().from(cacheVersions).where(eq(cacheVersions.tag, tag)))[0]?.version ?? 0;

/** Each route answers a customer's session 403 forbidden, whatever the body. */
export async function expectForbiddenForCustomer(customer: string, routes: [Handler, string][]) {
  for (const [handler, path] of routes) {
    const res = await call(handler, path, { cookie: customer, body: {} });
    expect([path, res.status, res.json?.code]).toEqual([path, 403, "forbidden"]);
  }
}

/** A real image file of the given size and format, as base64 for an upload body. */
export async function imageBase64(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .toFormat(format)
    .toBuffer();
  return bytes.toString("base64");
}

export const base64 = (text: string) => Buffer.from(text).toString("base64");

/** An admin route with a body it accepts and bodies it must refuse with 400 (never 5xx). */
export type AdminRoute = { path: string; handler: Handler; valid: unknown; invalid: unknown[] };

/** Per route: a customer's session gets 403 and a guest 401 even with a valid body; staff get 400 for each invalid body. */
export function describeAccessAndValidation(routes: AdminRoute[]) {
  describe("access and validation", () => {
    let sessions = { staff: "", customer: "" };
    beforeAll(async () => {
      sessions = await adminSessions();
    });

    for (const route of routes) {
      it(`${route.path}: 403 for a customer, 401 for a guest`, async () => {
        const asCustomer = await call(route.handler, route.path, { cookie: sessions.customer, body: route.valid });
        expect([asCustomer.status, asCustomer.json.code]).toEqual([403, "forbidden"]);
        expect((await call(route.handler, route.path, { body: route.valid })).status).toBe(401);
      });

      it(`${route.path}: 400 validation_failed for bad bodies`, async () => {
        for (const body of route.invalid) {
          const res = await call(route.handler, route.path, { cookie: sessions.staff, body });
          expect([JSON.stringify(body), res.status, res.json.code]).toEqual([JSON.stringify(body), 400, "validation_failed"]);
        }
      });
    }
  });
}
