import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as health } from "@/app/api/health/route";
import { GET as media } from "@/app/media/[...key]/route";
import { apiRoute } from "@/server/compose/api-route";
import { dbHandle, openPostgres, setDbHandle } from "@/server/platform/db/client";
import { productImages } from "@/server/platform/db/schema";
import { call, demoCustomer, signIn } from "../support/api";
import { staffSession } from "../support/staff";

const echo = apiRoute({ body: z.object({ name: z.string().min(1).max(10), qty: z.number().int().min(1) }).strict() }, async ({ body }) => ({
  got: body,
}));
const customerOnly = apiRoute({ access: "customer" }, async ({ user }) => ({ id: user.id }));
const staffOnly = apiRoute({ access: "staff" }, async ({ user }) => ({ role: user.role }));
const crashes = apiRoute({}, async () => {
  throw new Error("secret stack detail");
});

describe("the API conventions", () => {
  it("answers parsed JSON", async () => {
    const res = await call(echo, "/x", { body: { name: "ok", qty: 2 } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ got: { name: "ok", qty: 2 } });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it.each([
    ["invalid JSON", { rawBody: "{nope", headers: { "content-type": "application/json" } }, 400, "invalid_json"],
    ["a wrong type", { body: { name: 5, qty: 1 } }, 400, "validation_failed"],
    ["an extra field", { body: { name: "a", qty: 1, admin: true } }, 400, "validation_failed"],
    ["a fractional number", { body: { name: "a", qty: 1.5 } }, 400, "validation_failed"],
    [
      "a wrong content type",
      { rawBody: "name=a", headers: { "content-type": "application/x-www-form-urlencoded" } },
      415,
      "unsupported_media_type",
    ],
    ["a body over 64 KB", { body: { name: "a".repeat(70_000), qty: 1 } }, 413, "payload_too_large"],
  ])("rejects %s with the envelope", async (_label, options, status, code) => {
    const res = await call(echo, "/x", options);
    expect(res.status).toBe(status);
    expect(res.json.code).toBe(code);
    expect(typeof res.json.message).toBe("string");
    expect(res.json.message.length).toBeGreaterThan(5);
  });

  it("answers a wrong content type with what the route accepts: JSON, or a form for a route another site posts to", async () => {
    const form = apiRoute({ crossOriginForm: true, body: z.object({ token: z.string() }) }, async () => ({}));
    const json = await call(echo, "/x", { rawBody: "name=a", headers: { "content-type": "application/x-www-form-urlencoded" } });
    const notForm = await call(form, "/x", { body: { token: "t" } });
    for (const res of [json, notForm]) expect([res.status, res.json.code]).toEqual([415, "unsupported_media_type"]);
    expect(json.json.message).toBe("İstek JSON biçiminde gönderilmelidir.");
    expect(notForm.json.message).toBe("İstek form biçiminde (application/x-www-form-urlencoded) gönderilmelidir.");
  });

  it("hides unexpected errors behind a 500 envelope without details", async () => {
    const res = await call(crashes, "/x");
    expect(res.status).toBe(500);
    expect(res.json.code).toBe("internal_error");
    expect(res.text).not.toContain("secret stack detail");
  });

  it("asks guests to sign in and keeps customers out of staff routes", async () => {
    expect((await call(customerOnly, "/x")).status).toBe(401);
    const customer = await signIn(demoCustomer.email, demoCustomer.password);
    expect((await call(customerOnly, "/x", { cookie: customer })).json).toEqual({ id: "demo-customer" });
    const forbidden = await call(staffOnly, "/x", { cookie: customer });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.code).toBe("forbidden");
    const staff = await staffSession();
    expect((await call(staffOnly, "/x", { cookie: staff })).json).toEqual({ role: "staff" });
  });
});

describe("media", () => {
  it("serves a seeded image with a long cache and 404s an unknown key", async () => {
    const [image] = await dbHandle().db.select().from(productImages).limit(1);
    const key = image!.mediaKey.split("/");
    const ok = await media(new Request(`http://localhost/media/${key.join("/")}`), { params: Promise.resolve({ key }) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^image\//);
    expect(ok.headers.get("cache-control")).toContain("immutable");
    const missing = await media(new Request("http://localhost/media/nope.webp"), { params: Promise.resolve({ key: ["nope.webp"] }) });
    expect(missing.status).toBe(404);
  });
});

describe("/api/health", () => {
  it("answers 200 with the database state, and does not tell the public which database it is", async () => {
    const res = await health();
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toEqual({ status: "ok", database: { status: "up", latencyMs: expect.any(Number) } });
    expect(JSON.stringify(answer)).not.toMatch(/pglite|postgres/i);
  });

  it("answers 503 with the envelope when the database is gone", async () => {
    const healthy = dbHandle();
    const gone = openPostgres("postgres://nobody@127.0.0.1:1/none", 1);
    setDbHandle(gone);
    try {
      const res = await health();
      expect(res.status).toBe(503);
      expect((await res.json()).code).toBe("database_unavailable");
    } finally {
      setDbHandle(healthy);
      await gone.close();
    }
  });
});
