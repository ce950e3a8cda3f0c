"use client";
import dynamic from "next/dynamic";
import { type FocusEvent, useCallback, useEffect, useRef, useState } from "react";
import { SEARCH_BLUR_CLOSE_MS } from "@/lib/search-query";
import type { PopularLists } from "@/server/search/popular";
import { useSearchCombobox } from "../hooks/use-search-combobox";
import { NavigationBlur } from "./navigation-blur";
import { SearchForm } from "./search-form";
import type { ImageShape } from "./search-hit";
import { panelHasContent, SearchStatus } from "./search-status";

// The dropdown's panel (hits, popular lists) loads when the box is first focused, not with every page.
const SearchPanel = dynamic(() => import("./search-panel").then((m) => m.SearchPanel), { ssr: false });

/**
 * The desktop instant search: focus opens the dropdown, leaving the box (and its dropdown) closes it after
 * 200 ms, so a click inside it still lands.
 */
export function SearchCombobox({ popular, imageShape }: { popular: PopularLists; imageShape: ImageShape }) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const close = useCallback(() => {
    setOpen(false);
    inputRef.current?.blur();
  }, []);
  const combobox = useSearchCombobox({
    onDone: close,
    onEscape: () => (open ? setOpen(false) : combobox.search.reset()),
  });
  const expanded = open && panelHasContent(combobox, popular);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onFocus = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    if (e.currentTarget.contains(e.relatedTarget)) return;
    closeTimer.current = setTimeout(() => setOpen(false), SEARCH_BLUR_CLOSE_MS);
  };

  return (
    <>
      <SearchForm
        combobox={combobox}
        inputRef={inputRef}
        expanded={expanded && combobox.search.hits.length > 0}
        className="relative w-full max-w-md"
        onFocus={onFocus}
        onBlur={onBlur}
        onInteract={(key) => {
          if (key === undefined || key.length === 1 || key === "ArrowDown" || key === "Backspace") setOpen(true);
        }}
      >
        {expanded && (
          <div className="absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-md border bg-white shadow-lg">
            <SearchPanel combobox={combobox} popular={popular} imageShape={imageShape} capHeight onLeave={close} />
          </div>
        )}
      </SearchForm>
      <SearchStatus combobox={combobox} />
      <NavigationBlur show={combobox.navigating} />
    </>
  );
}
