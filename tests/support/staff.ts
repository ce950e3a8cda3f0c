import { randomUUID } from "node:crypto";
import { createStaff, randomStaffPassword } from "@/server/account/manage/staff";
import { db } from "@/server/platform/db/client";
import { signIn } from "./api";

export type TestStaff = { id: string; email: string; password: string; name: string };

/**
 * A staff account of the test's own, made the way `npm run admin:create` makes one (the seeded staff
 * account's password is random and printed once, so no test can know it).
 */
export async function createTestStaff(name = "Mehmet Demir"): Promise<TestStaff> {
  const email = `staff-${randomUUID()}@lumora.example`;
  const password = randomStaffPassword();
  const { id } = await createStaff(db(), { email, name, password });
  return { id, email, password, name };
}

/** A new staff account's session cookie, for `call` and the route handlers. */
export async function staffSession(name?: string): Promise<string> {
  const staff = await createTestStaff(name);
  return signIn(staff.email, staff.password);
}
