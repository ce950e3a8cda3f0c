import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { t } from "@/i18n/server";
import { SignOutButton } from "@/modules/account/components/sign-out-button";
import Link from "@/modules/ui/link";
import { type StaffRole, staffMay } from "@/shared/account/staff-roles";
import { StaffLive } from "../components/staff-live";

const links = [
  { href: "/admin", key: "dashboard" },
  { href: "/admin/reviews", key: "reviews" },
  { href: "/admin/orders", key: "orders" },
  { href: "/admin/quotes", key: "quotes" },
  { href: "/admin/products", key: "products" },
  { href: "/admin/products/csv", key: "csv" },
  { href: "/admin/navigation", key: "navigation" },
  { href: "/admin/categories", key: "categories" },
  { href: "/admin/brands", key: "brands" },
  { href: "/admin/coupons", key: "coupons" },
  { href: "/admin/customer-groups", key: "groups" },
  { href: "/admin/inbox", key: "inbox" },
  { href: "/admin/blog", key: "blog" },
  { href: "/admin/pages", key: "pages" },
  { href: "/admin/search", key: "search" },
  { href: "/admin/search/insights", key: "searchInsights" },
  { href: "/admin/settings", key: "settings" },
  { href: "/admin/reports", key: "reports" },
  { href: "/admin/jobs", key: "jobs" },
  { href: "/admin/staff", key: "staff" },
  { href: "/admin/audit", key: "audit" },
  { href: "/admin/two-factor", key: "twoFactor" },
] as const;

const navLink = "block rounded px-3 py-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-orange-600";

/**
 * The back office chrome: a sidebar on desktop, a wrapping bar on a tablet; it ends with the way out (sign out).
 * The menu holds only the parts the staff member's role opens.
 */
export function AdminShell({ userName, role, children }: { userName: string; role: StaffRole | null; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50 lg:flex-row">
      <aside className="border-b border-neutral-200 bg-white p-4 lg:w-60 lg:border-r lg:border-b-0">
        <p className="mb-1 font-semibold text-lg">{t("admin:title")}</p>
        <p className="mb-4 text-neutral-600 text-sm">{userName}</p>
        <nav aria-label={t("admin:nav.label")}>
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {links
              .filter((l) => staffMay(role, l.href))
              .map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className={navLink}>
                    {t(`admin:nav.${l.key}`)}
                  </Link>
                </li>
              ))}
            <li>
              <Link href="/" className={`${navLink} text-neutral-600`}>
                {t("admin:nav.store")}
              </Link>
            </li>
            <li>
              <SignOutButton className={`${navLink} w-full text-left text-neutral-600`} />
            </li>
          </ul>
        </nav>
      </aside>
      <main id="content" className="min-w-0 flex-1 p-4 lg:p-8">
        {children}
      </main>
      {/* Top right: at the bottom, on a tablet or phone, a toast covered the form's buttons under the pointer. */}
      <Toaster position="top-right" />
      <StaffLive />
    </div>
  );
}

export function AdminForbidden() {
  return (
    <main id="content" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="mb-2 font-semibold text-2xl">{t("admin:forbidden.title")}</h1>
      <p className="mb-6 text-neutral-700">{t("admin:forbidden.text")}</p>
      <Link href="/" className="text-orange-700 underline">
        {t("admin:forbidden.home")}
      </Link>
    </main>
  );
}
