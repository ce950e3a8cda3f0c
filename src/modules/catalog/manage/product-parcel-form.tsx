"use client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import { type ProductParcel, parcelKeys } from "@/shared/catalog/parcel";

const keys = parcelKeys;
const field = "rounded border border-neutral-400 p-2 text-base";

/** The product's box for the carrier (cm, and grams); left empty, orders holding it are shipped by hand. */
export function ProductParcelForm({ productId, parcel }: { productId: number; parcel: ProductParcel }) {
  const { t } = useTranslation("admin");
  const { busy, error, call } = useAdminCall();
  const [values, setValues] = useState(
    () => Object.fromEntries(keys.map((k) => [k, parcel[k]?.toString() ?? ""])) as Record<(typeof keys)[number], string>,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = Object.fromEntries(keys.map((k) => [k, values[k].trim() ? Number(values[k]) : null]));
    void call("/api/admin/products/parcel", { productId, ...body }, { success: "common.saved" });
  };
  return (
    <form onSubmit={submit} className="mt-6 flex max-w-xl flex-col gap-3" noValidate>
      <h2 className="font-semibold">{t("products.parcel.title")}</h2>
      <p className="text-neutral-700 text-sm">{t("products.parcel.hint")}</p>
      <div className="grid gap-3 sm:grid-cols-4">
        {keys.map((k) => (
          <label key={k} className="flex flex-col text-sm">
            {t(`products.parcel.${k}`)}
            <input
              value={values[k]}
              inputMode="numeric"
              onChange={(e) => setValues({ ...values, [k]: e.target.value })}
              className={field}
            />
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-red-800 text-sm">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="self-start rounded bg-orange-700 px-5 py-2 font-medium text-white disabled:opacity-50"
      >
        {t("products.parcel.save")}
      </button>
    </form>
  );
}
