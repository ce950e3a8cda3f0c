"use client";
import { type ReactNode, useId, useState } from "react";

/**
 * On phones the facets fold behind a button; from 1024 px they are always shown beside the grid. A listing opened with
 * one filter group shown in full starts open, the group in view.
 */
export function FilterDisclosure({ label, initiallyOpen, children }: { label: string; initiallyOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <div className="lg:w-64 lg:shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="w-full rounded border border-gray-300 px-3 py-2 text-sm font-medium lg:hidden"
      >
        {label}
      </button>
      <div id={id} className={`${open ? "block" : "hidden"} mt-4 lg:mt-0 lg:block`}>
        {children}
      </div>
    </div>
  );
}
