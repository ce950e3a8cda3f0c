"use client";
import { LIVE_PATH, type LiveEvent } from "@/shared/live";

/**
 * The page's one live channel (GET /api/live, docs/adr/0013), shared by every island without a provider. It opens
 * when the first island listens and closes when the last one stops. When it drops it comes back after a growing,
 * jittered pause (1 s doubling to 30 s), and then tells every island to `resync`: whatever changed meanwhile is
 * re-read, so no change that matters is missed.
 */
export type LiveSignal = LiveEvent | { kind: "resync" };
export type LiveListener = (signal: LiveSignal) => void;

const MAX_PAUSE_MS = 30_000;

const listeners = new Set<LiveListener>();
let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let dropped = false;

const emit = (signal: LiveSignal) => {
  for (const listener of [...listeners]) listener(signal);
};

function open() {
  const channel = new EventSource(LIVE_PATH);
  source = channel;
  channel.onopen = () => {
    if (dropped) emit({ kind: "resync" });
    dropped = false;
    failures = 0;
  };
  channel.onmessage = (message) => {
    try {
      emit(JSON.parse(message.data) as LiveEvent);
    } catch {
      // not an event of ours
    }
  };
  channel.onerror = () => {
    channel.close();
    source = null;
    dropped = true;
    const pause = Math.min(MAX_PAUSE_MS, 1000 * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      if (listeners.size > 0) open();
    }, pause);
  };
}

function close() {
  source?.close();
  source = null;
  clearTimeout(retry);
  retry = undefined;
  failures = 0;
  dropped = false;
}

/**
 * Listens to the channel, opening it if needed; answers the way to stop. `renew`: the listener needs the channel
 * opened with the cookies the browser holds now (a first cart), so an open one is opened again.
 */
export function subscribeLive(listener: LiveListener, renew = false): () => void {
  listeners.add(listener);
  if (renew) renewLive();
  else if (!source && !retry) open();
  return () => {
    listeners.delete(listener);
    // A client-side navigation stops one page's islands and starts the next one's in the same commit: keep the channel.
    queueMicrotask(() => {
      if (listeners.size === 0) close();
    });
  };
}

/** Opens the channel again with the cookies the browser holds now (a first cart, a sign-in or sign-out). */
export function renewLive() {
  if (listeners.size === 0) return;
  close();
  open();
}
