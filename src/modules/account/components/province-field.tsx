"use client";
import type { ComponentProps } from "react";
import { useTranslation } from "@/i18n/client";
import { provincesByName } from "@/lib/provinces";
import { SelectField } from "./fields";

/** The il of an address: the 81 provinces in Turkish alphabetical order, for the address book and the checkout. */
export function ProvinceField(props: Omit<ComponentProps<typeof SelectField>, "children">) {
  const { t } = useTranslation("account");
  return (
    <SelectField autoComplete="address-level1" required {...props}>
      <option value="">{t("addressForm.cityPlaceholder")}</option>
      {provincesByName.map((p) => (
        <option key={p} value={p}>
          {p}
        </option>
      ))}
    </SelectField>
  );
}
