"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { useTranslation } from "@/i18n/client";
import { errorMessage, postJson } from "@/modules/api/client";

type Options<T> = {
  /** Translation key of the success toast (admin namespace). */
  success: string;
  /** What to do with the answer; the page is reloaded from the server when omitted. */
  onDone?: (answer: T) => void;
};

/**
 * One admin call from a button or form: busy while it runs, a success toast, then the page's server data again.
 * A failure shows the server's Turkish message in `error` (forms) or as a toast (`toastErrors`, buttons).
 */
export function useAdminCall({ toastErrors = false } = {}) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  /** Resolves to whether the call succeeded. */
  async function call<T>(path: string, body: unknown, { success, onDone }: Options<T>): Promise<boolean> {
    setBusy(true);
    setError("");
    try {
      const answer = await postJson<T>(path, body);
      toast.success(t(success));
      if (onDone) onDone(answer);
      else router.refresh();
      return true;
    } catch (err) {
      const message = errorMessage(err) || t("common.error");
      if (toastErrors) toast.error(message);
      else setError(message);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, call };
}

/** Field errors of a failed parse, translated, by top-level field (the first problem of each). */
export function useFieldErrors() {
  const { t } = useTranslation("admin");
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** True when `values` pass `schema`; otherwise shows what is wrong next to each field. */
  function check(schema: z.ZodType, values: unknown): boolean {
    const parsed = schema.safeParse(values);
    const next: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? "");
      next[field] ??= issue.message.includes(":") ? t(issue.message) : t("common.error");
    }
    setErrors(next);
    return parsed.success;
  }
  return { errors, check };
}
