"use client";
import { type Dispatch, type SetStateAction, useEffect, useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage, postJson } from "@/modules/api/client";
import { useUi } from "@/modules/ui/ui-provider";
import { isDesktop } from "@/modules/ui/viewport";
import type { ContractDocument } from "@/server/db/schema";
import type { ContractSet } from "@/server/orders/contracts";

/** The buyer's approval as place-order takes it: ticked, and the hash of the texts they opened for this very order. */
export type Approval = { approved: boolean; hash?: string };

type Props = {
  /** What the texts are written from (method, delivery, total): when it changes, the approval must be given again. */
  basis: string;
  approval: Approval;
  onChange: Dispatch<SetStateAction<Approval>>;
  /** Placing the order was tried without the approval. */
  missing: boolean;
};

/**
 * The pre-information form and the distance-selling contract of the order about to be placed, each opened in a bottom
 * sheet on phones and a modal on desktops, and the unticked box that approves both.
 */
export function ContractsApproval({ basis, approval, onChange, missing }: Props) {
  const { t } = useTranslation("contracts");
  const { openModal, openSidePanel } = useUi();
  const id = useId();
  const [loading, setLoading] = useState<ContractDocument["kind"] | null>(null);
  const [error, setError] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new basis withdraws the approval given for the old texts
  useEffect(() => onChange({ approved: false }), [basis]);

  async function show(kind: ContractDocument["kind"]) {
    setLoading(kind);
    setError("");
    try {
      const set = await postJson<ContractSet>("/api/checkout/contracts", {});
      onChange((current) => ({ ...current, hash: set.hash }));
      const doc = set.documents.find((d) => d.kind === kind);
      if (!doc) return;
      const text = (padding: string) => (
        <div className={`text-sm leading-relaxed whitespace-pre-line text-gray-900 ${padding}`}>{doc.body}</div>
      );
      if (isDesktop()) openModal({ title: doc.title, content: text(""), large: true });
      else openSidePanel({ title: doc.title, content: text("p-4"), size: "large" });
    } catch (err) {
      setError(errorMessage(err) || t("checkout.failed"));
    } finally {
      setLoading(null);
    }
  }

  const link = (kind: ContractDocument["kind"], label: string) => (
    <button
      type="button"
      onClick={() => void show(kind)}
      aria-haspopup="dialog"
      aria-busy={loading === kind || undefined}
      className="font-semibold text-primary-800 underline underline-offset-4"
    >
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-2 rounded border border-gray-300 p-3 text-sm">
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        {link("pre_information", t("checkout.preInformation"))}
        {link("distance_sales", t("checkout.distanceSales"))}
      </p>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1"
          checked={approval.approved}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(e) => {
            const approved = e.target.checked;
            onChange((current) => ({ ...current, approved }));
          }}
        />
        <span>{t("checkout.approve")}</span>
      </label>
      {missing && (
        <p id={`${id}-missing`} role="alert" className="text-danger">
          {t("checkout.required")}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
