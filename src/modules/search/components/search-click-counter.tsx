"use client";
import type { ReactNode } from "react";
import { countSearchClick } from "../lib/search-click";

/** Counts a click on any link inside that leaves the results page (a product) as an opened result of `query`. */
export function SearchClickCounter({ query, children }: { query: string; children: ReactNode }) {
  return (
    <div
      onClickCapture={(e) => {
        const link = (e.target as HTMLElement).closest("a");
        if (link && new URL(link.href, window.location.href).pathname !== "/search") countSearchClick(query);
      }}
    >
      {children}
    </div>
  );
}
