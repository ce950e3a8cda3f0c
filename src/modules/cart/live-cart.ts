"use client";
import { subscribeLive } from "@/modules/live/live-channel";

let stop: (() => void) | undefined;

/**
 * Keeps the cart in step with the visitor's other tabs and devices (docs/adr/0013) while there is a cart to follow:
 * it has lines, or the visitor is signed in. The live channel only says that the cart changed; `reload` reads it.
 */
export function followCart(follow: boolean, reload: () => void) {
  if (follow && !stop) stop = subscribeLive((signal) => (signal.kind === "cart" || signal.kind === "resync") && reload(), true);
  else if (!follow && stop) {
    stop();
    stop = undefined;
  }
}
