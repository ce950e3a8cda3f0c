import type { ReactNode } from "react";

/**
 * A box that scrolls sideways, as a wide table does on a phone. It takes the keyboard's focus so that a keyboard
 * user can scroll it with the arrow keys; what it holds (a table with its caption, under its section's heading)
 * names it, so it is no landmark of its own.
 */
export function ScrollRegion({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled.
    <div className="overflow-x-auto" tabIndex={0}>
      {children}
    </div>
  );
}
