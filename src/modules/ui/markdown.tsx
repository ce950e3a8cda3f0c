import { renderMarkdown } from "@/lib/markdown";
import { RenderedMarkdown } from "./rendered-markdown";

/**
 * Markdown rendered by the one sanitising renderer: raw HTML from the database is shown as text, never run.
 * `topHeading` is the level the document's shallowest heading takes under the page's own headings.
 */
export function Markdown({ source, topHeading, className = "" }: { source: string; topHeading?: number; className?: string }) {
  return <RenderedMarkdown html={renderMarkdown(source, { topHeading })} className={className} />;
}
