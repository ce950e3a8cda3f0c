import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createPage } from "@/app/api/admin/content/pages/create/route";
import { POST as publishPage } from "@/app/api/admin/content/pages/publish/route";
import { POST as listPages } from "@/app/api/admin/content/pages/route";
import { POST as updatePage } from "@/app/api/admin/content/pages/update/route";
import { POST as createPost } from "@/app/api/admin/content/posts/create/route";
import { POST as publishPost } from "@/app/api/admin/content/posts/publish/route";
import { POST as listPosts } from "@/app/api/admin/content/posts/route";
import { POST as updatePost } from "@/app/api/admin/content/posts/update/route";
import { POST as preview } from "@/app/api/admin/content/preview/route";
import { latestBlogPosts } from "@/server/catalog/home";
import { sitemapPaths } from "@/server/catalog/sitemap";
import { getBlogPost, listBlogPosts } from "@/server/content/blog";
import { getContentPage } from "@/server/content/pages";
import { db } from "@/server/platform/db/client";
import { blogPosts, contentPages } from "@/server/platform/db/schema";
import { call } from "../support/api";
import { adminSessions, auditOf, describeAccessAndValidation } from "./admin-helpers";

const post = {
  slug: "uv-baskida-yeni-donem",
  title: "UV Baskıda Yeni Dönem",
  excerpt: "LED kürlemeyle gelen hız ve enerji tasarrufu üzerine kısa bir değerlendirme.",
  category: "Teknoloji",
  author: "Mehmet Demir",
  content: "## Neden LED?\n\nDaha az enerji, daha az ısı.",
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
};
const page = { title: "Sürdürülebilirlik", metaDescription: "Çevre politikamız.", body: "Atık mürekkepleri geri dönüştürüyoruz." };

let staff = "";
beforeAll(async () => {
  staff = (await adminSessions()).staff;
});

describe("blog posts", () => {
  it("a new post is a draft; publishing shows it on the blog, the home page and the sitemap on the next request", async () => {
    const homeBefore = await latestBlogPosts(); // warms the cached home list
    const created = await call(createPost, "/api/admin/content/posts/create", { cookie: staff, body: { post } });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ slug: post.slug, isPublished: false, readingMinutes: 1 });
    expect(await getBlogPost(post.slug)).toBeNull();

    const published = await call(publishPost, "/api/admin/content/posts/publish", {
      cookie: staff,
      body: { postId: created.json.id, published: true },
    });
    expect(published.json.isPublished).toBe(true);
    expect((await getBlogPost(post.slug))?.title).toBe(post.title);
    expect((await latestBlogPosts())[0]?.slug).toBe(post.slug);
    expect(homeBefore[0]?.slug).not.toBe(post.slug);
    expect((await sitemapPaths()).map((p) => p.path)).toContain(`/blog/${post.slug}`);

    await call(publishPost, "/api/admin/content/posts/publish", { cookie: staff, body: { postId: created.json.id, published: false } });
    expect(await getBlogPost(post.slug)).toBeNull();
    expect((await latestBlogPosts())[0]?.slug).not.toBe(post.slug);
    expect((await sitemapPaths()).map((p) => p.path)).not.toContain(`/blog/${post.slug}`);
    expect((await auditOf("blog_post", created.json.id)).map((a) => a.action)).toEqual(["blog.create", "blog.publish", "blog.unpublish"]);
  });

  it("saves an edit, audits only what changed, and refuses a slug another post has", async () => {
    const [seeded] = await db().select().from(blogPosts).orderBy(blogPosts.id).limit(2);
    const { id, slug, title, excerpt, category, author, content, publishedAt } = seeded!;
    const edit = { slug, title: `${title} (güncel)`, excerpt, category, author, content, publishedAt: publishedAt.toISOString() };
    const res = await call(updatePost, "/api/admin/content/posts/update", { cookie: staff, body: { postId: id, post: edit } });
    expect(res.status).toBe(200);
    expect((await getBlogPost(slug))?.title).toBe(`${title} (güncel)`);
    const [audit] = await auditOf("blog_post", id);
    expect(audit).toMatchObject({ action: "blog.update", before: { title }, after: { title: `${title} (güncel)` } });

    const [other] = await db()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, id + 1));
    const clash = await call(updatePost, "/api/admin/content/posts/update", {
      cookie: staff,
      body: { postId: id, post: { ...edit, slug: other!.slug } },
    });
    expect([clash.status, clash.json.code, clash.json.message]).toEqual([409, "slug_taken", "Bu adresi başka bir yazı kullanıyor."]);
    expect(
      (
        await call(updatePost, "/api/admin/content/posts/update", {
          cookie: staff,
          body: { postId: 999_999, post: { ...edit, slug: "olmayan-yazi" } },
        })
      ).status,
    ).toBe(404);
  });

  it("lists drafts for staff, newest first, which the blog does not show", async () => {
    const draft = { ...post, slug: "taslak-yazi", publishedAt: new Date().toISOString() };
    const created = await call(createPost, "/api/admin/content/posts/create", { cookie: staff, body: { post: draft } });
    const res = await call(listPosts, "/api/admin/content/posts", { cookie: staff, body: {} });
    expect(res.json.items[0]).toMatchObject({ id: created.json.id, isPublished: false });
    expect(res.json.total).toBe((await db().select().from(blogPosts)).length);
    expect((await listBlogPosts({}))?.posts.map((p) => p.slug)).not.toContain("taslak-yazi");
  });
});

