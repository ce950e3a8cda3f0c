/**
 * Paths an older footer linked that now live elsewhere, each page under one URL: a 308 keeps links and rankings
 * (next.config.ts). The sitemap lists the destinations, never these.
 */
export const permanentRedirects = [
  { source: "/about", destination: "/kurumsal/hakkimizda" },
  { source: "/cozum-merkezi/sikca-sorulan-sorular", destination: "/cozum-merkezi/yardim-destek" },
  { source: "/cozum-merkezi/gizlilik-ve-odeme-guvenligi", destination: "/yasal/kisisel-veri-politikasi" },
  { source: "/cozum-merkezi/cerez-politikasi", destination: "/yasal/cerez-politikasi" },
] as const;

const redirected = new Set<string>(permanentRedirects.map((r) => r.source));

/** Whether a path answers with a redirect rather than a page. */
export const isRedirected = (path: string) => redirected.has(path);
