"use client";
import { type ReactNode, useId, useState } from "react";

/** On phones the facets fold behind a button; from 1024 px they are always shown beside the grid. */
export function FilterDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
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
