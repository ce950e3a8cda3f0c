import { t } from "@/i18n/server";

/** Datasheets and manuals stored as media (PDF), offered as downloads. */
export function ProductAttachments({ attachments }: { attachments: { title: string; href: string }[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {attachments.map((a) => (
        <li key={a.href}>
          <a
            href={a.href}
            download
            className="inline-flex items-center gap-2 text-sm font-medium text-primary-700 underline hover:text-primary-800"
          >
            <span aria-hidden="true">⤓</span>
            {a.title}
            <span className="sr-only"> ({t("catalog:product.download")})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
