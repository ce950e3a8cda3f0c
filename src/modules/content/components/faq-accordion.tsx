import { t } from "@/i18n/server";
import { Markdown } from "@/modules/ui/markdown";
import { splitSections } from "../markdown-sections";

/**
 * The help page's FAQ: each "### Question" of the page's Markdown becomes a <details> disclosure, which
 * browsers make keyboard-operable and announce as expanded or collapsed, with or without JavaScript.
 */
export function FaqAccordion({ source }: { source: string }) {
  const { intro, sections } = splitSections(source, 3);
  return (
    <>
      {intro ? <Markdown source={intro} /> : null}
      <h2 className="mt-8 text-xl font-bold">{t("content:faq.heading")}</h2>
      <div className="mt-4 divide-y divide-gray-200 rounded border border-gray-200">
        {sections.map((section) => (
          <details key={section.heading} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
              {section.heading}
              <span aria-hidden="true" className="text-xl leading-none text-primary-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <Markdown source={section.body} className="px-4 pb-4" />
          </details>
        ))}
      </div>
    </>
  );
}
