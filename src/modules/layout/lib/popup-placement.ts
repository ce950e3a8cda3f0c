import "server-only";
import { decodeOrNull } from "@/lib/uri";
import { resolveCatalogSlug } from "@/modules/catalog/data";
import { requestPath } from "@/modules/layout/data";

export type PopupOpenerPlacement = "before-page" | "after-page";

/**
 * Where the popup's opening script stands in the page. The browser stops parsing at it until the style sheet has
 * arrived, so the first frame holds what comes before it:
 * - before the page, in general: on a first visit the popup covers the page and is its largest picture, and a first
 *   frame of the popup alone is drawn soonest (the page behind it is laid out later);
 * - after the page on a product page, whose gallery photo is larger than the popup's: parsed first, the gallery is in
 *   the same first frame as the popup, instead of waiting for the parser to resume once the style sheet is in.
 * Measured in docs/PERFORMANCE.md ("The largest paint").
 */
export async function popupOpenerPlacement(): Promise<PopupOpenerPlacement> {
  const slug = /^\/([^/]+)$/.exec(await requestPath())?.[1];
  const page = slug ? await resolveCatalogSlug(decodeOrNull(slug) ?? slug) : null;
  return page?.type === "product" ? "after-page" : "before-page";
}
