"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "@/i18n/client";
import { liraInputValue, parseLiraInput } from "@/lib/lira-input";
import { FormError } from "@/modules/admin/components/fields";
import { errorMessage, postJson } from "@/modules/api/client";
import type { AdminProduct } from "@/server/catalog/manage/products";

const flags = ["isNewProduct", "isBestSellingProduct", "isSuggestedProduct", "isActive"] as const;
const field = "rounded border border-neutral-400 p-2 text-base";

/** Prices are typed the Turkish way (1.234,56) and sent as kuruş. */
export function ProductForm({ product }: { product: AdminProduct }) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const [name, setName] = useState(product.name);
  const [sale, setSale] = useState(liraInputValue(product.salesPrice));
  const [list, setList] = useState(liraInputValue(product.unDiscountedSalesPrice));
  const [stock, setStock] = useState(String(product.stock));
  const [badges, setBadges] = useState(
    () => Object.fromEntries(flags.map((f) => [f, product[f]])) as Record<(typeof flags)[number], boolean>,
  );
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const salesPrice = parseLiraInput(sale);
  const listPrice = parseLiraInput(list);
  const percent = salesPrice !== null && listPrice && listPrice > salesPrice ? Math.round((1 - salesPrice / listPrice) * 100) : 0;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (salesPrice === null || listPrice === null) return setError(t("products.errors.price"));
    if (listPrice < salesPrice) return setError(t("products.errors.listBelowSale"));
    if (name.trim().length < 2) return setError(t("products.errors.name"));
    if (!/^\d+$/.test(stock)) return setError(t("products.errors.stock"));
    setError("");
    setBusy(true);
    try {
      await postJson("/api/admin/products/update", {
        productId: product.id,
        name,
        salesPrice,
        unDiscountedSalesPrice: listPrice,
        stock: Number(stock),
        ...badges,
      });
      toast.success(t("common.saved"));
      router.refresh();
    } catch (err) {
      setError(errorMessage(err) || t("common.error"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-4" noValidate>
      <label className="flex flex-col text-sm">
        {t("products.name")}
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} className={field} />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex flex-col text-sm">
          {t("products.salesPrice")}
          <input
            value={sale}
            onChange={(e) => setSale(e.target.value)}
            inputMode="decimal"
            aria-describedby="price-hint"
            className={field}
          />
        </label>
        <label className="flex flex-col text-sm">
          {t("products.listPrice")}
          <input
            value={list}
            onChange={(e) => setList(e.target.value)}
            inputMode="decimal"
            aria-describedby="price-hint"
            className={field}
          />
        </label>
      </div>
      <p id="price-hint" className="text-neutral-700 text-sm">
        {t("products.priceHint")} · {percent > 0 ? t("products.discount", { percent }) : t("products.noDiscount")}
      </p>
      <label className="flex flex-col text-sm">
        {t("products.stock")}
        <input value={stock} onChange={(e) => setStock(e.target.value)} inputMode="numeric" className={field} />
      </label>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm">{t("products.badges")}</legend>
        {flags.map((f) => (
          <label key={f} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={badges[f]}
              onChange={(e) => setBadges({ ...badges, [f]: e.target.checked })}
              className="size-5"
            />
            {t(`products.${f}`)}
          </label>
        ))}
      </fieldset>
      <FormError message={error} />
      <button
        type="submit"
        disabled={busy}
        className="self-start rounded bg-orange-700 px-5 py-2 font-medium text-white disabled:opacity-50"
      >
        {t("common.save")}
      </button>
    </form>
  );
}
