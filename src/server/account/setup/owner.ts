import "server-only";
import { db } from "@/server/platform/db/client";
import { ApiError, conflict } from "@/server/platform/http/errors";
import { consumeRateLimit } from "@/server/platform/runtime/rate-limit";
import type { SetupOwnerBody } from "@/shared/account/setup";
import { createStaff } from "../manage/staff";
import { setupCodeMatches, spendSetupCode } from "./code";
import { markSetupStep, ownerExists } from "./state";

/** Tries of the setup code per client address: a 59-bit code is not guessed in ten tries a quarter hour. */
const SETUP_CODE_LIMIT = { max: 10, windowSeconds: 15 * 60 };

/**
 * The setup's first step: the owner's staff account, made with the one-time setup code (DATA_DIR/setup-code).
 * Counted per client address before anything else; refused (409) once any staff account exists, and (403) for a
 * code that is not the kept one. The code is spent before the account is made (a start while there is no owner
 * makes a new one).
 */
export async function createOwner(input: SetupOwnerBody, clientKey: string) {
  await consumeRateLimit(`setup-code:${clientKey}`, SETUP_CODE_LIMIT);
  if (await ownerExists()) throw conflict("setup_owner_exists");
  // Two requests with the right code at once: only the one that removes the file goes on.
  if (!setupCodeMatches(input.code) || !spendSetupCode()) throw new ApiError(403, "setup_code_invalid");
  const { id } = await createStaff(db(), { email: input.email, name: input.name, password: input.password });
  await markSetupStep("owner");
  return { id };
}
