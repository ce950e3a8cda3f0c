import { eq } from "drizzle-orm";
import { shopMode } from "@/config/shop-mode";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { storeSettings, user } from "@/server/platform/db/schema";
import { type SetupState, type SetupStepKey, setupStateSchema, setupSteps } from "@/shared/account/setup";

/** The store_settings row holding the setup's progress. */
export const SETUP_KEY = "setup";

export async function loadSetupState(exec: Db | Tx = db()): Promise<SetupState> {
  const [row] = await exec.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, SETUP_KEY));
  const parsed = setupStateSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { done: [] };
}

/** Records `step` as done (once), keeping the others. */
export async function markSetupStep(step: SetupStepKey, exec: Db | Tx = db()) {
  const { done } = await loadSetupState(exec);
  const value: SetupState = { done: setupSteps.map((s) => s.key).filter((key) => key === step || done.includes(key)) };
  await exec
    .insert(storeSettings)
    .values({ key: SETUP_KEY, value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: new Date() } });
}

/** Whether a staff account exists: the shop has its owner, and the setup code opens nothing any more. */
export async function ownerExists(exec: Db | Tx = db()): Promise<boolean> {
  const rows = await exec.select({ id: user.id }).from(user).where(eq(user.role, "staff")).limit(1);
  return rows.length > 0;
}

/** The setup's steps with whether each is done, in order. */
export async function setupProgress(exec: Db | Tx = db()) {
  const { done } = await loadSetupState(exec);
  return setupSteps.map((step) => ({ ...step, done: done.includes(step.key) }));
}

/** A demo shop is open; a live one once every setup step is done. */
export async function shopOpen(exec: Db | Tx = db()): Promise<boolean> {
  if (shopMode() === "demo") return true;
  return (await setupProgress(exec)).every((step) => step.done);
}
