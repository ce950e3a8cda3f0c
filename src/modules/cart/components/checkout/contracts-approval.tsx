"use client";
import { useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage, postJson } from "@/modules/api/client";
import { useUi } from "@/modules/ui/ui-provider";
import { isDesktop } from "@/modules/ui/viewport";
import type { ContractSet } from "@/server/orders/contracts";
import type { ContractDocument } from "@/server/platform/db/schema";

/**
 * The buyer's approval as place-order takes it: given for the texts of one basis (method, delivery, total), with the
 * hash of those texts when the buyer opened them.
 */
export type Approval = { basis: string; hash?: string };

type Props = {
  /** What the texts are written from: an approval given for another basis no longer counts. */
  basis: string;
  /** The approval of this basis, if given. */
  approval: Approval | null;
  onChange: (approval: Approval | null) => void;
  /** While the payment method is being recorded the texts are about to change: the box waits. */
  disabled: boolean;
  /** Placing the order was tried without the approval. */
  missing: boolean;
};

/**
 * The pre-information form and the distance-selling contract of the order about to be placed, each opened in a bottom
 * sheet on phones and a modal on desktops, and the unticked box that approves both.
 */
export function ContractsApproval({ basis, approval, onChange, disabled, missing }: Props) {
  const { t } = useTranslation("contracts");
  const { openModal, openSidePanel } = useUi();
  const id = useId();
  const [loading, setLoading] = useState<ContractDocument["kind"] | null>(null);
  const [error, setError] = useState("");
  // The hash of the texts last opened, and the basis they were written from.
  const [seen, setSeen] = useState<Approval | null>(null);

  async function show(kind: ContractDocument["kind"]) {
    setLoading(kind);
    setError("");
    try {
      const set = await postJson<ContractSet>("/api/checkout/contracts", {});
      setSeen({ basis, hash: set.hash });
      if (approval) onChange({ basis, hash: set.hash });
      const doc = set.documents.find((d) => d.kind === kind);
      if (!doc) return;
      const text = (padding: string) => (
        <article
          aria-label={doc.title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the long text scrolls in its dialog and must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className={`text-sm leading-relaxed whitespace-pre-line text-gray-900 ${padding}`}
        >
          {doc.body}
        </article>
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
          checked={approval !== null}
          disabled={disabled}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(e) => onChange(e.target.checked ? { basis, hash: seen?.basis === basis ? seen.hash : undefined } : null)}
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
