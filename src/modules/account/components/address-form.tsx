"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { fromE164, toE164 } from "@/lib/phone";
import { postJson } from "@/modules/api/client";
import { ClarificationNotice } from "@/modules/forms/components/clarification-notice";
import type { Address } from "@/server/account/addresses";
import { type AddressFormInput, addressFormSchema, type AddressForm as Values } from "@/shared/account/address";
import { ADDRESSES_PATH } from "../paths";
import { buttonClass, secondaryButtonClass } from "../styles";
import { useFieldError } from "../use-field-error";
import { useOutcome } from "../use-outcome";
import { BillingFields } from "./billing-fields";
import { DistrictField } from "./district-field";
import { CheckboxField, FormStatus, TextField } from "./fields";
import { PhoneFormField } from "./phone-form-field";
import { ProvinceField } from "./province-field";

const blank = { title: "", city: "", district: "", neighbourhood: "", line: "", postcode: "", billingType: "individual" as const };

function initialValues(address: Address | undefined, owner: { name: string; phone: string | null }): AddressFormInput {
  if (!address) return { ...blank, fullName: owner.name, phone: fromE164(owner.phone) ?? null, isDefault: false };
  const { id: _id, phone, tcKimlikNo, companyName, taxOffice, taxNumber, ...rest } = address;
  return {
    ...rest,
    phone: fromE164(phone) ?? null,
    tcKimlikNo: tcKimlikNo ?? "",
    companyName: companyName ?? "",
    taxOffice: taxOffice ?? "",
    taxNumber: taxNumber ?? "",
  };
}

/** Adds or edits a Turkish address with its billing details; back to the list when saved. */
export function AddressForm({ address, owner }: { address?: Address; owner: { name: string; phone: string | null } }) {
  const { t } = useTranslation("account");
  const router = useRouter();
  const fieldError = useFieldError();
  const { outcome, clear, failWith } = useOutcome();
  const form = useForm<AddressFormInput, unknown, Values>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: initialValues(address, owner),
  });
  const { register, control, handleSubmit, formState, setValue } = form;
  const city = useWatch({ control, name: "city" });
  const { errors, isSubmitting, isSubmitSuccessful } = formState;

  const onSubmit = handleSubmit(async ({ phone, ...values }) => {
    clear();
    try {
      await postJson("/api/account/save-address", { ...values, id: address?.id, phone: phone ? toE164(phone) : "" });
      router.push(`${ADDRESSES_PATH}?saved=1`);
    } catch (error) {
      failWith(error);
      throw error;
    }
  });

  const busy = isSubmitting || isSubmitSuccessful;
  return (
    <form noValidate onSubmit={(e) => onSubmit(e).catch(() => {})} className="space-y-4">
      <FormStatus outcome={outcome} />
      <TextField
        label={t("addressForm.title")}
        hint={t("addressForm.titleHint")}
        required
        error={fieldError(errors.title)}
        {...register("title")}
      />
      <TextField
        label={t("addressForm.fullName")}
        autoComplete="name"
        required
        error={fieldError(errors.fullName)}
        {...register("fullName")}
      />
      <PhoneFormField control={control} name="phone" label={t("addressForm.phone")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <ProvinceField
          label={t("addressForm.city")}
          error={fieldError(errors.city)}
          {...register("city", { onChange: () => setValue("district", "") })}
        />
        <DistrictField
          label={t("addressForm.district")}
          province={city}
          saved={city === address?.city ? address.district : undefined}
          error={fieldError(errors.district)}
          {...register("district")}
        />
        <TextField
          label={t("addressForm.neighbourhood")}
          autoComplete="address-level3"
          required
          error={fieldError(errors.neighbourhood)}
          {...register("neighbourhood")}
        />
        <TextField
          label={t("addressForm.postcode")}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          error={fieldError(errors.postcode)}
          {...register("postcode")}
        />
      </div>
      <TextField
        label={t("addressForm.line")}
        autoComplete="street-address"
        required
        error={fieldError(errors.line)}
        {...register("line")}
      />
      <BillingFields form={form} />
      {address?.isDefault ? null : <CheckboxField label={t("addressForm.isDefault")} {...register("isDefault")} />}
      <ClarificationNotice />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? t("addressForm.saving") : t("addressForm.save")}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => router.push(ADDRESSES_PATH)}>
          {t("addressForm.cancel")}
        </button>
      </div>
    </form>
  );
}
