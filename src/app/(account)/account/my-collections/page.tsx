import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { requireUser } from "@/modules/account/session";
import { listCollections } from "@/modules/social/data";
import { COLLECTIONS_PATH } from "@/modules/social/paths";
import { AccountHeading } from "@/modules/social/templates/account-heading";
import { CollectionList } from "@/modules/social/templates/collection-list";

export const metadata: Metadata = { title: t("social:collections.title") };

export default async function MyCollectionsPage() {
  const user = await requireUser(COLLECTIONS_PATH);
  return (
    <>
      <AccountHeading title={t("social:collections.title")} />
      <CollectionList collections={await listCollections(user.id)} />
    </>
  );
}
