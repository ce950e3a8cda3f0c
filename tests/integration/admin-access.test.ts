import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { sessionUser } from "@/server/http/session";
import { createStaff } from "@/server/services/admin-staff";
import { demoCustomer, demoStaff, signIn } from "../support/api";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<"GET" | "POST", Handler>>;

const modules = import.meta.glob<RouteModule>("/src/app/api/admin/**/route.ts");

async function hitAll(cookie: string | undefined) {
  const answers: { route: string; method: string; status: number; code: string }[] = [];
  for (const file of Object.keys(modules).sort()) {
    const mod = await modules[file]!();
    for (const method of ["GET", "POST"] as const) {
      const handler = mod[method];
      if (!handler) continue;
      const headers = new Headers({ "content-type": "application/json", origin: "http://localhost:3000" });
      if (cookie) headers.set("cookie", cookie);
      const url = `http://localhost:3000${file.replace(/^\/src\/app/, "").replace(/\/route\.ts$/, "")}`;
      const res = await handler(new Request(url, { method, headers, body: method === "GET" ? undefined : "{}" }), {
        params: Promise.resolve({}),
      });
      answers.push({
        route: url,
        method,
        status: res.status,
        code: res.headers.get("content-type")?.includes("json") ? (await res.json()).code : "",
      });
    }
  }
  return answers;
}

describe("/api/admin/* is for staff only", () => {
  let customer = "";
  beforeAll(async () => {
    customer = await signIn(demoCustomer.email, demoCustomer.password);
  });

  it("lists the admin routes", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(9);
  });

  it("answers a customer's session 403 forbidden on every route", async () => {
    const answers = await hitAll(customer);
    expect(answers.filter((a) => a.status !== 403 || a.code !== "forbidden")).toEqual([]);
  });

  it("answers a guest 401 on every route", async () => {
    const answers = await hitAll(undefined);
    expect(answers.filter((a) => a.status !== 401)).toEqual([]);
  });

  it("lets staff through (a body error is 400, not 401/403)", async () => {
    const staff = await signIn(demoStaff.email, demoStaff.password);
    const answers = await hitAll(staff);
    expect(answers.filter((a) => a.status === 401 || a.status === 403)).toEqual([]);
  });
});

describe("admin:create", () => {
  it("creates a staff account that can sign in, and promotes an existing customer", async () => {
    await createStaff(db(), { email: "Yeni.Personel@lumora.example", name: "Yeni Personel", password: "Guclu-Sifre-1" });
    const cookie = await signIn("yeni.personel@lumora.example", "Guclu-Sifre-1");
    expect((await sessionUser(new Headers({ cookie })))?.role).toBe("staff");

    const result = await createStaff(db(), { email: demoCustomer.email, name: "Ayşe Yılmaz", password: "Baska-Sifre-2" });
    expect(result.created).toBe(false);
    await expect(signIn(demoCustomer.email, demoCustomer.password)).rejects.toThrow();
    const promoted = await signIn(demoCustomer.email, "Baska-Sifre-2");
    expect((await sessionUser(new Headers({ cookie: promoted })))?.role).toBe("staff");
  });
});
