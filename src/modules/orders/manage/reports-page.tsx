import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatCount, formatShare } from "@/lib/numbers";
import { formatDate } from "@/lib/shop-time";
import { inputClass, panelClass, primaryButton } from "@/modules/admin/styles";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { MonthReport } from "@/server/orders/manage/month/report";
import { monthSheets } from "@/shared/orders/month";
import { Bars } from "./report-bars";

type Range = { from: string; to: string };

const label = "flex flex-col gap-1 text-sm";

function RangeFields({ range }: { range: Range }) {
  return (
    <>
      <label className={label}>
        {t("admin-reports:range.from")}
        <input type="date" name="from" required defaultValue={range.from} className={inputClass} />
      </label>
      <label className={label}>
        {t("admin-reports:range.to")}
        <input type="date" name="to" required defaultValue={range.to} className={inputClass} />
      </label>
    </>
  );
}

function ExportForm({ range }: { range: Range }) {
  return (
    <section aria-labelledby="export-title" className={panelClass}>
      <h2 id="export-title" className="mb-2 font-semibold text-lg">
        {t("admin-reports:export.title")}
      </h2>
      <p className="mb-3 max-w-prose text-neutral-700 text-sm">{t("admin-reports:export.text")}</p>
      <form method="get" action="/api/admin/reports/export" className="flex flex-wrap items-end gap-3">
        <RangeFields range={range} />
        <label className={label}>
          {t("admin-reports:export.format")}
          <select name="format" defaultValue="xlsx" className={inputClass}>
            {(["xlsx", "csv"] as const).map((f) => (
              <option key={f} value={f}>
                {t(`admin-reports:export.formats.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t("admin-reports:export.sheet")}
          <select name="sheet" defaultValue="orders" className={inputClass}>
            {monthSheets.map((s) => (
              <option key={s} value={s}>
                {t(`admin-reports:sheets.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primaryButton}>
          {t("admin-reports:export.download")}
        </button>
      </form>
    </section>
  );
}

function Figures({ report }: { report: MonthReport }) {
  const figures = [
    ["revenue", formatPrice(report.totals.revenue)],
    ["orders", formatCount(report.totals.orders)],
    ["refunds", formatCount(report.totals.refunds)],
    ["refunded", formatPrice(report.totals.refunded)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([key, value]) => (
        <div key={key} className={panelClass}>
          <dt className="text-neutral-700 text-sm">{t(`admin-reports:page.${key}`)}</dt>
          <dd className="font-semibold text-lg tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The back office's reports: the range's sales by day, payment method, product and category, the products asked
 * back, its refunds, and the accountant's export.
 */
export function AdminReports({ range, report, invalid }: { range: Range; report: MonthReport; invalid: boolean }) {
  const empty = t("admin-reports:page.empty");
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t("admin-reports:title")} />
      <p className="max-w-prose text-neutral-700 text-sm">{t("admin-reports:page.intro")}</p>
      {invalid && (
        <p role="alert" className="text-red-800 text-sm">
          {t("admin-reports:page.invalidRange")}
        </p>
      )}
      <form method="get" className={`${panelClass} flex flex-wrap items-end gap-3`} aria-label={t("admin-reports:range.legend")}>
        <RangeFields range={range} />
        <button type="submit" className={primaryButton}>
          {t("admin-reports:range.show")}
        </button>
        <p className="w-full text-neutral-700 text-sm">{t("admin-reports:range.hint")}</p>
      </form>
      <Figures report={report} />
      <Bars
        title={t("admin-reports:page.perDay")}
        empty={empty}
        bars={report.days.map((d) => ({
          key: d.day,
          label: formatDate(`${d.day}T12:00:00+03:00`),
          value: d.revenue,
          text: t("admin-reports:page.dayValue", { revenue: formatPrice(d.revenue), n: formatCount(d.orders) }),
        }))}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Bars
          title={t("admin-reports:page.methods")}
          empty={empty}
          bars={report.methods.map((m) => ({
            key: m.method,
            label: t(`cart:payment.${m.method}`),
            value: m.revenue,
            text: t("admin-reports:page.methodValue", {
              share: formatShare(m.revenue, report.totals.revenue),
              revenue: formatPrice(m.revenue),
            }),
          }))}
        />
        <Bars
          title={t("admin-reports:page.products")}
          empty={empty}
          bars={report.products.map((p) => ({
            key: p.code,
            label: p.name,
            value: p.revenue,
            text: t("admin-reports:page.productValue", { revenue: formatPrice(p.revenue), n: formatCount(p.quantity) }),
          }))}
        />
        <Bars
          title={t("admin-reports:page.categories")}
          empty={empty}
          bars={report.categories.map((c) => ({
            key: c.name,
            label: c.name,
            value: c.revenue,
            text: t("admin-reports:page.categoryValue", {
              share: formatShare(c.revenue, report.totals.revenue),
              revenue: formatPrice(c.revenue),
            }),
          }))}
        />
        <Bars
          title={t("admin-reports:page.returns")}
          empty={t("admin-reports:page.noReturns")}
          bars={report.returns.map((r) => ({
            key: r.name,
            label: r.name,
            value: r.units,
            text: t("admin-reports:page.returnValue", { n: formatCount(r.units) }),
          }))}
        />
      </div>
      <ExportForm range={range} />
    </div>
  );
}
