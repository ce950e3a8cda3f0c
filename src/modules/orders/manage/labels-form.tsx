"use client";
import { type ReactNode, useState } from "react";
import { primaryButton } from "@/modules/admin/components/fields";
import { LABELS_PATH } from "@/shared/orders/shipping";

/**
 * The order list inside one form: the labels of the orders ticked download as one PDF to print. The button waits
 * for a first tick; without script the form still sends (and nothing ticked is answered with the error).
 */
export function LabelsForm({ label, children }: { label: string; children: ReactNode }) {
  const [ticked, setTicked] = useState(0);
  return (
    <form
      method="get"
      action={LABELS_PATH}
      onChange={(e) => setTicked(e.currentTarget.querySelectorAll('input[name="orders"]:checked').length)}
      className="flex flex-col gap-3"
    >
      {children}
      <button type="submit" disabled={ticked === 0} className={`self-start ${primaryButton}`}>
        {label}
      </button>
    </form>
  );
}