describe("content pages", () => {
  it("an edit shows on the page at once; unpublishing makes it a 404, publishing brings it back", async () => {
    const [kariyer] = await db().select().from(contentPages).where(eq(contentPages.path, "kurumsal/kariyer"));
    const body = {
      pageId: kariyer!.id,
      page: { title: "Kariyer", metaDescription: kariyer!.metaDescription, body: "Yeni ilanlarımız yakında." },
    };
    expect((await call(updatePage, "/api/admin/content/pages/update", { cookie: staff, body })).status).toBe(200);
    expect((await getContentPage("kurumsal/kariyer"))?.body).toBe("Yeni ilanlarımız yakında.");

    await call(publishPage, "/api/admin/content/pages/publish", { cookie: staff, body: { pageId: kariyer!.id, published: false } });
    expect(await getContentPage("kurumsal/kariyer")).toBeNull();
    expect((await sitemapPaths()).map((p) => p.path)).not.toContain("/kurumsal/kariyer");
    await call(publishPage, "/api/admin/content/pages/publish", { cookie: staff, body: { pageId: kariyer!.id, published: true } });
    expect(await getContentPage("kurumsal/kariyer")).not.toBeNull();
    expect((await auditOf("content_page", kariyer!.id)).map((a) => a.action)).toEqual(["page.update", "page.unpublish", "page.publish"]);
  });

  it("creates a draft page under a section, once per path", async () => {
    const res = await call(createPage, "/api/admin/content/pages/create", {
      cookie: staff,
      body: { path: "kurumsal/surdurulebilirlik", page },
    });
    expect(res.json).toMatchObject({ path: "kurumsal/surdurulebilirlik", isPublished: false });
    expect(await getContentPage("kurumsal/surdurulebilirlik")).toBeNull();
    await call(publishPage, "/api/admin/content/pages/publish", { cookie: staff, body: { pageId: res.json.id, published: true } });
    expect((await getContentPage("kurumsal/surdurulebilirlik"))?.title).toBe("Sürdürülebilirlik");

    const again = await call(createPage, "/api/admin/content/pages/create", {
      cookie: staff,
      body: { path: "kurumsal/surdurulebilirlik", page },
    });
    expect([again.status, again.json.code]).toEqual([409, "path_taken"]);
    const listed = await call(listPages, "/api/admin/content/pages", { cookie: staff, body: {} });
    expect(listed.json.items.map((p: { path: string }) => p.path)).toContain("kurumsal/surdurulebilirlik");
  });
});

describe("Markdown preview", () => {
  it("renders with the storefront's renderer: raw HTML as text, unsafe links dropped", async () => {
    const res = await call(preview, "/api/admin/content/preview", {
      cookie: staff,
      body: {
        markdown:
          '## Başlık\n\n<script>alert(1)</script>\n\n[tıkla](javascript:alert(1)) [iletişim](/contact) <img src=x onerror="alert(1)">',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.html).toContain("<h2>Başlık</h2>");
    expect(res.json.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(res.json.html).toContain('<a href="/contact">iletişim</a>');
    expect(res.json.html).not.toContain("javascript:");
    expect(res.json.html).not.toContain("<img");
  });
});

const validPost = { post };
describeAccessAndValidation([
  { path: "/api/admin/content/posts", handler: listPosts, valid: {}, invalid: [{ page: -1 }, { page: "2" }] },
  {
    path: "/api/admin/content/posts/create",
    handler: createPost,
    valid: validPost,
    invalid: [
      {},
      { post: { ...post, slug: "Büyük Harf" } },
      { post: { ...post, publishedAt: "dün" } },
      { post: { ...post, content: "" } },
      { post: { ...post, title: "x".repeat(201) } },
    ],
  },
  {
    path: "/api/admin/content/posts/update",
    handler: updatePost,
    valid: { postId: 1, ...validPost },
    invalid: [validPost, { postId: 1, post: { ...post, excerpt: "kısa" } }],
  },
  {
    path: "/api/admin/content/posts/publish",
    handler: publishPost,
    valid: { postId: 1, published: true },
    invalid: [{ postId: 1 }, { postId: 1, published: "evet" }],
  },
  { path: "/api/admin/content/pages", handler: listPages, valid: {}, invalid: [] },
  {
    path: "/api/admin/content/pages/create",
    handler: createPage,
    valid: { path: "kurumsal/yeni", page },
    invalid: [
      { path: "yeni-sayfa", page },
      { path: "urunler/yeni", page },
      { path: "kurumsal/../admin", page },
      { path: "kurumsal/a/b", page },
      { path: "kurumsal/yeni", page: { ...page, body: "" } },
    ],
  },
  {
    path: "/api/admin/content/pages/update",
    handler: updatePage,
    valid: { pageId: 1, page },
    invalid: [{ pageId: 1 }, { pageId: 1, page: { ...page, metaDescription: "x".repeat(301) } }],
  },
  {
    path: "/api/admin/content/pages/publish",
    handler: publishPage,
    valid: { pageId: 1, published: false },
    invalid: [{ published: true }],
  },
  { path: "/api/admin/content/preview", handler: preview, valid: { markdown: "# x" }, invalid: [{}, { markdown: 5 }] },
]);
