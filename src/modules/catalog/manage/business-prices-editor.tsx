"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { liraInputValue, parseLiraInput } from "@/lib/lira-input";
import { FormError, inputClass, primaryButton, secondaryButton } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import type { ProductBusinessPrices } from "@/server/catalog/manage/volume-prices";

type Props = { productId: number } & ProductBusinessPrices;
type BreakRow = { key: number; variantId: string; minQuantity: string; price: string };

const variantValue = (id: number | null) => (id === null ? "" : String(id));
const variantOf = (value: string) => (value === "" ? null : Number(value));
let nextKey = 0;

/** The rows a price is set for: the product itself, or each variant when it has variants. */
const priceTargets = (variants: Props["variants"], all: string) =>
  variants.length === 0 ? [{ id: null, label: all }] : variants.map((v) => ({ id: v.id as number | null, label: v.label }));

/** One group's fixed prices of this product: an amount per variant (or for the product), blank for none. */
function GroupPrices({ productId, group, variants }: { productId: number; group: Props["groups"][number]; variants: Props["variants"] }) {
  const { t } = useTranslation("admin");
  const { busy, error, call } = useAdminCall();
  const targets = priceTargets(variants, t("groups.price"));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(group.prices.map((p) => [variantValue(p.variantId), liraInputValue(p.price)])),
  );
  const [invalid, setInvalid] = useState(false);
  async function save() {
    const prices = targets
      .map((target) => ({ variantId: target.id, text: (values[variantValue(target.id)] ?? "").trim() }))
      .filter((p) => p.text !== "")
      .map((p) => ({ variantId: p.variantId, price: parseLiraInput(p.text) }));
    setInvalid(prices.some((p) => p.price === null));
    if (prices.some((p) => p.price === null)) return;
    await call("/api/admin/customer-groups/prices", { groupId: group.id, productId, prices }, { success: "groups.saved" });
  }
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-neutral-200 p-3">
      <legend className="px-1 font-medium">
        {group.name}
        {group.discountPercent > 0 && ` (%${group.discountPercent})`}
      </legend>
      {targets.map((target) => {
        const id = `group-${group.id}-${variantValue(target.id) || "product"}`;
        return (
          <div key={id} className="flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor={id} className="min-w-48">
              {target.label}
            </label>
            <input
              id={id}
              inputMode="decimal"
              className={inputClass}
              value={values[variantValue(target.id)] ?? ""}
              aria-invalid={invalid || undefined}
              onChange={(e) => setValues({ ...values, [variantValue(target.id)]: e.target.value })}
            />
          </div>
        );
      })}
      {invalid && <FormError message={t("groups.errors.price")} />}
      <FormError message={error} />
      <button type="button" className={secondaryButton} disabled={busy} onClick={() => void save()}>
        {t("groups.savePrices", { group: group.name })}
      </button>
    </fieldset>
  );
}

/** The product's quantity breaks: from how many units (per variant, or for all) each costs what. */
function VolumeBreaks({ productId, variants, breaks }: Pick<Props, "productId" | "variants" | "breaks">) {
  const { t } = useTranslation("admin");
  const { busy, error, call } = useAdminCall();
  const [rows, setRows] = useState<BreakRow[]>(() =>
    breaks.map((b) => ({
      key: nextKey++,
      variantId: variantValue(b.variantId),
      minQuantity: String(b.minQuantity),
      price: liraInputValue(b.price),
    })),
  );
  const [invalid, setInvalid] = useState(false);
  const change = (key: number, patch: Partial<BreakRow>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  async function save() {
    const body = rows.map((r) => ({
      variantId: variantOf(r.variantId),
      minQuantity: Number(r.minQuantity),
      price: parseLiraInput(r.price),
    }));
    const bad = body.some((b) => b.price === null || !Number.isInteger(b.minQuantity));
    setInvalid(bad);
    if (!bad) await call("/api/admin/products/volume-prices", { productId, breaks: body }, { success: "groups.saved" });
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-neutral-700">{t("groups.volume.intro")}</p>
      {rows.map((row, i) => (
        <fieldset key={row.key} className="flex flex-wrap items-end gap-2 text-sm">
          <legend className="sr-only">{`${t("groups.volume.title")} ${i + 1}`}</legend>
          {variants.length > 0 && (
            <label className="flex flex-col gap-1">
              {t("groups.volume.variant")}
              <select className={inputClass} value={row.variantId} onChange={(e) => change(row.key, { variantId: e.target.value })}>
                <option value="">{t("groups.volume.allVariants")}</option>
                {variants.map((v) => (
                  <option key={v.id} value={String(v.id)}>
                    {v.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="flex flex-col gap-1">
            {t("groups.volume.minQuantity")}
            <input
              type="number"
              min={2}
              max={99}
              className={inputClass}
              value={row.minQuantity}
              onChange={(e) => change(row.key, { minQuantity: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1">
            {t("groups.volume.price")}
            <input
              inputMode="decimal"
              className={inputClass}
              value={row.price}
              onChange={(e) => change(row.key, { price: e.target.value })}
            />
          </label>
          <button type="button" className={secondaryButton} onClick={() => setRows(rows.filter((r) => r.key !== row.key))}>
            {t("groups.volume.remove")}
          </button>
        </fieldset>
      ))}
      {invalid && <FormError message={t("groups.errors.price")} />}
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setRows([...rows, { key: nextKey++, variantId: "", minQuantity: "10", price: "" }])}
        >
          {t("groups.volume.add")}
        </button>
        <button type="button" className={primaryButton} disabled={busy} onClick={() => void save()}>
          {t("groups.volume.save")}
        </button>
      </div>
    </div>
  );
}

/** The product form's business prices: each customer group's fixed prices, and the quantity breaks. */
export function BusinessPricesEditor({ productId, groups, variants, breaks }: Props) {
  const { t } = useTranslation("admin");
  return (
    <div className="mt-8 flex max-w-3xl flex-col gap-6">
      <section aria-labelledby="group-prices-heading" className="flex flex-col gap-3">
        <h2 id="group-prices-heading" className="text-lg font-semibold">
          {t("groups.prices")}
        </h2>
        {groups.length === 0 && <p className="text-sm text-neutral-700">{t("groups.none")}</p>}
        {groups.map((g) => (
          <GroupPrices key={g.id} productId={productId} group={g} variants={variants} />
        ))}
      </section>
      <section aria-labelledby="volume-prices-heading" className="flex flex-col gap-3">
        <h2 id="volume-prices-heading" className="text-lg font-semibold">
          {t("groups.volume.title")}
        </h2>
        <VolumeBreaks productId={productId} variants={variants} breaks={breaks} />
      </section>
    </div>
  );
}
