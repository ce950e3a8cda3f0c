import { jsonLdText } from "../structured-data";

/** A JSON-LD block; the text is escaped so data from the database cannot leave the script element. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes "<", so the content stays JSON
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
