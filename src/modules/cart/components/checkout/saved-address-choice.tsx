"use client";
import type { UseFormRegister } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { type InformationFormInput, NEW_ADDRESS } from "@/shared/cart/checkout-input";
import type { SavedAddress } from "./types";

type Props = { name: "shippingChoice" | "billingChoice"; addresses: SavedAddress[]; register: UseFormRegister<InformationFormInput> };

const card = "flex cursor-pointer gap-3 rounded border border-gray-300 p-3 has-checked:border-primary-700 has-checked:bg-primary-50";

/** The customer's saved addresses as radio cards, and "a new address". */
export function SavedAddressChoice({ name, addresses, register }: Props) {
  const { t } = useTranslation("cart");
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {addresses.map((a) => (
        <label key={a.id} className={card}>
          <input type="radio" value={String(a.id)} {...register(name)} className="mt-1" />
          <span className="text-sm">
            <span className="block font-semibold">{a.title}</span>
            <span className="block">{a.fullName}</span>
            <span className="block text-gray-600">{a.summary}</span>
          </span>
        </label>
      ))}
      <label className={card}>
        <input type="radio" value={NEW_ADDRESS} {...register(name)} className="mt-1" />
        <span className="text-sm font-semibold">{t("checkout.newAddress")}</span>
      </label>
    </div>
  );
}
