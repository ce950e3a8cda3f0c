/** Mobile chrome decisions derived from the path alone (docs/PRODUCT.md#shell). */

import { decodeOrNull } from "@/lib/uri";

export type TabKey = "store" | "menu" | "my-cart" | "my-favorites" | "my-account";

const segmentsOf = (pathname: string) => pathname.split("/").filter(Boolean);

/** The bottom tab bar's active tab: menu, my-cart, my-favorites, my-account (any /auth or /account path), else store. */
export function activeTab(pathname: string): TabKey {
  const segs = segmentsOf(pathname);
  const [first, second] = segs;
  if (first === "mobile" && second === "menu") return "menu";
  if (first === "mobile" && second === "my-cart") return "my-cart";
  if (segs.includes("my-favorites")) return "my-favorites";
  if (first === "auth" || first === "account" || (first === "mobile" && second === "my-account")) return "my-account";
  return "store";
}

/** The first path segment, which is the catalogue slug on /{slug} pages; "" on the home page. */
export function currentSlug(pathname: string): string {
  const first = segmentsOf(pathname)[0] ?? "";
  return decodeOrNull(first) ?? first;
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * Scroll mode (logo, menu link, search box, navigation slider) on the home page and the top-level
 * main-menu pages; inner-page mode (back, title, search) everywhere else.
 */
export function mobileHeaderMode(pathname: string, mainMenuHrefs: readonly string[]): "scroll" | "inner" {
  const path = normalise(pathname);
  return path === "/" || mainMenuHrefs.some((href) => normalise(href) === path) ? "scroll" : "inner";
}

/** Page titles follow the "%s - {brand}" template; the inner-page header shows only the "%s" part. */
export function pageTitleFrom(documentTitle: string, titleTemplate: string): string {
  const [prefix = "", suffix = ""] = titleTemplate.split("%s");
  let title = documentTitle;
  if (prefix && title.startsWith(prefix)) title = title.slice(prefix.length);
  if (suffix && title.endsWith(suffix)) title = title.slice(0, -suffix.length);
  return title.trim();
}
