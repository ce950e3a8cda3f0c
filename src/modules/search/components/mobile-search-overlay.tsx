"use client";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MOBILE_SEARCH_FOCUS_DELAY_MS } from "@/lib/search-query";
import type { PopularLists } from "@/server/services/search-popular";
import { useSearchCombobox } from "../hooks/use-search-combobox";
import { NavigationBlur } from "./navigation-blur";
import { SearchForm } from "./search-form";
import type { ImageShape } from "./search-hit";
import { SearchIcon } from "./search-icons";
import { SearchPanel, SearchStatus } from "./search-panel";

/**
 * The mobile header's read-only search box and the full-screen search overlay it opens on focus (SPEC §2):
 * a search box with a Close button over the same panel as the desktop dropdown.
 */
export function MobileSearchOverlay({ popular, imageShape }: { popular: PopularLists; imageShape: ImageShape }) {
  const { t } = useTranslation("search");
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLInputElement>(null);
  // Focus returns to the box when the overlay closes; that focus must not open it again.
  const returningFocus = useRef(false);
  const focusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const close = useCallback(() => setOpen(false), []);
  const combobox = useSearchCombobox({ onDone: close });

  useEffect(() => () => clearTimeout(focusTimer.current), []);

  const openOverlay = () => {
    if (returningFocus.current) {
      returningFocus.current = false;
      return;
    }
    setOpen(true);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
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
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-white"
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            // SPEC §2/§9: the box takes focus 150 ms after the overlay opens (lets the keyboard come up cleanly).
            e.preventDefault();
            focusTimer.current = setTimeout(() => inputRef.current?.focus(), MOBILE_SEARCH_FOCUS_DELAY_MS);
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            clearTimeout(focusTimer.current);
            returningFocus.current = true;
            triggerRef.current?.focus();
          }}
        >
          <Dialog.Title className="sr-only">{t("overlayTitle")}</Dialog.Title>
          <div className="flex items-center gap-2 border-b p-2">
            <SearchForm combobox={combobox} inputRef={inputRef} expanded={combobox.search.hits.length > 0} className="flex-1" />
            <Dialog.Close className="px-2 py-2 font-semibold text-primary-700">{t("close")}</Dialog.Close>
          </div>
          <SearchStatus combobox={combobox} />
          <div className="flex-1 overflow-y-auto">
            <SearchPanel combobox={combobox} popular={popular} imageShape={imageShape} capHeight={false} onLeave={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
      <NavigationBlur show={combobox.navigating} />
    </Dialog.Root>
  );
}
