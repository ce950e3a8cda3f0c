"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { useAdminCall } from "./use-admin-call";

/** Marks the product "Fiyat sorunuz": no price is shown and customers ask for a quote instead of adding it to the cart. */
export function PriceOnRequestToggle({ productId, priceOnRequest }: { productId: number; priceOnRequest: boolean }) {
  const { t } = useTranslation("quotes");
  const [checked, setChecked] = useState(priceOnRequest);
  const { busy, call } = useAdminCall({ toastErrors: true });
  async function change(next: boolean) {
    setChecked(next);
    const ok = await call(
      "/api/admin/products/price-on-request",
      { productId, priceOnRequest: next },
      { success: "quotes:admin.productSaved" },
    );
    if (!ok) setChecked(!next);
  }
  return (
    <label className="mt-8 flex max-w-xl items-center gap-2">
      <input type="checkbox" checked={checked} disabled={busy} onChange={(e) => void change(e.target.checked)} className="size-4" />
      {t("admin.productToggle")}
    </label>
  );
}
