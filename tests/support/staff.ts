import { randomUUID } from "node:crypto";
import { auth } from "@/server/account/auth";
import { createStaff, randomStaffPassword } from "@/server/account/manage/staff";
import { db } from "@/server/platform/db/client";
import type { StaffRole } from "@/shared/account/staff-roles";
import { totpCode, totpSecretOf } from "../../e2e/support/totp";
import { signIn } from "./api";

export type TestStaff = { id: string; email: string; password: string; name: string; role: StaffRole; totpSecret: string | null };

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/**
 * Enrols the signed-in staff member's TOTP factor through Better Auth's own endpoints, as the enrolment page
 * does: enable with the password, then the first code from the secret of the URI it answers. Returns the secret
 * and the session cookie that verification sets.
 */
export async function enrolTotp(cookie: string, password: string): Promise<{ secret: string; cookie: string }> {
  const headers = new Headers({ cookie });
  const enabled = await auth().api.enableTwoFactor({ headers, body: { password, method: "totp" } });
  if (!("totpURI" in enabled)) throw new Error("TOTP enrolment answered no URI");
  const secret = totpSecretOf(enabled.totpURI);
  const res = await auth().api.verifyTOTP({ headers, body: { code: totpCode(secret) }, asResponse: true });
  if (!res.ok) throw new Error(`TOTP enrolment failed: ${res.status} ${await res.text()}`);
  return { secret, cookie: cookiesOf(res) || cookie };
}

/**
 * A staff account of the test's own, made the way `npm run admin:create` makes one (the seeded staff account's
 * password is random and printed once, so no test can know it). An owner enrols its second factor, without which
 * the back office stays shut; other roles only when asked.
 */
async function makeStaff(name: string, role: StaffRole, withTotp: boolean): Promise<TestStaff & { cookie: string }> {
  const email = `staff-${randomUUID()}@lumora.example`;
  const password = randomStaffPassword();
  const { id } = await createStaff(db(), { email, name, password, staffRole: role });
  const first = await signIn(email, password);
  if (!withTotp) return { id, email, password, name, role, totpSecret: null, cookie: first };
  const enrolled = await enrolTotp(first, password);
  return { id, email, password, name, role, totpSecret: enrolled.secret, cookie: enrolled.cookie };
}

export async function createTestStaff(name = "Mehmet Demir", role: StaffRole = "owner"): Promise<TestStaff> {
  const { cookie: _cookie, ...staff } = await makeStaff(name, role, role === "owner");
  return staff;
}

/** A new staff account's session cookie (an owner unless told), for `call` and the route handlers. */
export async function staffSession(name = "Mehmet Demir", role: StaffRole = "owner"): Promise<string> {
  return (await makeStaff(name, role, role === "owner")).cookie;
}

/** Signs a staff member in as the sign-in form does: the password, then the current code when a factor is on. */
export async function staffSignIn(staff: Pick<TestStaff, "email" | "password" | "totpSecret">): Promise<string> {
  const res = await auth().api.signInEmail({ body: { email: staff.email, password: staff.password }, asResponse: true });
  if (!res.ok) throw new Error(`sign-in failed for ${staff.email}: ${res.status}`);
  const answer = (await res.json()) as { twoFactorRedirect?: boolean };
  if (!answer.twoFactorRedirect) return cookiesOf(res);
  if (!staff.totpSecret) throw new Error(`${staff.email} has a second factor the test does not know`);
  const headers = new Headers({ cookie: cookiesOf(res) });
  const verified = await auth().api.verifyTOTP({ headers, body: { code: totpCode(staff.totpSecret) }, asResponse: true });
  if (!verified.ok) throw new Error(`TOTP sign-in failed for ${staff.email}: ${verified.status}`);
  return cookiesOf(verified);
}
