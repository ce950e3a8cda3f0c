import { NotFoundView } from "@/modules/catalog/templates/not-found-view";

/**
 * A missing page inside the shop's header and footer. Its own boundary, rather than the root's, also keeps the
 * shop's pages from loading the root 404's chunk, which carries a second copy of the link code.
 */
export default function ShopNotFound() {
  return <NotFoundView />;
}
