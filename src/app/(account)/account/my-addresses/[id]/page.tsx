import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { AddressForm } from "@/modules/account/components/address-form";
import { findAddress, getProfile } from "@/modules/account/data";
import { ADDRESSES_PATH } from "@/modules/account/paths";
import { requireUser } from "@/modules/account/session";

export const metadata: Metadata = { title: t("account:addresses.editTitle") };

/** Edits an own address; any other id (someone else's, missing, not a number) is a 404. */
export default async function EditAddressPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser(`${ADDRESSES_PATH}/${encodeURIComponent(id)}`);
  if (!/^\d{1,9}$/.test(id)) notFound();
  const [address, profile] = await Promise.all([findAddress(user.id, Number(id)), getProfile(user.id)]);
  if (!address) notFound();
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">{t("account:addresses.editTitle")}</h1>
      <AddressForm address={address} owner={profile} />
    </div>
  );
}
