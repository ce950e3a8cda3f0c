import { NotFoundView } from "@/modules/catalog/templates/not-found-view";

/** An unknown `/{slug}`: the same Turkish 404, inside the shop's header and footer. */
export default function CatalogNotFound() {
  return <NotFoundView />;
}
