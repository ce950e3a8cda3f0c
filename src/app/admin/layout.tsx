import type { Metadata } from "next";
import type { ReactNode } from "react";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { staffForPage } from "@/modules/admin/access";
import { AdminForbidden, AdminShell } from "@/modules/admin/templates/admin-shell";

export const metadata: Metadata = { title: t("admin:title"), robots: { index: false } };

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const staff = await staffForPage();
  if (!staff) return <AdminForbidden />;
  // The back office is not a shopper's page: its islands get every namespace (staff only: the 403 page needs none).
  return (
    <Translations>
      <AdminShell userName={staff.name} role={staff.staffRole}>
        {children}
      </AdminShell>
    </Translations>
  );
}
