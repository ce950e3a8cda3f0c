import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { splitSections } from "@/modules/content/markdown-sections";
import { Markdown } from "@/modules/ui/markdown";
import { getContentPage } from "@/server/content/pages";
import { db } from "@/server/platform/db/client";
import { contentPages } from "@/server/platform/db/schema";

const routes = [
  "kurumsal/hakkimizda",
  "kurumsal/temsilcilikler",
  "kurumsal/kariyer",
  "kurumsal/banka-bilgileri",
  "brochure",
  "cozum-merkezi/yardim-destek",
  "yasal/aydinlatma-metni",
  "yasal/kisisel-veri-politikasi",
  "yasal/cerez-politikasi",
  "uygulama-ornekleri",
  "haberler",
];

describe("content pages", () => {
  it.each(routes)("%s is in the database with a title and a body", async (path) => {
    const page = await getContentPage(path);
    expect(page?.title.length).toBeGreaterThan(3);
    expect(page?.body.length).toBeGreaterThan(100);
  });

  it("gives null for a path that is not a page", async () => {
    expect(await getContentPage("kurumsal/olmayan-sayfa")).toBeNull();
  });

  it("shows HTML stored in a page as text, never as markup", async () => {
    await db()
      .update(contentPages)
      .set({ body: 'Merhaba <img src=x onerror="alert(1)"> [tıkla](javascript:alert(2))\n\n<script>alert(3)</script>' })
      .where(eq(contentPages.path, "haberler"));
    const page = await getContentPage("haberler");
    const html = renderToStaticMarkup(Markdown({ source: page!.body }));
    expect(html).not.toMatch(/<img|<script|javascript:/);
    expect(html).toContain("&lt;img src=x");
    expect(html).toContain("tıkla");
  });

  it("has the help page's questions as ### headings for the FAQ accordion", async () => {
    const page = await getContentPage("cozum-merkezi/yardim-destek");
    const { sections } = splitSections(page!.body, 3);
    expect(sections.length).toBeGreaterThanOrEqual(8);
    expect(sections.map((s) => s.heading)).toContain("Garanti süresi ne kadar?");
    expect(sections.every((s) => s.body.length > 20)).toBe(true);
  });

  it("has the dealers by city as ## headings", async () => {
    const { sections } = splitSections((await getContentPage("kurumsal/temsilcilikler"))!.body, 2);
    expect(sections.map((s) => s.heading)).toEqual(expect.arrayContaining(["İstanbul (Merkez)", "Ankara", "İzmir"]));
  });
});
