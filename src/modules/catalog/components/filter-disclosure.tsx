"use client";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/**
 * On phones the facets fold behind a button and open as a sheet over the page: each choice reloads the listing
 * behind it, and the sheet's own button ("N ürünü göster") closes it onto the results. From 1024 px they are always
 * shown beside the grid. A listing opened with one filter group shown in full starts open, the group in view.
 */
export function FilterDisclosure({
  label,
  showLabel,
  closeLabel,
  initiallyOpen,
  children,
}: {
  label: string;
  /** The sheet's closing button, naming how many products the current choice shows. */
  showLabel: string;
  closeLabel: string;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const opened = useRef(false);
  const close = useRef<HTMLButtonElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    // Focus follows the sheet when the shopper opens or closes it (not on the first render).
    if (!opened.current) {
      opened.current = true;
      return;
    }
    (open ? close : toggle).current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <div className="lg:w-64 lg:shrink-0">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
        className="w-full rounded border border-gray-300 px-3 py-2 text-sm font-medium lg:hidden"
      >
        {label}
      </button>
      <div
        id={id}
        className={`${open ? "fixed inset-0 z-50 flex flex-col bg-white" : "hidden"} lg:static lg:z-auto lg:block lg:bg-transparent`}
      >
        <div className="flex justify-end border-b border-gray-200 px-4 py-2 lg:hidden">
          <button ref={close} type="button" onClick={() => setOpen(false)} className="rounded px-3 py-2 text-sm font-medium underline">
            {closeLabel}
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4 lg:overflow-visible lg:p-0">{children}</div>
        <div className="border-t border-gray-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] lg:hidden">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="w-full rounded bg-primary-700 px-4 py-3 font-semibold text-white hover:bg-primary-800"
          >
            {showLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
