"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormError, primaryButton, TextField } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import { panelClass } from "@/modules/admin/styles";
import { type Seller, sellerFields } from "@/shared/content/seller";

/** The seller identity the contracts print; the server checks it (MERSİS 16 digits, tax number 10, e-mail and KEP addresses). */
export function SellerSettingsForm({ initial }: { initial: Seller }) {
  const { t } = useTranslation("admin-settings");
  const { busy, error, call } = useAdminCall();
  const [seller, setSeller] = useState(initial);
  return (
    <form
      className={`mt-8 flex max-w-3xl flex-col gap-4 ${panelClass}`}
      aria-labelledby="seller-settings"
      onSubmit={(e) => {
        e.preventDefault();
        void call("/api/admin/settings/seller/save", { seller }, { success: "admin:common.saved" });
      }}
    >
      <h2 id="seller-settings" className="font-semibold">
        {t("seller.title")}
      </h2>
      <p className="text-sm text-neutral-700">{t("seller.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {sellerFields.map((field) => (
          <TextField
            key={field}
            label={t(`contracts:seller.${field}`)}
            value={seller[field]}
            onChange={(value) => setSeller({ ...seller, [field]: value })}
          />
        ))}
      </div>
      <FormError message={error} />
      <button type="submit" disabled={busy} className={`self-start ${primaryButton}`}>
        {t("admin:common.save")}
      </button>
    </form>
  );
}
