import { Marked, type Tokens } from "marked";
import { escapeHtml } from "./text";

/**
 * Markdown from the database (product descriptions, blog posts, content pages) to HTML that is
 * safe to put into a page: raw HTML in the source is shown as text, never interpreted, and links
 * or images may only point at http(s), mailto, tel or paths on this site. Headings can be moved
 * so that the document's top heading level fits under the page's own headings.
 */

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

export const isSafeUrl = (href: string) => SAFE_URL.test(href.trim());

function createMarked(headingOffset: number) {
  return new Marked({
    gfm: true,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.max(1, Math.min(6, depth + headingOffset));
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      // false = marked's own rendering, which escapes the URL and the text.
      link({ href, tokens }: Tokens.Link) {
        return isSafeUrl(href) ? false : this.parser.parseInline(tokens);
      },
      image({ href, text }: Tokens.Image) {
        return isSafeUrl(href) ? false : escapeHtml(text);
      },
    },
  });
}

const instances = new Map<number, Marked>();
const plain = createMarked(0);

function shallowestHeading(source: string): number | undefined {
  let min: number | undefined;
  plain.walkTokens(plain.lexer(source), (token) => {
    if (token.type === "heading") min = Math.min(min ?? 6, (token as Tokens.Heading).depth);
  });
  return min;
}

/**
 * `topHeading` is the level the document's shallowest heading gets (e.g. 3 under the page's h2),
 * so the outline has no skipped levels whichever level the author started at.
 */
export function renderMarkdown(source: string, { topHeading }: { topHeading?: number } = {}): string {
  const shallowest = topHeading === undefined ? undefined : shallowestHeading(source);
  const offset = topHeading === undefined || shallowest === undefined ? 0 : topHeading - shallowest;
  let marked = instances.get(offset);
  if (!marked) {
    marked = offset === 0 ? plain : createMarked(offset);
    instances.set(offset, marked);
  }
  return marked.parse(source, { async: false });
}
