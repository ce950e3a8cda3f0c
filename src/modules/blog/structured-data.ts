import type { BlogPost } from "@/server/content/blog";

type Site = { siteUrl: string; companyName: string };

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();

/** schema.org BlogPosting for a post page, so search engines show its date, author and cover. */
export function blogPostingJsonLd(post: BlogPost, site: Site) {
  const url = absolute(`/blog/${post.slug}`, site.siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    articleSection: post.category,
    ...(post.coverUrl ? { image: [absolute(post.coverUrl, site.siteUrl)] } : {}),
    datePublished: post.publishedAt,
    // ISO strings sort by time; a post edited before its publication date counts as modified when published.
    dateModified: [post.publishedAt, post.updatedAt].sort().at(-1),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: site.companyName, url: absolute("/", site.siteUrl) },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    inLanguage: "tr-TR",
  };
}
