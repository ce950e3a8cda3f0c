import { t } from "@/i18n/server";
import { Markdown } from "@/modules/ui/markdown";
import { splitSections } from "../markdown-sections";

/** The dealers page: the intro, then one card per "## City" section of the page's Markdown. */
export function DealerDirectory({ source }: { source: string }) {
  const { intro, sections } = splitSections(source, 2);
  return (
    <>
      {intro ? <Markdown source={intro} /> : null}
      <h2 className="sr-only">{t("content:dealers.heading")}</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.heading} className="rounded border border-gray-200 p-4">
            <h3 className="text-lg font-bold text-gray-900">{section.heading}</h3>
            <Markdown source={section.body} className="mt-2 text-sm [&_p]:mt-2" />
          </li>
        ))}
      </ul>
    </>
  );
}
