import { t } from "@/i18n/server";
import Link from "@/modules/ui/link";
import type { adminCounts } from "@/server/orders/manage/orders";

/**
 * The back office's start page: what waits for staff, each count linking to its list. The shell's live island
 * (StaffLive) reads the page again when a review, an order, a transfer notice, a return request or an inbox message
 * arrives, so the counts follow.
 */
export function AdminDashboard({ counts }: { counts: Awaited<ReturnType<typeof adminCounts>> }) {
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin:nav.dashboard")}</h1>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Link href="/admin/reviews" className="block rounded-lg border border-neutral-200 bg-white p-5 hover:border-orange-600">
            <span className="block font-semibold text-3xl">{counts.pendingReviews}</span>
            {t("admin:dashboard.pendingReviews")}
          </Link>
        </li>
        <li>
          <Link
            href="/admin/orders?status=to_prepare"
            className="block rounded-lg border border-neutral-200 bg-white p-5 hover:border-orange-600"
          >
            <span className="block font-semibold text-3xl">{counts.ordersToPrepare}</span>
            {t("admin:dashboard.openOrders")}
          </Link>
        </li>
        <li>
          <Link
            href="/admin/orders?status=return_requested"
            className="block rounded-lg border border-neutral-200 bg-white p-5 hover:border-orange-600"
          >
            <span className="block font-semibold text-3xl">{counts.returnsToDecide}</span>
            {t("admin:dashboard.returnsToDecide")}
          </Link>
        </li>
        <li>
          <Link href="/admin/inbox?status=new" className="block rounded-lg border border-neutral-200 bg-white p-5 hover:border-orange-600">
            <span className="block font-semibold text-3xl">{counts.newMessages}</span>
            {t("admin:dashboard.newMessages")}
          </Link>
        </li>
        <li>
          {/* A plain link: the browser downloads the file itself. */}
          <a
            href="/api/admin/consents/export"
            download
            className="block rounded-lg border border-neutral-200 bg-white p-5 hover:border-orange-600"
          >
            {t("admin:dashboard.iysExport")}
          </a>
        </li>
      </ul>
    </>
  );
}
