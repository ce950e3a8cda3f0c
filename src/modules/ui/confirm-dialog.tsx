"use client";
import { useCallback, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { runConfirmAction } from "./lib/confirm";
import { useSidePanel } from "./side-panel-context";
import { useUi } from "./ui-provider";

export type ConfirmOptions = { title: string; description: string; actionLabel: string; onConfirm: () => Promise<unknown> | unknown };

/** The confirm dialog opens in the side panel with a description and an action button (rules in lib/confirm). */
function ConfirmDialog({ description, actionLabel, onConfirm }: Omit<ConfirmOptions, "title">) {
  const { t } = useTranslation("shell");
  const panel = useSidePanel();
  const [loading, setLoading] = useState(false);

  const run = () => runConfirmAction(onConfirm, { setLoading, close: panel.close });

  return (
    <div className="space-y-6 p-4">
      <p className="text-gray-700">{description}</p>
      <div className="flex gap-3">
        <button type="button" onClick={panel.close} className="flex-1 rounded border border-gray-300 px-4 py-2 font-semibold">
          {t("ui.cancel")}
        </button>
        <button
          type="button"
          onClick={run}
          disabled={loading}
          aria-busy={loading}
          className="flex-1 rounded bg-primary-700 px-4 py-2 font-semibold text-white disabled:opacity-70"
        >
          {loading ? t("ui.loading") : actionLabel}
        </button>
      </div>
    </div>
  );
}

/** `const confirm = useConfirm(); confirm({ title, description, actionLabel, onConfirm })`. */
export function useConfirm() {
  const { openSidePanel } = useUi();
  return useCallback(
    ({ title, ...rest }: ConfirmOptions) => openSidePanel({ title, content: <ConfirmDialog {...rest} /> }),
    [openSidePanel],
  );
}
