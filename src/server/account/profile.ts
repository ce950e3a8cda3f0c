import "server-only";
import { eq } from "drizzle-orm";
import { recordClarificationShown, shownClarificationVersion } from "@/server/content";
import { db } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { shoppersChanged } from "@/server/platform/runtime/cache";
import type { ProfileRequest } from "@/shared/account/profile";

export type Profile = { name: string; email: string; phone: string | null };

export async function getProfile(userId: string): Promise<Profile> {
  const [row] = await db().select({ name: user.name, email: user.email, phone: user.phone }).from(user).where(eq(user.id, userId));
  if (!row) throw notFound();
  return row;
}

/** Name and phone; the e-mail is the sign-in name and stays as it is. Sessions follow at once (`shoppersChanged`). */
export async function updateProfile(userId: string, input: ProfileRequest): Promise<Profile> {
  const version = await shownClarificationVersion();
  const profile = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(user)
      .set({ name: input.name, phone: input.phone, updatedAt: new Date() })
      .where(eq(user.id, userId))
      .returning({ name: user.name, email: user.email, phone: user.phone });
    if (!row) throw notFound();
    await recordClarificationShown(tx, { form: "profile", recordId: userId, userId, version });
    return row;
  });
  await shoppersChanged();
  return profile;
}
