"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

/** After every non-shallow route change the content wrapper scrolls to the top. */
export function ScrollToTop({ targetId }: { targetId: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change (path or query)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(targetId)?.scrollTo({ top: 0 });
    window.scrollTo({ top: 0 });
  }, [pathname, search, targetId]);
  return null;
}
