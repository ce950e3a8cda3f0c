import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as blogSearch } from "@/app/api/blog/search/route";
import { BLOG_PAGE_SIZE, getBlogPost, listBlogCategories, listBlogPosts, relatedBlogPosts, searchBlogPosts } from "@/server/content/blog";
import { db } from "@/server/platform/db/client";
import { blogPosts } from "@/server/platform/db/schema";
import { call } from "../support/api";

const SEEDED = 13;

describe("the blog listing", () => {
  it("pages the published posts newest first", async () => {
    const first = await listBlogPosts({ page: 1 });
    expect(first).toMatchObject({ page: 1, pageCount: Math.ceil(SEEDED / BLOG_PAGE_SIZE), total: SEEDED });
    expect(first?.posts).toHaveLength(BLOG_PAGE_SIZE);
    const dates = first!.posts.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await listBlogPosts({ page: 2 });
    expect(second?.posts).toHaveLength(SEEDED - BLOG_PAGE_SIZE);
    expect(second!.posts[0]!.publishedAt < dates.at(-1)!).toBe(true);
    expect(await listBlogPosts({ page: 3 })).toBeNull();
  });

  it("lists the categories with their counts and filters by a category's slug", async () => {
    const categories = await listBlogCategories();
    expect(categories).toContainEqual({ name: "Uygulama Örnekleri", slug: "uygulama-ornekleri", count: 3 });
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEEDED);
    const listing = await listBlogPosts({ categorySlug: "teknoloji" });
    expect(listing?.category?.name).toBe("Teknoloji");
    expect(listing?.posts.map((p) => p.category)).toEqual(["Teknoloji", "Teknoloji", "Teknoloji", "Teknoloji"]);
    expect(await listBlogPosts({ categorySlug: "yok-boyle-kategori" })).toBeNull();
  });

  it("keeps scheduled posts out until their time comes", async () => {
    const slug = "uv-flatbed-yazici-alirken-dikkat-edilmesi-gerekenler";
    await db()
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(blogPosts.slug, slug));
    expect(await getBlogPost(slug)).toBeNull();
    expect((await listBlogPosts({}))?.total).toBe(SEEDED - 1);
    expect((await searchBlogPosts("flatbed")).map((p) => p.slug)).not.toContain(slug);
    await db()
      .update(blogPosts)
      .set({ publishedAt: new Date("2026-01-14T08:30:00.000Z") })
      .where(eq(blogPosts.slug, slug));
  });
});

describe("a blog post", () => {
  it("has its Markdown, cover, reading time and dates", async () => {
    const post = await getBlogPost("baski-kafasi-omrunu-uzatmanin-yollari");
    expect(post).toMatchObject({
      title: "Baskı kafası ömrünü uzatmanın yolları: günlük ve haftalık bakım",
      category: "Rehberler",
      categorySlug: "rehberler",
      coverUrl: "/media/blog/baski-kafasi-omrunu-uzatmanin-yollari.webp",
      publishedAt: "2026-02-09T09:00:00.000Z",
    });
    expect(post?.content).toContain("## Günlük bakım");
    expect(post?.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(await getBlogPost("olmayan-yazi")).toBeNull();
  });

  it("relates three other posts, its own category first", async () => {
    const post = (await getBlogPost("uv-kurlemede-doz-ve-isinim-olcumu"))!;
    const related = await relatedBlogPosts(post);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.id)).not.toContain(post.id);
    expect(related.every((p) => p.category === "Teknoloji")).toBe(true);
  });
});

describe("POST /api/blog/search", () => {
  const search = (rawBody: string) =>
    call(blogSearch, "/api/blog/search", { rawBody, headers: { "content-type": "text/plain;charset=UTF-8" } });

  it("takes the raw text and finds posts Turkish-folded, title matches first", async () => {
    const res = await search("  SUBLİMASYON  ");
    expect(res.status).toBe(200);
    expect(res.json[0]).toMatchObject({ slug: "sublimasyon-baskida-canli-renklerin-sirri", title: expect.stringContaining("Sublimasyon") });
    const folded = await search("isinim olcumu");
    expect(folded.json.map((p: { slug: string }) => p.slug)).toContain("uv-kurlemede-doz-ve-isinim-olcumu");
    expect(folded.json[0]).toHaveProperty("coverUrl");
    expect(folded.json[0]).not.toHaveProperty("content");
  });

  it("reads the raw text whatever the content type says, and a JSON-encoded string as its text", async () => {
    const json = { "content-type": "application/json" };
    const raw = await call(blogSearch, "/api/blog/search", { rawBody: "ışınım", headers: json });
    expect(raw.json.map((p: { slug: string }) => p.slug)).toEqual(["uv-kurlemede-doz-ve-isinim-olcumu"]);
    const encoded = await call(blogSearch, "/api/blog/search", { rawBody: '"ışınım"', headers: json });
    expect(encoded.json).toEqual(raw.json);
    expect((await call(blogSearch, "/api/blog/search", { rawBody: "ışınım" })).json).toEqual(raw.json);
  });

  it.each([
    ['{"searchQuery": "uv"}', "validation_failed"],
    ['{"searchQuery": "uv",', "invalid_json"],
  ])("refuses the JSON body %s, which is no search text", async (rawBody, code) => {
    const res = await call(blogSearch, "/api/blog/search", { rawBody, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(code);
  });

  it("needs every word and answers an empty list when nothing matches", async () => {
    expect((await search("mürekkep zürafa")).json).toEqual([]);
  });

  it("answers 429 with Retry-After after 120 searches a minute from one address, and serves other addresses", async () => {
    const from = (ip: string) => call(blogSearch, "/api/blog/search", { rawBody: "uv", headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 120; i++) expect((await from("192.0.2.50")).status).toBe(200);
    const refused = await from("192.0.2.50");
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await from("192.0.2.51")).status).toBe(200);
  });

  it("refuses texts under two characters with the error envelope", async () => {
    const res = await search(" a ");
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("query_too_short");
    expect(res.json.message).toBe("Arama metni en az 2 karakter olmalıdır.");
  });
});
