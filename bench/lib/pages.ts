/** The five storefront pages every benchmark measures, resolved to real paths of the running catalogue. */

export type BenchPage = { name: string; path: string };

/** A static file served by the same server: the reference rate the pages are compared with. */
export const staticPath = "/locales/tr/common.json";

/** The first `<article>` link on a listing page whose href starts with `prefix`. */
async function firstArticleLink(base: string, listing: string, prefix: string): Promise<string | null> {
  const response = await fetch(new URL(listing, base));
  if (!response.ok) return null;
  const html = await response.text();
  for (const article of html.matchAll(/<article\b[\s\S]*?<\/article>/g)) {
    const href = new RegExp(`href="(${prefix.replace(/\//g, "\\/")}[^"#]*)"`).exec(article[0])?.[1];
    if (href) return href.replace(/&amp;/g, "&");
  }
  return null;
}

/** Home, a category, a product, search results and a blog post; a page this build does not have is reported, not skipped. */
export async function resolvePages(base: string): Promise<{ pages: BenchPage[]; missing: string[] }> {
  const product = await firstArticleLink(base, "/makineler", "/");
  const post = await firstArticleLink(base, "/blog", "/blog/");
  const candidates: Array<{ name: string; path: string | null }> = [
    { name: "home", path: "/" },
    { name: "category", path: "/makineler" },
    { name: "product", path: product },
    { name: "search", path: "/search?query=uv" },
    { name: "blog post", path: post },
  ];
  const pages: BenchPage[] = [];
  const missing: string[] = [];
  for (const c of candidates) {
    const ok = c.path !== null && (await fetch(new URL(c.path, base))).status === 200;
    if (ok) pages.push({ name: c.name, path: c.path as string });
    else missing.push(c.name);
  }
  return { pages, missing };
}

/** Each page's HTML as a guest gets it, uncompressed, in bytes. */
export async function htmlSizes(base: string, pages: BenchPage[]): Promise<Array<{ name: string; bytes: number }>> {
  const sizes: Array<{ name: string; bytes: number }> = [];
  for (const page of pages)
    sizes.push({ name: page.name, bytes: (await (await fetch(new URL(page.path, base))).arrayBuffer()).byteLength });
  return sizes;
}
