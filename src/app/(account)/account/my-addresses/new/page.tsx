import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { AddressForm } from "@/modules/account/components/address-form";
import { getProfile } from "@/modules/account/data";
import { ADDRESSES_PATH } from "@/modules/account/paths";
import { requireUser } from "@/modules/account/session";

export const metadata: Metadata = { title: t("account:addresses.addTitle") };

export default async function NewAddressPage() {
  const user = await requireUser(`${ADDRESSES_PATH}/new`);
  const profile = await getProfile(user.id);
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">{t("account:addresses.addTitle")}</h1>
      <AddressForm owner={profile} />
    </div>
  );
}
