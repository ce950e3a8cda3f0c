"use client";
import { useState } from "react";
import { postJson } from "@/modules/api/client";
import { useOutcome } from "../../use-outcome";

/**
 * Sends a customer's change to their order (a cancellation, a return request) and, once it is taken, loads the page
 * again so that every part of it (status, history, returns, refunds) shows the order's new state; a refusal shows
 * the server's message on the form.
 */
export function useOrderChange() {
  const { outcome, clear, failWith } = useOutcome();
  const [busy, setBusy] = useState(false);
  async function send(path: string, body: unknown) {
    clear();
    setBusy(true);
    try {
      await postJson(path, body);
      window.location.reload();
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(false);
    }
  }
  return { outcome, busy, send };
}
