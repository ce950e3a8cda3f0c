import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { NavigationDelete, NavigationImages } from "@/modules/admin/components/navigation-images";
import { NavigationItemForm } from "@/modules/admin/components/navigation-item-form";
import { routeId } from "@/modules/admin/route-id";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { getAdminNavigationItem } from "@/server/admin/navigation";

export default staffPage(async function AdminNavigationItem({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const item = id ? await getAdminNavigationItem(id) : null;
  if (!item) notFound();
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
});
