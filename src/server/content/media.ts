import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { media } from "@/server/platform/db/schema";

export async function findMedia(key: string) {
  const [row] = await db()
    .select({ contentType: media.contentType, bytes: media.bytes, createdAt: media.createdAt })
    .from(media)
    .where(eq(media.key, key))
    .limit(1);
  return row ?? null;
}
