"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";

/** The product settings saved by a tick box of their own, each with its route, the body's field and its words. */
const flags = {
  // "Fiyat sorunuz": no price is shown and customers ask for a quote instead of adding it to the cart.
  priceOnRequest: {
    route: "/api/admin/products/price-on-request",
    label: "quotes:admin.productToggle",
    saved: "quotes:admin.productSaved",
  },
  // Made to the buyer's order: customers cannot return it under the right of withdrawal.
  excluded: {
    route: "/api/admin/products/withdrawal-exclusion",
    label: "aftersale:admin.withdrawal.label",
    saved: "aftersale:admin.withdrawal.saved",
  },
} as const;

/** A product's yes/no setting, saved as soon as it is ticked; it goes back when the save fails. */
export function ProductFlagToggle({ productId, flag, initial }: { productId: number; flag: keyof typeof flags; initial: boolean }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(initial);
  const { busy, call } = useAdminCall({ toastErrors: true });
  const { route, label, saved } = flags[flag];
  async function change(next: boolean) {
    setChecked(next);
    const ok = await call(route, { productId, [flag]: next }, { success: saved });
    if (!ok) setChecked(!next);
  }
  return (
    <label className="mt-8 flex max-w-xl items-center gap-2">
      <input type="checkbox" checked={checked} disabled={busy} onChange={(e) => void change(e.target.checked)} className="size-4" />
      {t(label)}
    </label>
  );
}
