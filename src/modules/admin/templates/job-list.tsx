import { t } from "@/i18n/server";
import { formatDateTime } from "@/lib/shop-time";
import Link from "@/modules/ui/link";
import type { JobListItem } from "@/server/compose/manage-jobs";
import { type JobListFilter, jobListFilters } from "@/shared/jobs";
import { AdminTable, adminLink } from "../components/admin-table";
import { JobActions, RunJobButton } from "../components/job-actions";

const queueLabel = (queue: string) => t(`admin:jobs.queue.${queue}`, { defaultValue: queue });

/**
 * The background jobs: waiting and retrying, failed for good, or the latest; a failed one can be retried or dropped,
 * and a scheduled one run now.
 */
export function AdminJobList({ items, state, scheduled }: { items: JobListItem[]; state: JobListFilter; scheduled: string[] }) {
  return (
    <>
      <h1 className="mb-2 font-semibold text-2xl">{t("admin:jobs.title")}</h1>
      <p className="mb-4 max-w-prose text-neutral-700 text-sm">{t("admin:jobs.intro")}</p>
      <nav aria-label={t("admin:jobs.filterLabel")} className="mb-4 flex gap-4">
        {jobListFilters.map((f) => (
          <Link key={f} href={`/admin/jobs?state=${f}`} aria-current={f === state ? "page" : undefined} className={adminLink}>
            {t(`admin:jobs.filter.${f}`)}
          </Link>
        ))}
      </nav>
      <AdminTable
        rows={items}
        rowKey={(j) => j.id}
        columns={[
          { header: t("admin:jobs.queueColumn"), cell: (j) => queueLabel(j.queue) },
          { header: t("admin:jobs.stateColumn"), cell: (j) => t(`admin:jobs.state.${j.state}`, { defaultValue: j.state }) },
          { header: t("admin:jobs.recipient"), cell: (j) => j.recipient ?? "—" },
          { header: t("admin:jobs.created"), cell: (j) => formatDateTime(j.createdAt) },
          {
            header: t("admin:jobs.attempts"),
            numeric: true,
            cell: (j) => t("admin:jobs.attemptsOf", { count: j.attempts, limit: j.retryLimit + 1 }),
          },
          {
            header: t("admin:jobs.next"),
            cell: (j) => (j.nextTryAt ? formatDateTime(j.nextTryAt) : j.finishedAt ? formatDateTime(j.finishedAt) : "—"),
          },
          { header: t("admin:jobs.error"), cell: (j) => j.error ?? "—", className: "max-w-xs break-words text-sm" },
          {
            header: t("admin:jobs.actions"),
            cell: (j) => (j.state === "failed" ? <JobActions queue={j.queue} jobId={j.id} /> : null),
          },
        ]}
      />
      <section aria-labelledby="scheduled-jobs" className="mt-8">
        <h2 id="scheduled-jobs" className="mb-2 font-semibold text-lg">
          {t("admin:jobs.scheduled")}
        </h2>
        <p className="mb-3 max-w-prose text-neutral-700 text-sm">{t("admin:jobs.scheduledIntro")}</p>
        <ul className="flex flex-col gap-2">
          {scheduled.map((queue) => (
            <li key={queue} className="flex flex-wrap items-center gap-3">
              <span className="min-w-64">{queueLabel(queue)}</span>
              <RunJobButton queue={queue} label={t("admin:jobs.runLabel", { job: queueLabel(queue) })} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
