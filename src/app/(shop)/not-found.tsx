import { NotFoundView } from "@/modules/catalog/templates/not-found-view";

/**
 * A missing page anywhere in the shop (an unknown `/{slug}` too): the Turkish 404 inside the shop's header and
 * footer. The shop's own boundary, rather than the root's, also keeps its pages from loading the root 404's chunk,
 * which carries a second copy of the link code; one boundary for the whole shop keeps every page's payload to
 * two 404s (the root's and this one).
 */
export default function ShopNotFound() {
  return <NotFoundView />;
}
