"use client";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { postText } from "@/modules/api/client";
import type { BlogPostSummary } from "@/server/content/blog";
import { BLOG_SEARCH_DEBOUNCE_MS, BLOG_SEARCH_MIN_LENGTH } from "@/shared/content/blog-search";

export type BlogSearchResults = { query: string; posts: BlogPostSummary[] };

type BlogPostsContext = {
  /** What the page shows: the search results while there are any, otherwise the page's own posts. */
  posts: BlogPostSummary[];
  results: BlogSearchResults | null;
  query: string;
  setQuery: (query: string) => void;
  loading: boolean;
};

const Context = createContext<BlogPostsContext | null>(null);

/** The trimmed text itself is the body (docs/API.md, Blog). */
const fetchResults = (text: string, signal: AbortSignal) => postText<BlogPostSummary[]>("/api/blog/search", text, { signal });

/**
 * The blog layout's provider, fed by the page's posts. It runs the blog search: under two
 * characters nothing is sent and the page's posts show; a failed search shows them again.
 * `initial` carries results the server already found for ?q= (the search form without JavaScript).
 */
export function BlogPostsProvider({
  posts,
  initial = null,
  children,
}: {
  posts: BlogPostSummary[];
  initial?: BlogSearchResults | null;
  children: ReactNode;
}) {
  const [query, setQuery] = useState(initial?.query ?? "");
  const [results, setResults] = useState<BlogSearchResults | null>(initial);
  const [loading, setLoading] = useState(false);
  // The text the shown results answer; typing it again (or back) needs no new search.
  const answered = useRef(initial?.query ?? null);

  useEffect(() => {
    const text = query.trim();
    if (text.length < BLOG_SEARCH_MIN_LENGTH) {
      answered.current = null;
      setResults(null);
      setLoading(false);
      return;
    }
    if (text === answered.current) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const posts = await fetchResults(text, controller.signal);
        answered.current = text;
        setResults({ query: text, posts });
      } catch {
        // Aborted: the text changed and the next search takes over. Failed: swallowed, the full list shows again.
        if (controller.signal.aborted) return;
        answered.current = null;
        setResults(null);
      }
      setLoading(false);
    }, BLOG_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const value: BlogPostsContext = { posts: results ? results.posts : posts, results, query, setQuery, loading };
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useBlogPosts(): BlogPostsContext {
  const value = useContext(Context);
  if (!value) throw new Error("useBlogPosts must be used inside <BlogPostsProvider>");
  return value;
}
