"use client";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenedOnce } from "@/modules/ui/use-opened-once";
import type { PopularLists } from "@/server/search/popular";
import type { ImageShape } from "./search-hit";
import { SearchIcon } from "./search-icons";

// The overlay (and Radix's dialog) loads on first use, not with every page.
const MobileSearchDialog = dynamic(() => import("./mobile-search-dialog").then((m) => m.MobileSearchDialog), { ssr: false });

/**
 * The mobile header's read-only search box and the full-screen search overlay it opens on focus:
 * a search box with a Close button over the same panel as the desktop dropdown.
 */
export function MobileSearchOverlay({ popular, imageShape }: { popular: PopularLists; imageShape: ImageShape }) {
  const { t } = useTranslation("search");
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const triggerRef = useRef<HTMLInputElement>(null);
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
      <div className="relative w-full">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-500">
          <SearchIcon />
        </span>
        <input
          ref={triggerRef}
          readOnly
          type="search"
          aria-label={t("common:search.label")}
          placeholder={t("common:search.placeholder")}
          onFocus={openOverlay}
          onClick={() => setOpen(true)}
          className="w-full rounded-md border border-gray-300 bg-gray-50 py-2 pr-3 pl-10"
        />
      </div>
      {used && <MobileSearchDialog open={open} onOpenChange={setOpen} onClosed={closed} popular={popular} imageShape={imageShape} />}
    </>
  );
}
