import type { MetadataRoute } from "next";
import { storeConfig } from "@/config/store";
import { sitemapPaths } from "@/modules/catalog/data";

// Built from the database at request time: builds never open it (docs/adr/0001).
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = await sitemapPaths();
  return paths.map((p) => ({ url: new URL(p.path, storeConfig.siteUrl).toString(), lastModified: p.lastModified }));
}
