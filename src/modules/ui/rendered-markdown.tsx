/** Typography for Markdown from the database (content pages, blog posts, FAQ answers). */
const proseClass =
  "leading-relaxed text-gray-800 [&>:first-child]:mt-0 [&_a]:text-primary-700 [&_a]:underline [&_a:hover]:text-primary-800 [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_table]:mt-4 [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6";

/**
 * HTML that `renderMarkdown` (src/lib/markdown) produced — on the page's server, or by the back office's preview
 * API — with the storefront's typography. Nothing else may be passed in: this is where it enters the page.
 */
export function RenderedMarkdown({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`${proseClass} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: only renderMarkdown output, which escapes raw HTML and drops unsafe URLs
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
