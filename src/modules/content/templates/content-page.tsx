import type { ReactNode } from "react";
import { Markdown } from "@/modules/ui/markdown";
import type { ContentPage } from "@/server/content/pages";

/** A page from content_pages: its title and, unless the route shows the body its own way, its Markdown. */
export function ContentPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-8 md:py-12">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{page.title}</h1>
      <div className="mt-6">{children ?? <Markdown source={page.body} />}</div>
    </article>
  );
}
