"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { liraInputValue, parseLiraInput } from "@/lib/lira-input";
import { fromShopInput, toShopInput } from "@/lib/shop-time";
import { CheckboxField, FormError, primaryButton, SelectField, secondaryButton, TextField } from "@/modules/admin/components/fields";
import { useAdminCall, useFieldErrors } from "@/modules/admin/components/use-admin-call";
import { couponCreateBody, couponUpdateBody } from "@/shared/cart/manage-coupon";

export type CouponFormData = {
  id: number;
  code: string;
  kind: "percent" | "fixed";
  value: number;
  minSubtotal: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  firstOrderOnly: boolean;
  usesPerCustomer: number | null;
};

/** Text the form could not read becomes NaN, which the schema reports with the field's own message. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
const kurus = (text: string) => parseLiraInput(text) ?? Number.NaN;

/** Creates a coupon, or edits one's terms (its code stays: carts and orders refer to it). Amounts are typed in TL. */
export function CouponForm({ coupon }: { coupon?: CouponFormData }) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const [v, setValues] = useState({
    code: coupon?.code ?? "",
    kind: coupon?.kind ?? "percent",
    value: coupon ? (coupon.kind === "percent" ? String(coupon.value) : liraInputValue(coupon.value)) : "",
    minSubtotal: liraInputValue(coupon?.minSubtotal ?? 0),
    startsAt: toShopInput(coupon?.startsAt ?? null),
    expiresAt: toShopInput(coupon?.expiresAt ?? null),
    usageLimit: coupon?.usageLimit ? String(coupon.usageLimit) : "",
    usesPerCustomer: coupon?.usesPerCustomer ? String(coupon.usesPerCustomer) : "",
  });
  const [firstOrderOnly, setFirstOrderOnly] = useState(coupon?.firstOrderOnly ?? false);
  const { errors, check } = useFieldErrors();
  const { busy, error, call } = useAdminCall();
  const set = (field: keyof typeof v) => (value: string) => setValues({ ...v, [field]: value });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const terms = {
      kind: v.kind,
      value: v.kind === "percent" ? wholeNumber(v.value) : kurus(v.value),
      minSubtotal: kurus(v.minSubtotal),
      startsAt: fromShopInput(v.startsAt),
      expiresAt: fromShopInput(v.expiresAt),
      usageLimit: v.usageLimit.trim() ? wholeNumber(v.usageLimit) : null,
      firstOrderOnly,
      usesPerCustomer: v.usesPerCustomer.trim() ? wholeNumber(v.usesPerCustomer) : null,
    };
    if (coupon) {
      const body = { couponId: coupon.id, ...terms };
      if (check(couponUpdateBody, body)) await call("/api/admin/coupons/update", body, { success: "common.saved" });
      return;
    }
    const body = { code: v.code, ...terms };
    if (!check(couponCreateBody, body)) return;
    await call("/api/admin/coupons/create", body, { success: "coupons.created", onDone: () => router.push("/admin/coupons") });
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
      <TextField
        label={t("coupons.code")}
        value={v.code}
        onChange={set("code")}
        error={errors.code}
        hint={t("coupons.codeHint")}
        readOnly={!!coupon}
        maxLength={32}
        required
        autoCapitalize="characters"
      />
      <SelectField
        label={t("coupons.kind")}
        value={v.kind}
        onChange={set("kind")}
        options={(["percent", "fixed"] as const).map((k) => ({ value: k, label: t(`coupons.kinds.${k}`) }))}
      />
      <TextField
        label={t(v.kind === "percent" ? "coupons.percentValue" : "coupons.fixedValue")}
        value={v.value}
        onChange={set("value")}
        error={errors.value}
        hint={v.kind === "fixed" ? t("products.priceHint") : undefined}
        inputMode={v.kind === "percent" ? "numeric" : "decimal"}
        required
      />
      <TextField
        label={t("coupons.minSubtotal")}
        value={v.minSubtotal}
        onChange={set("minSubtotal")}
        error={errors.minSubtotal}
        hint={t("products.priceHint")}
        inputMode="decimal"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("coupons.startsAt")}
          type="datetime-local"
          value={v.startsAt}
          onChange={set("startsAt")}
          error={errors.startsAt}
        />
        <TextField
          label={t("coupons.expiresAt")}
          type="datetime-local"
          value={v.expiresAt}
          onChange={set("expiresAt")}
          error={errors.expiresAt}
        />
      </div>
      <TextField
        label={t("coupons.usageLimit")}
        value={v.usageLimit}
        onChange={set("usageLimit")}
        error={errors.usageLimit}
        inputMode="numeric"
      />
      <CheckboxField label={t("coupons.firstOrderOnly")} checked={firstOrderOnly} onChange={setFirstOrderOnly} />
      <TextField
        label={t("coupons.usesPerCustomer")}
        value={v.usesPerCustomer}
        onChange={set("usesPerCustomer")}
        error={errors.usesPerCustomer}
        hint={t("coupons.customerHint")}
        inputMode="numeric"
      />
      <FormError message={error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {coupon ? t("common.save") : t("coupons.create")}
      </button>
    </form>
  );
}

/** Deactivates or activates a coupon from the list. */
export function CouponActiveToggle({ couponId, code, isActive }: { couponId: number; code: string; isActive: boolean }) {
  const { t } = useTranslation("admin");
  const { busy, call } = useAdminCall({ toastErrors: true });
  const toggle = () =>
    call(
      "/api/admin/coupons/set-active",
      { couponId, isActive: !isActive },
      { success: isActive ? "coupons.deactivated" : "coupons.activated" },
    );
  return (
    <button
      type="button"
      disabled={busy}
      onClick={toggle}
      aria-label={t(isActive ? "coupons.deactivateLabel" : "coupons.activateLabel", { code })}
      className={secondaryButton}
    >
      {t(isActive ? "coupons.deactivate" : "coupons.activate")}
    </button>
  );
}
