import { t } from "@/i18n/server";
import { formatLongDate } from "@/lib/shop-time";
import { AdminPanel } from "@/modules/admin/components/admin-panels";
import { type AdminColumn, AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import Link from "@/modules/ui/link";
import type { listSearchRules, searchReport } from "@/server/search/manage/rules";
import { PinAdd, SearchRuleDelete, SynonymAdd } from "./search-rules";

type Rules = Awaited<ReturnType<typeof listSearchRules>>;
type Report = Awaited<ReturnType<typeof searchReport>>;
type StatRow = Report["top"][number];

const weekLabel = (week: string) => formatLongDate(`${week}T12:00:00+03:00`);

const statColumns: AdminColumn<StatRow>[] = [
  { header: t("admin-search:report.query"), cell: (r) => r.query },
  { header: t("admin-search:report.searches"), numeric: true, cell: (r) => r.searches },
  { header: t("admin-search:report.zeroResults"), numeric: true, cell: (r) => r.zeroResults },
  { header: t("admin-search:report.results"), numeric: true, cell: (r) => r.results },
  { header: t("admin-search:report.clicks"), numeric: true, cell: (r) => r.clicks },
];

/** What shoppers searched and could not find, week by week, and the synonyms and pins staff use to help them. */
export function AdminSearchInsights({ rules, report }: { rules: Rules; report: Report }) {
  const lists = [
    { id: "top", title: t("admin-search:report.top"), rows: report.top },
    { id: "zero", title: t("admin-search:report.zero"), rows: report.zero },
    { id: "no-click", title: t("admin-search:report.noClick"), rows: report.noClick },
  ];
  return (
    <>
      <AdminPageHeader title={t("admin-search:title")} />
      <p className="-mt-4 mb-6 max-w-3xl text-neutral-700">{t("admin-search:intro")}</p>
      <AdminPanel id="report" title={t("admin-search:report.title", { week: weekLabel(report.week) })} className="mb-8">
        {report.weeks.length > 0 && (
          <nav aria-label={t("admin-search:report.weeks")} className="mb-4">
            <ul className="flex flex-wrap gap-2">
              {report.weeks.map((week) => (
                <li key={week}>
                  <Link
                    href={`/admin/search/insights?week=${week}`}
                    aria-current={week === report.week ? "page" : undefined}
                    className={`${adminLink} text-sm aria-[current=page]:font-semibold`}
                  >
                    {weekLabel(week)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {lists.map((list) => (
          <section key={list.id} aria-labelledby={`report-${list.id}`} className="mb-6">
            <h3 id={`report-${list.id}`} className="mb-2 font-medium">
              {list.title}
            </h3>
            <AdminTable rows={list.rows} columns={statColumns} rowKey={(r) => r.query} />
          </section>
        ))}
      </AdminPanel>
      <AdminPanel id="synonyms" title={t("admin-search:synonyms.title")} className="mb-8">
        <p className="mb-3 max-w-3xl text-neutral-700 text-sm">{t("admin-search:synonyms.intro")}</p>
        <AdminTable
          rows={rules.synonyms}
          rowKey={(s) => s.id}
          columns={[
            { header: t("admin-search:synonyms.terms"), cell: (s) => s.terms },
            { header: t("admin-search:synonyms.direction"), cell: (s) => t(`admin-search:synonyms.${s.twoWay ? "both" : "oneWay"}`) },
            { header: t("admin-search:synonyms.synonym"), cell: (s) => s.synonym },
            {
              header: t("admin-search:actions"),
              cell: (s) => <SearchRuleDelete kind="synonyms" id={s.id} label={`${s.terms} – ${s.synonym}`} />,
            },
          ]}
        />
        <SynonymAdd />
      </AdminPanel>
      <AdminPanel id="pins" title={t("admin-search:pins.title")}>
        <p className="mb-3 max-w-3xl text-neutral-700 text-sm">{t("admin-search:pins.intro")}</p>
        <AdminTable
          rows={rules.pins}
          rowKey={(p) => p.id}
          columns={[
            { header: t("admin-search:pins.query"), cell: (p) => p.query },
            { header: t("admin-search:pins.product"), cell: (p) => `${p.name} (${p.code})` },
            { header: t("admin-search:actions"), cell: (p) => <SearchRuleDelete kind="pins" id={p.id} label={`${p.query} – ${p.code}`} /> },
          ]}
        />
        <PinAdd />
      </AdminPanel>
    </>
  );
}
