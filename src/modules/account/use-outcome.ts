"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage } from "@/modules/api/client";

export type Outcome = { kind: "success" | "error"; text: string } | null;

/**
 * What a submitted account form tells the customer: a success or error line, or a full page load to
 * where they go next (so every server-rendered part starts from the new session).
 */
export function useOutcome() {
  const { t } = useTranslation("account");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [leaving, setLeaving] = useState(false);
  const fail = (text?: string) => setOutcome({ kind: "error", text: text || t("authErrors.default") });
  const leave = (to: string) => {
    setLeaving(true);
    window.location.assign(to);
  };
  return {
    outcome,
    leaving,
    clear: () => setOutcome(null),
    succeed: (text: string) => setOutcome({ kind: "success", text }),
    /** The server's Turkish message, or a generic one when there is none. */
    fail,
    leave,
    /** A failed API call: the server's Turkish message, or the generic one when the request itself failed. */
    failWith: (error: unknown) => fail(errorMessage(error)),
    /** Better Auth's answer: its error on the form, or on success a full load of `to`. */
    settle: (error: { message?: string } | null, to: string) => (error ? fail(error.message) : leave(to)),
  };
}
