import { t } from "@/i18n/server";
import { type ListingLinks, type SortKey, sortKeys } from "@/shared/catalog/listing-query";
import { ListingSortView, type SortLabels } from "./listing-chrome-view";

let labels: SortLabels | undefined;
/** The sort menu's words: one object per process. */
const sortLabels = (): SortLabels =>
  (labels ??= {
    label: t("catalog:sort.label"),
    orders: Object.fromEntries(sortKeys.map((key) => [key, t(`catalog:sort.${key}`)])) as Record<SortKey, string>,
  });

/** Sorting as plain links in a disclosure: works without JavaScript and every order is a URL. */
export function ListingSort({ links }: { links: ListingLinks }) {
  return <ListingSortView links={links} labels={sortLabels()} />;
}
