import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { requireUser } from "@/modules/account/session";
import { collectionWithProducts } from "@/modules/social/data";
import { collectionPath } from "@/modules/social/paths";
import { CollectionDetail } from "@/modules/social/templates/collection-detail";
import { collectionIdSchema } from "@/shared/social/schemas";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: t("social:collections.title") };

/** Another customer's collection, or an id that is not one, is a 404 like a missing one. */
export default async function MyCollectionPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser(collectionPath(id));
  const parsed = collectionIdSchema.safeParse(id);
  const found = parsed.success ? await collectionWithProducts(user.id, parsed.data) : null;
  if (!found) notFound();
  return <CollectionDetail collection={found.collection} products={found.products} />;
}
