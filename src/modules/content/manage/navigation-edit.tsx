import { t } from "@/i18n/server";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { AdminNavItem } from "@/server/content/manage/navigation";
import { NavigationDelete, NavigationImages } from "./navigation-images";
import { NavigationItemForm } from "./navigation-item-form";

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
