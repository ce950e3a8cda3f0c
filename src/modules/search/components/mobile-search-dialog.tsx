"use client";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "@/i18n/client";
import { MOBILE_SEARCH_FOCUS_DELAY_MS } from "@/lib/search-query";
import { CloseIcon } from "@/modules/ui/icons";
import type { PopularLists } from "@/server/search/popular";
import { useSearchCombobox } from "../hooks/use-search-combobox";
import { NavigationBlur } from "./navigation-blur";
import { SearchForm } from "./search-form";
import type { ImageShape } from "./search-hit";
import { SearchPanel } from "./search-panel";
import { SearchStatus } from "./search-status";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called when the overlay has closed, to put focus back on the header's box. */
  onClosed: () => void;
  popular: PopularLists;
  imageShape: ImageShape;
  /** The query the box starts with (the results page's). */
  query?: string;
};

/** The full-screen search overlay of MobileSearchOverlay: a search box with a Close button over the search panel. */
export function MobileSearchDialog({ open, onOpenChange, onClosed, popular, imageShape, query }: Props) {
  const { t } = useTranslation("search");
  const inputRef = useRef<HTMLInputElement>(null);
  const focusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const combobox = useSearchCombobox({ onDone: close, initialQuery: query });

  useEffect(() => () => clearTimeout(focusTimer.current), []);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-white"
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            // The box takes focus 150 ms after the overlay opens (lets the keyboard come up cleanly).
            e.preventDefault();
            focusTimer.current = setTimeout(() => inputRef.current?.focus(), MOBILE_SEARCH_FOCUS_DELAY_MS);
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            clearTimeout(focusTimer.current);
            onClosed();
          }}
        >
          <Dialog.Title className="sr-only">{t("overlayTitle")}</Dialog.Title>
          <div className="flex items-center gap-2 border-b p-2">
            <SearchForm combobox={combobox} inputRef={inputRef} expanded={combobox.search.hits.length > 0} className="flex-1" />
            {/* An icon, not the word: on a phone the word left the box too narrow for its placeholder. */}
            <Dialog.Close className="rounded-full p-2 text-gray-700 hover:bg-gray-100" aria-label={t("close")}>
              <CloseIcon className="size-6" />
            </Dialog.Close>
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
