import { t } from "@/i18n/server";
import type { Specification } from "@/server/platform/db/schema";
import { SpecificationsView } from "./specifications-view";

export function ProductSpecifications({ specifications }: { specifications: Specification[] }) {
  const rows = specifications.map(({ name, value }) => ({ name, value }));
  return <SpecificationsView caption={t("catalog:product.specifications")} rows={rows} />;
}
