import type { ReactNode } from "react";

/**
 * A box that scrolls sideways, as a wide table does on a phone. It takes the keyboard's focus so that a
 * keyboard user can scroll it with the arrow keys, and it is named for screen readers.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
