import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache, type ReactNode } from "react";
import { getContentPage } from "@/modules/content/data";
import type { ContentPage } from "@/server/content/pages";
import { ContentPageView } from "./templates/content-page";

// One query per request and path, shared by generateMetadata and the page; a path missing from the database is a 404.
const loadContentPage = cache(async (path: string) => (await getContentPage(path)) ?? notFound());

/** A content_pages page by path; `render` shows the body its own way (FAQ accordion, dealer cards, bank accounts). */
export async function ContentRoute({ path, render }: { path: string; render?: (page: ContentPage) => ReactNode }) {
  const page = await loadContentPage(path);
  return <ContentPageView page={page}>{render?.(page)}</ContentPageView>;
}

export async function contentMetadata(path: string): Promise<Metadata> {
  const page = await loadContentPage(path);
  const description = page.metaDescription || undefined;
  return {
    title: page.title,
    description,
    alternates: { canonical: `/${path}` },
    openGraph: { title: page.title, description, url: `/${path}` },
  };
}

export type SectionProps = { params: Promise<{ page: string }> };

const sectionPath = async (section: string, { params }: SectionProps) => `${section}/${(await params).page}`;

export const sectionMetadata = async (section: string, props: SectionProps) => contentMetadata(await sectionPath(section, props));

/** A content section's page route (kurumsal/[page], …): the pages staff create; the section's fixed routes keep their layouts. */
export async function SectionPage({ section, params }: SectionProps & { section: string }) {
  return <ContentRoute path={await sectionPath(section, { params })} />;
}
