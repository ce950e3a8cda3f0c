import { t } from "@/i18n/server";
import type { AdminNavItem } from "@/server/admin/navigation";
import { NavigationDelete, NavigationImages } from "../components/navigation-images";
import { NavigationItemForm } from "../components/navigation-item-form";
import { AdminPageHeader } from "./admin-page-header";

/** A menu entry's fields, its images, and the way to delete it. */
export function AdminNavigationEdit({ item }: { item: AdminNavItem }) {
  return (
    <>
      <AdminPageHeader
        title={t("admin:navigation.editTitle", { name: item.name })}
        back={{ href: "/admin/navigation", label: t("admin:navigation.back") }}
        storefront={item.href}
      />
      <NavigationItemForm key={JSON.stringify(item)} item={item} />
      <NavigationImages item={item} />
      <NavigationDelete itemId={item.id} />
    </>
  );
}
