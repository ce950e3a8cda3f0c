import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/server/account/session";
import { proxy } from "./proxy";

const session = vi.hoisted(() => ({ user: null as SessionUser | null, asked: 0 }));
vi.mock("@/server/account/session", () => ({
  sessionUser: async () => {
    session.asked++;
    return session.user;
  },
}));

const as = (role: SessionUser["role"] | null, staffRole: SessionUser["staffRole"] = role === "staff" ? "owner" : null) => {
  session.user = role && { id: "u1", name: "Ayşe", email: "ayse@example.com", role, staffRole, twoFactorEnabled: role === "staff" };
};
const status = async (path: string, init: { method?: string; cookie?: string } = {}) => {
  const headers = init.cookie === undefined ? undefined : { cookie: init.cookie };
  return (await proxy(new NextRequest(`http://localhost:3000${path}`, { method: init.method, headers }))).status;
};

beforeEach(() => {
  as(null);
  session.asked = 0;
});

// Next.js renders the page with the status of the proxy's answer (next dev, next start and scripts/serve.ts alike).
describe("the proxy's status for a back-office page", () => {
  it("is 403 for a signed-in customer on /admin and below, whatever the query", async () => {
    as("customer");
    for (const path of ["/admin", "/admin/", "/admin/orders/1?q=x", "/admin?page=2"]) {
      expect(await status(path, { cookie: "better-auth.session_token=x" })).toBe(403);
      expect(await status(path, { method: "HEAD", cookie: "better-auth.session_token=x" })).toBe(403);
    }
  });

  it("is left to Next.js for staff, guests, other paths and other methods", async () => {
    as("staff");
    expect(await status("/admin", { cookie: "better-auth.session_token=x" })).toBe(200);
    as("customer");
    expect(await status("/administrator", { cookie: "better-auth.session_token=x" })).toBe(200);
    expect(await status("/hesabim", { cookie: "better-auth.session_token=x" })).toBe(200);
    expect(await status("/admin", { method: "POST", cookie: "better-auth.session_token=x" })).toBe(200);
    expect(session.asked).toBe(1);
    as(null);
    expect(await status("/admin", { cookie: "lumora-cart-id=1" })).toBe(200);
  });

  it("is 403 for staff on a part their role does not open, and theirs for the rest", async () => {
    as("staff", "catalogue");
    const cookie = "better-auth.session_token=x";
    expect(await status("/admin/orders", { cookie })).toBe(403);
    expect(await status("/admin/orders/1", { cookie })).toBe(403);
    expect(await status("/admin/settings", { cookie })).toBe(403);
    expect(await status("/admin/products/1", { cookie })).toBe(200);
    expect(await status("/admin", { cookie })).toBe(200);
  });

  it("asks no session of a request without a cookie", async () => {
    as("customer");
    expect(await status("/admin")).toBe(200);
    expect(session.asked).toBe(0);
  });

  it("keeps the page's CSP and nonce whatever the status", async () => {
    as("customer");
    const answer = await proxy(new NextRequest("http://localhost:3000/admin", { headers: { cookie: "better-auth.session_token=x" } }));
    expect(answer.status).toBe(403);
    expect(answer.headers.get("content-security-policy")).toMatch(/nonce-/);
    expect(answer.headers.get("x-middleware-next")).toBe("1");
  });
});
