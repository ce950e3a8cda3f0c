import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { contentPages } from "@/server/platform/db/schema";

export type ContentPage = { path: string; title: string; body: string; metaDescription: string; updatedAt: Date };

/** A published corporate, legal or help page by its path without the leading slash ("kurumsal/kariyer"), or null. */
export async function getContentPage(path: string): Promise<ContentPage | null> {
  const [row] = await db()
    .select({
      path: contentPages.path,
      title: contentPages.title,
      body: contentPages.body,
      metaDescription: contentPages.metaDescription,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.path, path), eq(contentPages.isPublished, true)))
    .limit(1);
  return row ?? null;
}
