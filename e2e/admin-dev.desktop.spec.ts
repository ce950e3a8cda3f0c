import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { e2eStaff, passSecondFactor } from "./support/staff";

/**
 * The back office's statuses under `next dev`, as the production server answers them (e2e/admin.desktop.spec.ts):
 * src/proxy.ts hands Next.js a signed-in customer's 403, and Next.js renders the page with it in development too.
 * One dev server on a copy of the run's seeded data (scripts/e2e-server.ts --dev); it compiles the auth API, /admin
 * and one page below it only, as each route compiles on its first request.
 */
test.describe("the back office under next dev", () => {
  let server: OwnServer | undefined;
  const contexts: APIRequestContext[] = [];

  /** A cookie jar of its own on the dev server, signed in as `who` when given. */
  async function visitor(who?: { email: string; password: string }) {
    const context = await request.newContext({ baseURL: server!.base, extraHTTPHeaders: { origin: server!.base } });
    contexts.push(context);
    if (who)
      expect((await passSecondFactor(context, await context.post("/api/auth/sign-in/email", { data: who }), server!.base)).ok()).toBe(true);
    return context;
  }

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startOwnServer("admin-dev", {}, { dev: true });
  });

  test.afterAll(async () => {
    for (const context of contexts) await context.dispose();
    server?.stop();
    // The spec ends when the dev server's last process has.
    if (server) await expect.poll(server.running, { timeout: 45_000, intervals: [250] }).toBe(false);
  });

  test("a customer gets 403, a guest the production server's answer, staff the page", async ({ request: production }) => {
    test.setTimeout(300_000);
    const customer = { name: "Deniz Kaya", email: `dev-403-${Date.now()}@example.com`, password: "Baslangic2026" };
    const signUp = await (await visitor()).post("/api/auth/sign-up/email", { data: { ...customer, acceptedMembershipAgreement: true } });
    expect(signUp.status()).toBe(200);

    const asCustomer = await visitor(customer);
    const forbidden = await asCustomer.get("/admin", { maxRedirects: 0 });
    expect(forbidden.status()).toBe(403);
    expect(await forbidden.text()).toContain("Bu sayfaya erişim yetkiniz yok");
    expect((await asCustomer.get("/admin/brands", { maxRedirects: 0 })).status()).toBe(403);

    // Guests are sent to sign-in and back, by the same answer the production server gives.
    const answer = async (api: APIRequestContext) => {
      const res = await api.get("/admin", { maxRedirects: 0 });
      return { status: res.status(), location: res.headers().location };
    };
    const asGuest = await answer(await visitor());
    expect(asGuest).toEqual(await answer(production));
    const signInAt = new URL(asGuest.location ?? "", server!.base);
    expect([signInAt.pathname, signInAt.searchParams.get("redirect")]).toEqual(["/auth", "/admin"]);

    const asStaff = await visitor({ email: e2eStaff.email, password: e2eStaff.password() });
    for (const path of ["/admin", "/admin/brands"]) expect((await asStaff.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  });
});
