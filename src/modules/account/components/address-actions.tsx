"use client";
import { useRouter } from "next/navigation";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { postJson } from "@/modules/api/client";
import Link from "@/modules/ui/link";
import { ADDRESSES_PATH } from "../paths";
import { buttonClass, secondaryButtonClass } from "../styles";
import { useOutcome } from "../use-outcome";
import { FormStatus } from "./fields";

const actionClass = "rounded px-2 py-1 text-sm font-medium text-primary-800 underline hover:text-primary-700 disabled:opacity-60";

/** Edit, make default and delete (after a confirmation) for one address card. */
export function AddressActions({ id, title, isDefault }: { id: number; title: string; isDefault: boolean }) {
  const { t } = useTranslation("account");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { outcome, clear, failWith } = useOutcome();

  const run = async (path: string) => {
    setBusy(true);
    clear();
    try {
      await postJson(path, { id });
      router.refresh();
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap gap-2">
        <Link href={`${ADDRESSES_PATH}/${id}`} className={actionClass} aria-label={t("addresses.editNamed", { title })}>
          {t("addresses.edit")}
        </Link>
        {isDefault ? null : (
          <button
            type="button"
            className={actionClass}
            disabled={busy}
            aria-label={t("addresses.makeDefaultNamed", { title })}
            onClick={() => run("/api/account/set-default-address")}
          >
            {t("addresses.makeDefault")}
          </button>
        )}
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <button
              type="button"
              className={`${actionClass} text-danger`}
              disabled={busy}
              aria-label={t("addresses.deleteNamed", { title })}
            >
              {t("addresses.delete")}
            </button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded bg-white p-6 shadow-lg">
              <AlertDialog.Title className="text-lg font-semibold">{t("addresses.confirmDeleteTitle")}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-gray-700">
                {t("addresses.confirmDeleteText", { title })}
              </AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-3">
                <AlertDialog.Cancel className={secondaryButtonClass}>{t("addresses.cancel")}</AlertDialog.Cancel>
                <AlertDialog.Action
                  className={`${buttonClass} bg-danger hover:bg-red-800`}
                  onClick={() => run("/api/account/delete-address")}
                >
                  {t("addresses.confirmDelete")}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
      <FormStatus outcome={outcome} />
    </div>
  );
}
