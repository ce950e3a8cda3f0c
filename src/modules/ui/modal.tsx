"use client";
import { Dialog } from "radix-ui";
import { useTranslation } from "@/i18n/client";
import { CloseIcon } from "./icons";
import type { ModalState } from "./lib/ui-store";
import { useReturnFocus } from "./use-return-focus";

/** A centred dialog: up to Tailwind's 5xl wide when large, else 3xl. */
export function Modal({ state, onClose }: { state: ModalState; onClose: () => void }) {
  const { t } = useTranslation("shell");
  const returnFocus = useReturnFocus(state.open);
  return (
    <Dialog.Root open={state.open} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[5000] bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className={`fixed top-1/2 left-1/2 z-[5001] flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in ${state.large ? "max-w-5xl" : "max-w-3xl"}`}
        >
          <div className="flex items-center justify-between gap-4 border-b px-5 py-3">
            <Dialog.Title className="text-lg font-semibold">{state.title}</Dialog.Title>
            <Dialog.Close className="rounded p-2 text-gray-600 hover:bg-gray-100" aria-label={t("ui.close")}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-5">{state.content}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
