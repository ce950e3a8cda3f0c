"use client";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { nextStickyTop, type StickyState, stickyState } from "./lib/sticky";

/** A sidebar that stays in view while the page scrolls, however tall it is (see lib/sticky). */
export function StickyBox({
  offsetTop = 16,
  offsetBottom = 16,
  className = "",
  children,
}: {
  offsetTop?: number;
  offsetBottom?: number;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<StickyState>("stuck-top");

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    let top = offsetTop;
    let lastY = window.scrollY;
    const update = () => {
      const metrics = { boxHeight: box.offsetHeight, viewportHeight: window.innerHeight, offsetTop, offsetBottom };
      top = nextStickyTop(top, window.scrollY - lastY, metrics);
      lastY = window.scrollY;
      box.style.top = `${top}px`;
      setState(stickyState(top, metrics));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [offsetTop, offsetBottom]);

  return (
    <div ref={ref} data-sticky={state} className={`sticky self-start ${className}`} style={{ top: offsetTop }}>
      {children}
    </div>
  );
}
