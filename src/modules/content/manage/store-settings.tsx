import { t } from "@/i18n/server";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { Seller } from "@/shared/content/seller";
import type { StoreSettings } from "@/shared/content/store-settings";
import { SellerSettingsForm } from "./seller-settings-form";
import { type Section, StoreSettingsForm } from "./store-settings-form";

/** The shop's contact details, social links, bank accounts, when each payment method is offered, and the seller identity. */
export function AdminStoreSettings({ settings, sections, seller }: { settings: StoreSettings; sections: Section[]; seller: Seller }) {
  return (
    <>
      <AdminPageHeader title={t("admin-settings:store.title")} />
      <p className="-mt-4 mb-6 max-w-3xl text-neutral-700">{t("admin-settings:store.intro")}</p>
      <StoreSettingsForm key={JSON.stringify(settings)} initial={settings} sections={sections} />
      <SellerSettingsForm key={JSON.stringify(seller)} initial={seller} />
    </>
  );
}
