"use client";
import type { ComponentProps } from "react";
import { useTranslation } from "@/i18n/client";
import { districtChoices } from "@/lib/districts";
import { SelectField } from "./fields";

type Props = Omit<ComponentProps<typeof SelectField>, "children"> & {
  /** The chosen province, whose districts are offered. */
  province: string;
  /** A saved district that is not in the list (typed before the list existed): still shown, to be replaced. */
  saved?: string;
};

/** The ilçe of an address: the districts of the chosen province, for the address book and the checkout. */
export function DistrictField({ province, saved, ...props }: Props) {
  const { t } = useTranslation("account");
  const { districts, unlisted } = districtChoices(province, saved);
  return (
    <SelectField autoComplete="address-level2" required {...props}>
      <option value="">{t(districts.length ? "addressForm.districtPlaceholder" : "addressForm.districtFirst")}</option>
      {unlisted ? <option value={unlisted}>{t("addressForm.districtUnlisted", { district: unlisted })}</option> : null}
      {districts.map((d) => (
        <option key={d} value={d}>
          {d}
        </option>
      ))}
    </SelectField>
  );
}
