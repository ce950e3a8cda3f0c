import { t } from "@/i18n/server";
import { formatDateTime } from "@/lib/shop-time";

type Entry = { at: string; by: string; text: string; subject?: string; attachments?: string[] };

/** A submission's notes or replies, oldest first: who wrote when, and what. */
export function SubmissionTimeline({ entries, empty }: { entries: Entry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-neutral-700 text-sm">{empty}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className="border-neutral-300 border-l-4 pl-3">
          <p className="text-neutral-700 text-sm">{t("admin-inbox:byAt", { by: e.by, at: formatDateTime(e.at) })}</p>
          {e.subject && <p className="font-medium">{e.subject}</p>}
          <p className="whitespace-pre-line">{e.text}</p>
          {e.attachments?.length ? (
            <p className="text-neutral-700 text-sm">{t("admin-inbox:attachedFiles", { names: e.attachments.join(", ") })}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
