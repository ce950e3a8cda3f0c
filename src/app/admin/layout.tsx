import type { Metadata } from "next";
import type { ReactNode } from "react";
import { t } from "@/i18n/server";
import { staffForPage } from "@/modules/admin/access";
import { AdminForbidden, AdminShell } from "@/modules/admin/templates/admin-shell";

export const metadata: Metadata = { title: t("admin:title"), robots: { index: false } };

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const staff = await staffForPage();
  if (!staff) return <AdminForbidden />;
  return <AdminShell userName={staff.name}>{children}</AdminShell>;
}
