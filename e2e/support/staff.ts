import type { APIRequestContext, APIResponse } from "@playwright/test";
import { totpCode } from "./totp";

function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through playwright.config.ts`);
  return value;
}

/**
 * The staff account every e2e server creates after seeding (scripts/e2e-server.ts) and the specs sign in with: an
 * owner, with a verified TOTP second factor. Its password is E2E_STAFF_PASSWORD and its TOTP secret
 * E2E_STAFF_TOTP_SECRET, which playwright.config.ts draws once per run and hands to the servers and the workers
 * alike; the seeded staff account's own password is random and unknown to the tests.
 */
export const e2eStaff = {
  email: "personel@lumora.example",
  password: (): string => fromEnv("E2E_STAFF_PASSWORD"),
  totpSecret: (): string => fromEnv("E2E_STAFF_TOTP_SECRET"),
};

/** A staff member of the catalogue role only, made beside the owner (same password, no second factor). */
export const e2eCatalogueStaff = { email: "katalog@lumora.example", password: e2eStaff.password };

/**
 * A sign-in's second step, as the sign-in form takes it: when Better Auth answered `twoFactorRedirect` (its
 * pending sign-in is in the request context's cookies), the e2e staff account's current code. Returns the answer
 * that holds the session.
 */
export async function passSecondFactor(request: APIRequestContext, signIn: APIResponse, origin: string): Promise<APIResponse> {
  if (!signIn.ok() || !(await signIn.json().catch(() => ({}))).twoFactorRedirect) return signIn;
  return request.post("/api/auth/two-factor/verify-totp", { data: { code: totpCode(e2eStaff.totpSecret()) }, headers: { origin } });
}
