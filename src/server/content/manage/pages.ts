import "server-only";
import { asc, desc, eq, sql } from "drizzle-orm";
import { t } from "@/i18n/server";
import { readingMinutes } from "@/lib/text";
import { auditedInsert, auditedPatch, type TableWithId } from "@/server/platform/audited";
import { db } from "@/server/platform/db/client";
import { blogPosts, contentPages } from "@/server/platform/db/schema";
import { conflict } from "@/server/platform/http/errors";
import { cacheTags } from "@/server/platform/runtime/cache";
import type { BlogPostInput, ContentPageInput } from "@/shared/content/manage";
import { ADMIN_PAGE_SIZE, pageOffset } from "@/shared/paging";

type Actor = { id: string };

export async function listAdminBlogPosts(pageNumber = 1) {
  const [items, [count]] = await Promise.all([
    db()
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        category: blogPosts.category,
        isPublished: blogPosts.isPublished,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(pageOffset(pageNumber)),
    db().select({ n: sql<number>`count(*)::int` }).from(blogPosts),
  ]);
  return { items, total: count?.n ?? 0 };
}

export async function getAdminBlogPost(postId: number) {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, postId));
  return row ?? null;
}

export type AdminBlogPost = NonNullable<Awaited<ReturnType<typeof getAdminBlogPost>>>;

/** The categories posts already use, for the editor's suggestions. */
export async function blogCategories(): Promise<string[]> {
  const rows = await db().selectDistinct({ category: blogPosts.category }).from(blogPosts).orderBy(asc(blogPosts.category));
  return rows.map((r) => r.category);
}

async function assertFreeSlug(slug: string, postId?: number) {
  const [taken] = await db().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  if (taken && taken.id !== postId) throw conflict("slug_taken", t("admin-content:errors.slugTaken"));
}

const postValues = (post: BlogPostInput) => ({ ...post, readingMinutes: readingMinutes(post.content) });

/** A new post starts as a draft: staff publish it when it is ready. */
export async function createBlogPost(actor: Actor, post: BlogPostInput) {
  await assertFreeSlug(post.slug);
  return auditedInsert(
    blogPosts,
    { ...postValues(post), isPublished: false },
    { actorId: actor.id, action: "blog.create", entity: "blog_post" },
  );
}

/** An audited edit of a published-content row; the storefront sees it on the next request. */
const contentEditor =
  <T extends TableWithId>(table: T, entity: string) =>
  (actor: Actor, rowId: number, action: string, values: Partial<T["$inferSelect"]>): Promise<T["$inferSelect"]> =>
    auditedPatch(table, rowId, { actorId: actor.id, action, entity }, () => values, [cacheTags.content]);

const patchBlogPost = contentEditor(blogPosts, "blog_post");

export async function updateBlogPost(actor: Actor, postId: number, post: BlogPostInput) {
  await assertFreeSlug(post.slug, postId);
  return patchBlogPost(actor, postId, "blog.update", postValues(post));
}

export const setBlogPostPublished = (actor: Actor, postId: number, published: boolean) =>
  patchBlogPost(actor, postId, published ? "blog.publish" : "blog.unpublish", { isPublished: published });

export function listAdminContentPages() {
  return db()
    .select({ id: contentPages.id, path: contentPages.path, title: contentPages.title, isPublished: contentPages.isPublished })
    .from(contentPages)
    .orderBy(asc(contentPages.path));
}

export async function getAdminContentPage(pageId: number) {
  const [row] = await db().select().from(contentPages).where(eq(contentPages.id, pageId));
  return row ?? null;
}

export type AdminContentPage = NonNullable<Awaited<ReturnType<typeof getAdminContentPage>>>;

/** A new page starts as a draft at a path no page has yet; the path does not change afterwards (links point at it). */
export async function createContentPage(actor: Actor, path: string, page: ContentPageInput) {
  const [taken] = await db().select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.path, path));
  if (taken) throw conflict("path_taken", t("admin-content:errors.pathTaken"));
  return auditedInsert(
    contentPages,
    { ...page, path, isPublished: false },
    { actorId: actor.id, action: "page.create", entity: "content_page" },
  );
}

const patchContentPage = contentEditor(contentPages, "content_page");

export const updateContentPage = (actor: Actor, pageId: number, page: ContentPageInput) =>
  patchContentPage(actor, pageId, "page.update", page);

export const setContentPagePublished = (actor: Actor, pageId: number, published: boolean) =>
  patchContentPage(actor, pageId, published ? "page.publish" : "page.unpublish", { isPublished: published });
