"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { useAdminCall } from "./use-admin-call";

/** Marks the product as made to the buyer's order: customers cannot return it under the right of withdrawal. */
export function WithdrawalExclusionToggle({ productId, excluded }: { productId: number; excluded: boolean }) {
  const { t } = useTranslation("aftersale");
  const [checked, setChecked] = useState(excluded);
  const { busy, call } = useAdminCall({ toastErrors: true });
  async function change(next: boolean) {
    setChecked(next);
    const ok = await call(
      "/api/admin/products/withdrawal-exclusion",
      { productId, excluded: next },
      { success: "aftersale:admin.withdrawal.saved" },
    );
    if (!ok) setChecked(!next);
  }
  return (
    <label className="mt-8 flex max-w-xl items-center gap-2">
      <input type="checkbox" checked={checked} disabled={busy} onChange={(e) => void change(e.target.checked)} className="size-4" />
      {t("admin.withdrawal.label")}
    </label>
  );
}
