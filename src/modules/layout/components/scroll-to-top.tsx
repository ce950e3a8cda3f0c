"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { KEEP_SCROLL_ATTRIBUTE } from "../../ui/keep-scroll";

// Module state, not a ref: a page of another route group mounts a layout (and this component) of its own, and
// its first address is still a route change. Only the document's first address is left where the browser put it.
let shownUrl: string | null = null;
let keepNext = false;

function rememberKeepScroll(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest(`a[${KEEP_SCROLL_ATTRIBUTE}]`)) keepNext = true;
}

/** After every route change (path or query) the content wrapper scrolls to the top, unless a keep-scroll link made it. */
export function ScrollToTop({ targetId }: { targetId: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    document.addEventListener("click", rememberKeepScroll, true);
    return () => document.removeEventListener("click", rememberKeepScroll, true);
  }, []);
  useEffect(() => {
    const url = `${pathname}?${search}`;
    const changed = shownUrl !== null && shownUrl !== url;
    shownUrl = url;
    const keep = keepNext;
    keepNext = false;
    if (!changed || keep) return;
    document.getElementById(targetId)?.scrollTo({ top: 0 });
    window.scrollTo({ top: 0 });
  }, [pathname, search, targetId]);
  return null;
}
