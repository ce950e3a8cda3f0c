/** First path segments owned by fixed routes (SPEC §2); no catalogue slug may take one. */
export const reservedSlugs = new Set([
  "api", "_app", "_next", "admin", "auth", "account", "mobile", "search", "about", "blog", "contact", "brochure",
  "checkout", "cozum-merkezi", "kurumsal", "yasal", "teknik-servis-formu", "bayilik-formu", "media", "sitemap.xml",
  "robots.txt", "floor", "favicon.ico", "manifest.webmanifest", "brand", "locales", "uygulama-ornekleri", "haberler",
]);

export const isReservedSlug = (slug: string) => reservedSlugs.has(slug);
