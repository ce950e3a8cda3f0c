/** Timing of the smooth scroll (500 ms by default), separate from the DOM so it can be tested. */
export const SMOOTH_SCROLL_MS = 500;

export const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Position after `elapsed` ms of a scroll from `from` to `to`; exactly `to` once the duration is over. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOutCubic(Math.max(0, elapsed) / duration);
}
