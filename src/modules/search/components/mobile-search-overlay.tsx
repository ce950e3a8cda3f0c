"use client";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { SearchIcon as HeaderSearchIcon } from "@/modules/ui/icons";
import { useOpenedOnce } from "@/modules/ui/use-opened-once";
import type { PopularLists } from "@/server/search/popular";
import type { ImageShape } from "./search-hit";
import { SearchIcon } from "./search-icons";

// The overlay (and Radix's dialog) loads on first use, not with every page.
const MobileSearchDialog = dynamic(() => import("./mobile-search-dialog").then((m) => m.MobileSearchDialog), { ssr: false });

/** The home page's header shows a read-only box, an inner page's header a search icon; both open the overlay. */
export type OverlayTrigger = "box" | "icon";

type Props = {
  popular: PopularLists;
  imageShape: ImageShape;
  trigger: OverlayTrigger;
  /** The results page's query, shown in the box and in the overlay's box, to refine it. */
  query?: string;
};

/**
 * The mobile header's read-only search box (or search icon) and the full-screen search overlay it opens:
 * a search box with a Close button over the same panel as the desktop dropdown.
 */
export function MobileSearchOverlay({ popular, imageShape, trigger, query }: Props) {
  const { t } = useTranslation("search");
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const triggerRef = useRef<HTMLInputElement & HTMLButtonElement>(null);
  // Focus returns to the box when the overlay closes; that focus must not open it again.
  const returningFocus = useRef(false);

  const openOverlay = () => {
    if (returningFocus.current) {
      returningFocus.current = false;
      return;
    }
    setOpen(true);
  };

  const closed = () => {
    returningFocus.current = true;
    triggerRef.current?.focus();
  };

  return (
    <>
      {trigger === "icon" ? (
        <button
          ref={triggerRef}
          type="button"
          aria-label={t("common:search.label")}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
        >
          <HeaderSearchIcon className="size-6" />
        </button>
      ) : (
        <div className="relative w-full">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-500">
            <SearchIcon />
          </span>
          <input
            ref={triggerRef}
            readOnly
            type="search"
            value={query ?? ""}
            aria-label={t("common:search.label")}
            placeholder={t("common:search.placeholder")}
            onFocus={openOverlay}
            onClick={() => setOpen(true)}
            className="w-full rounded-md border border-gray-300 bg-gray-50 py-2 pr-3 pl-10"
          />
        </div>
      )}
      {used && (
        <MobileSearchDialog open={open} onOpenChange={setOpen} onClosed={closed} popular={popular} imageShape={imageShape} query={query} />
      )}
    </>
  );
}
