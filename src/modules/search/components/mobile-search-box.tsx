import { storeConfig } from "@/config/store";
import { popularLists } from "@/modules/search/data";
import { MobileSearchOverlay, type OverlayTrigger } from "./mobile-search-overlay";

/**
 * The mobile header's read-only search box (or inner pages' search icon) that opens the full-screen search overlay.
 * A server component for the same reason as SearchEntry: the overlay starts with the popular lists.
 */
export async function MobileSearchBox({ trigger, query }: { trigger: OverlayTrigger; query?: string }) {
  return (
    <MobileSearchOverlay
      popular={await popularLists()}
      imageShape={storeConfig.catalog.productImageShape}
      trigger={trigger}
      query={query}
    />
  );
}
