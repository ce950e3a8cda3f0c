import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { listAddresses } from "@/modules/account/data";
import { ADDRESSES_PATH } from "@/modules/account/paths";
import { requireUser } from "@/modules/account/session";
import { AddressList } from "@/modules/account/templates/address-list";

export const metadata: Metadata = { title: t("account:addresses.title") };

export default async function MyAddressesPage({ searchParams }: { searchParams: Promise<{ saved?: string }> }) {
  const user = await requireUser(ADDRESSES_PATH);
  const [addresses, { saved }] = await Promise.all([listAddresses(user.id), searchParams]);
  return <AddressList addresses={addresses} saved={saved === "1"} />;
}
