import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { cached, cacheTags } from "@/server/cache";
import { db } from "@/server/db/client";
import { storeSettings } from "@/server/db/schema";

const popularCategoriesSchema = z.array(
  z.object({ id: z.union([z.number(), z.string()]), title: z.string().min(1), href: z.string().min(1) }),
);

export type PopularCategory = z.infer<typeof popularCategoriesSchema>[number];

/** SPEC §3: popular categories come from the shared storefront settings; a malformed value shows none. */
export function popularCategories(): Promise<PopularCategory[]> {
  return cached(cacheTags.settings, "popularCategories", async () => {
    const [row] = await db()
      .select({ value: storeSettings.value })
      .from(storeSettings)
      .where(eq(storeSettings.key, "popularCategories"))
      .limit(1);
    const parsed = popularCategoriesSchema.safeParse(row?.value ?? []);
    return parsed.success ? parsed.data : [];
  });
}
