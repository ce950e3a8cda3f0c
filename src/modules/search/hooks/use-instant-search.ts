"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { isSearchable, normalizeSearchQuery, SEARCH_DEBOUNCE_MS } from "@/lib/search-query";
import { errorMessage, postJson } from "@/modules/api/client";
import type { SearchResultItem } from "@/server/search/catalog-search";

export type SearchHit = SearchResultItem;

const fetchHits = (searchQuery: string, signal: AbortSignal) => postJson<SearchHit[]>("/api/catalog/search", { searchQuery }, { signal });

/** Counted (save-popular-search) when someone acts on a query of 2+ characters; the answer is ignored. */
export function savePopularSearch(text: string) {
  const searchQuery = normalizeSearchQuery(text);
  if (!isSearchable(searchQuery)) return;
  // keepalive: the page is navigating away.
  void postJson("/api/catalog/save-popular-search", { searchQuery }, { keepalive: true }).catch(() => {});
}

/**
 * The search-as-you-type state: trimmed text, nothing sent under 2 characters, 250 ms debounce.
 * Every new text aborts the request of the previous one, so an answer that arrives late is never shown.
 * A failure empties the list and is shown: the server's message (a refused origin, too many searches) or, for
 * a network or unexpected failure, the panel's own.
 */
export function useInstantSearch(initialQuery = "") {
  const [query, setQuery] = useState(initialQuery);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [hitsFor, setHitsFor] = useState("");
  const [loading, setLoading] = useState(false);
  /** null: the last search worked; else the server's message to show, "" when the panel should say its own. */
  const [failure, setFailure] = useState<string | null>(null);
  const skipDebounce = useRef(false);

  useEffect(() => {
    const text = normalizeSearchQuery(query);
    if (!isSearchable(text)) {
      setHits([]);
      setHitsFor("");
      setLoading(false);
      setFailure(null);
      return;
    }
    setLoading(true);
    const controller = new AbortController();
    const delay = skipDebounce.current ? 0 : SEARCH_DEBOUNCE_MS;
    skipDebounce.current = false;
    const settle = (items: SearchHit[], error: string | null) => {
      if (controller.signal.aborted) return;
      setHits(items);
      setHitsFor(text);
      setFailure(error);
      setLoading(false);
    };
    const timer = setTimeout(() => {
      fetchHits(text, controller.signal).then(
        (items) => settle(items, null),
        (error: unknown) => settle([], errorMessage(error)),
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  /** A popular search was clicked: search its title at once. */
  const searchNow = useCallback((text: string) => {
    skipDebounce.current = true;
    setQuery(text);
  }, []);

  const reset = useCallback(() => setQuery(""), []);

  const text = normalizeSearchQuery(query);
  const settled = !loading && hitsFor === text;
  return {
    query,
    setQuery,
    searchNow,
    reset,
    hits,
    /** The text the shown hits answer (for highlighting while a newer one loads). */
    hitsFor,
    loading,
    /** "No result": 2+ characters, not loading, and no hits. */
    noResults: isSearchable(text) && settled && failure === null && hits.length === 0,
    /** The search of this text failed: the server's message, "" for the panel's own; null when it did not. */
    failure: isSearchable(text) && settled ? failure : null,
  };
}

export type InstantSearch = ReturnType<typeof useInstantSearch>;
