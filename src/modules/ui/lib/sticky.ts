/**
 * Sticky sidebar box: a box taller than the window scrolls with the page until one of its ends
 * reaches the window's, then sticks there; a box that fits stays stuck to the top. Implemented as the CSS
 * `top` of a `position: sticky` box, moved by each scroll delta and clamped.
 */
export type StickyState = "stuck-top" | "scrolling" | "stuck-bottom";

export type StickyMetrics = { boxHeight: number; viewportHeight: number; offsetTop: number; offsetBottom: number };

/** The lowest `top` the box may take: its bottom edge then rests at the window's bottom (minus the offset). */
const minTop = (m: StickyMetrics) => Math.min(m.offsetTop, m.viewportHeight - m.offsetBottom - m.boxHeight);

/** Scrolling down by `delta` moves the box up by the same amount, within its limits. */
export function nextStickyTop(currentTop: number, delta: number, m: StickyMetrics): number {
  return Math.min(m.offsetTop, Math.max(minTop(m), currentTop - delta));
}

export function stickyState(top: number, m: StickyMetrics): StickyState {
  if (top >= m.offsetTop) return "stuck-top";
  return top <= minTop(m) ? "stuck-bottom" : "scrolling";
}
