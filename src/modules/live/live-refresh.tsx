"use client";
import { useRouter } from "next/navigation";
import type { LiveEvent } from "@/shared/live";
import { useLive } from "./use-live";

/**
 * Re-reads the page (router.refresh: the server renders it again with the visitor's own rights) when the live
 * channel says a thing it shows changed: any of the visitor's orders, or one product. Draws nothing.
 */
export function LiveRefresh({ kind, id }: { kind: "order" | "product"; id?: number }) {
  const router = useRouter();
  useLive((signal) => {
    const shown = (event: LiveEvent) => event.kind === kind && (id === undefined || ("id" in event && event.id === id));
    if (signal.kind === "resync" || shown(signal)) router.refresh();
  });
  return null;
}
