import { SMOOTH_SCROLL_MS, scrollPositionAt } from "./lib/smooth-scroll-math";

type Axis = "x" | "y";
type Scroller = Window | HTMLElement;

const position = (el: Scroller, axis: Axis) =>
  el instanceof Window ? (axis === "y" ? el.scrollY : el.scrollX) : axis === "y" ? el.scrollTop : el.scrollLeft;

const jump = (el: Scroller, axis: Axis, value: number) => el.scrollTo(axis === "y" ? { top: value } : { left: value });

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Scrolls `container` (the window by default) to `target` on one axis. The shopper's wheel or touch cancels it,
 * and under reduced motion it jumps at once. Returns a cancel function.
 */
export function smoothScrollTo(target: number, options: { container?: Scroller; axis?: Axis; duration?: number } = {}): () => void {
  const { container = window, axis = "y", duration = SMOOTH_SCROLL_MS } = options;
  if (prefersReducedMotion()) {
    jump(container, axis, target);
    return () => {};
  }
  const from = position(container, axis);
  const start = performance.now();
  let frame = 0;
  const cancel = () => {
    cancelAnimationFrame(frame);
    container.removeEventListener("wheel", cancel);
    container.removeEventListener("touchstart", cancel);
  };
  container.addEventListener("wheel", cancel, { passive: true });
  container.addEventListener("touchstart", cancel, { passive: true });
  const step = (now: number) => {
    const elapsed = now - start;
    jump(container, axis, scrollPositionAt(from, target, elapsed, duration));
    if (elapsed < duration) frame = requestAnimationFrame(step);
    else cancel();
  };
  frame = requestAnimationFrame(step);
  return cancel;
}
