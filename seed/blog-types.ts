import type { SectionKey } from "./catalog-tree";
import type { Silhouette } from "./types";

export type BlogPostDef = {
  slug: string;
  title: string;
  excerpt: string;
  category: "Rehberler" | "Teknoloji" | "Haberler" | "Uygulama Örnekleri";
  author: string;
  /** ISO date within 2026. */
  publishedAt: string;
  section: SectionKey;
  silhouette: Silhouette;
  content: string;
};
