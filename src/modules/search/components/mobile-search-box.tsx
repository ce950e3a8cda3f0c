import { storeConfig } from "@/config/store";
import { popularLists } from "@/server/search/popular";
import { MobileSearchOverlay } from "./mobile-search-overlay";

/**
 * The mobile header's read-only search box that opens the full-screen search overlay on focus.
 * A server component for the same reason as SearchEntry: the overlay starts with the popular lists.
 */
export async function MobileSearchBox() {
  return <MobileSearchOverlay popular={await popularLists()} imageShape={storeConfig.catalog.productImageShape} />;
}
