"use client";
import { type HTMLAttributes, useEffect, useRef, useState } from "react";
import { DeveloperError } from "./developer-error";

type Phase = "entering" | "entered" | "leaving" | "left";

type TransitionProps = HTMLAttributes<HTMLDivElement> & {
  /** Required: whether the content is shown; leaving it out is a developer error. */
  show: boolean;
  duration?: number;
  /** Keep the content in the DOM (hidden) once it has left, e.g. links that crawlers should still find. */
  unmount?: boolean;
};

/**
 * Enter and leave transitions driven by `data-state` (entering, entered, leaving, left), styled with Tailwind's
 * `data-[state=...]:` variants. Content that is shown on the first render does not animate in.
 */
export function Transition({ show, duration = 300, unmount = true, style, children, ...rest }: TransitionProps) {
  if (typeof show !== "boolean") throw new DeveloperError("<Transition> needs a show flag (true or false).");
  const [phase, setPhase] = useState<Phase>(show ? "entered" : "left");
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (show) {
      setPhase("entering");
      // Two frames: the entering styles must be painted once before the transition to "entered" starts.
      let inner = 0;
      const outer = requestAnimationFrame(() => {
        inner = requestAnimationFrame(() => setPhase("entered"));
      });
      return () => {
        cancelAnimationFrame(outer);
        cancelAnimationFrame(inner);
      };
    }
    setPhase((current) => (current === "left" ? current : "leaving"));
    const timer = setTimeout(() => setPhase("left"), duration);
    return () => clearTimeout(timer);
  }, [show, duration]);

  if (phase === "left" && unmount) return null;
  return (
    <div data-state={phase} hidden={phase === "left"} style={{ transitionDuration: `${duration}ms`, ...style }} {...rest}>
      {children}
    </div>
  );
}
