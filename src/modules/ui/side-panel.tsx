"use client";
import { Dialog } from "radix-ui";
import { type CSSProperties, useMemo } from "react";
import { useTranslation } from "@/i18n/client";
import { CloseIcon } from "./icons";
import type { SidePanelState } from "./lib/ui-store";
import { SidePanelContext } from "./side-panel-context";
import { useReturnFocus } from "./use-return-focus";

const WIDTH: Record<"normal" | "large", string> = { normal: "lg:max-w-md", large: "lg:max-w-2xl" };

/**
 * Slides in from the right on desktop and up from the bottom on mobile; closed by an icon in the title bar on desktop,
 * by a text button on mobile. Closing puts the focus back on what had it when the panel opened (the button that opened it).
 */
export function SidePanel({ state, onClose }: { state: SidePanelState; onClose: () => void }) {
  const { t } = useTranslation("shell");
  const returnFocus = useReturnFocus(state.open);
  const api = useMemo(() => ({ close: onClose }), [onClose]);
  const custom = typeof state.size === "number";
  const style = custom ? ({ "--side-panel-width": `${state.size}px` } as CSSProperties) : undefined;
  const width = custom ? "lg:max-w-[var(--side-panel-width)]" : WIDTH[state.size as "normal" | "large"];
  return (
    <Dialog.Root open={state.open} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[5000] bg-black/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          style={style}
          className={`fixed inset-x-0 bottom-0 z-[5001] flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in lg:inset-y-0 lg:right-0 lg:left-auto lg:max-h-none lg:w-full lg:rounded-none lg:data-[state=closed]:animate-panel-out lg:data-[state=open]:animate-panel-in ${width}`}
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-4 border-b px-4">
            <Dialog.Title className="truncate text-lg font-semibold">{state.title}</Dialog.Title>
            <Dialog.Close className="hidden rounded p-2 text-gray-600 hover:bg-gray-100 lg:inline-flex" aria-label={t("ui.close")}>
              <CloseIcon />
            </Dialog.Close>
            <Dialog.Close className="rounded px-2 py-1 text-sm font-semibold text-primary-700 lg:hidden">{t("ui.close")}</Dialog.Close>
          </div>
          <SidePanelContext.Provider value={api}>
            <div className="min-h-0 flex-1 overflow-y-auto">{state.content}</div>
          </SidePanelContext.Provider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
