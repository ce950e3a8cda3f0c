"use client";
import { useRouter } from "next/navigation";
import { type KeyboardEvent, useCallback, useEffect, useId, useState, useTransition } from "react";
import { isSearchable, normalizeSearchQuery, searchPageHref } from "@/lib/search-query";
import { countSearchClick } from "../lib/search-click";
import { type SearchHit, savePopularSearch, useInstantSearch } from "./use-instant-search";

export const hitHref = (hit: SearchHit) => `/${hit.slug}`;

/** The popular searches and categories under an empty box: out of the Tab order, reached with the arrow keys. */
const POPULAR_ITEM = "[data-popular-item]";
export const popularItemProps = { tabIndex: -1, "data-popular-item": "" } as const;

/** Moves focus `step` items along the popular lists of `panel`; past either end it goes back to the box. */
function moveInPopular(panel: HTMLElement | null, step: 1 | -1, input: HTMLElement | null) {
  const items = Array.from(panel?.querySelectorAll<HTMLElement>(POPULAR_ITEM) ?? []);
  const next = items.indexOf(document.activeElement as HTMLElement) + step;
  const target = next === -2 ? items.at(-1) : items[next];
  (target ?? input)?.focus();
}

/**
 * The WAI-ARIA combobox behaviour shared by the desktop dropdown and the mobile overlay: arrow keys move the
 * active option (focus stays in the box, aria-activedescendant points at it), Enter opens it, Enter without
 * one (or NumpadAdd) opens the results page. Acting on a query resets the box and counts it.
 */
export function useSearchCombobox({
  onDone,
  onEscape,
  initialQuery,
}: {
  onDone: () => void;
  onEscape?: () => void;
  /** The query the box starts with: the results page's, to refine it. */
  initialQuery?: string;
}) {
  const search = useInstantSearch(initialQuery);
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  // The active option belongs to one list of hits: new hits start with none active.
  const [selected, setSelected] = useState<{ hits: SearchHit[]; index: number }>({ hits: [], index: -1 });
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = useCallback((i: number) => `${baseId}-option-${i}`, [baseId]);
  const popularId = `${listboxId}-popular-lists`;
  const inputId = `${listboxId}-input`;
  const movePopular = (step: 1 | -1) => moveInPopular(document.getElementById(popularId), step, document.getElementById(inputId));
  const { hits, query, reset } = search;
  const active = selected.hits === hits ? selected.index : -1;
  const setActive = useCallback((index: number) => setSelected({ hits, index }), [hits]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active, optionId]);

  /** After a hit, a popular category or the results page was chosen. */
  const finish = useCallback(() => {
    savePopularSearch(query);
    reset();
    setActive(-1);
    onDone();
  }, [query, reset, onDone, setActive]);

  const showAll = useCallback(() => {
    if (!isSearchable(query)) return;
    const href = searchPageHref(query);
    finish();
    // The full-screen blur shows while the results page loads.
    startNavigation(() => router.push(href));
  }, [query, finish, router]);

  /** After a hit was chosen: counted as an opened result of the query. */
  const chooseHit = useCallback(() => {
    countSearchClick(query);
    finish();
  }, [query, finish]);

  const openHit = useCallback(
    (hit: SearchHit) => {
      chooseHit();
      router.push(hitHref(hit));
    },
    [chooseHit, router],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = hits.length;
    if (e.key === "ArrowDown" && count > 0) {
      e.preventDefault();
      setActive((active + 1) % count);
    } else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && normalizeSearchQuery(query) === "") {
      e.preventDefault();
      movePopular(e.key === "ArrowDown" ? 1 : -1);
    } else if (e.key === "ArrowUp" && count > 0) {
      e.preventDefault();
      setActive(active <= 0 ? count - 1 : active - 1);
    } else if (e.key === "Enter" || e.code === "NumpadAdd") {
      e.preventDefault();
      const hit = active >= 0 ? hits[active] : undefined;
      if (hit) openHit(hit);
      else showAll();
    } else if (e.key === "Escape" && onEscape) {
      e.preventDefault();
      setActive(-1);
      onEscape();
    }
  };

  return {
    search,
    active,
    listboxId,
    inputId,
    optionId,
    navigating,
    popularId,
    /** Arrow keys on a popular search or category move along the lists. */
    onPopularKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
      e.preventDefault();
      movePopular(e.key === "ArrowDown" ? 1 : -1);
    },
    showAll,
    /** A hit was clicked: its link navigates, we only reset and count. */
    chooseHit,
    inputProps: {
      "aria-autocomplete": "list" as const,
      "aria-controls": hits.length > 0 ? listboxId : undefined,
      "aria-activedescendant": active >= 0 ? optionId(active) : undefined,
      autoComplete: "off",
      spellCheck: false,
      value: query,
      onChange: (e: { target: { value: string } }) => search.setQuery(e.target.value),
      onKeyDown,
    },
  };
}

export type SearchCombobox = ReturnType<typeof useSearchCombobox>;
