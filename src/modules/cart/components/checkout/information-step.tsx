"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { ClarificationNotice } from "@/modules/forms/components/clarification-notice";
import { type InformationBody, type InformationFormInput, informationForm, NEW_ADDRESS } from "@/shared/cart/checkout-input";
import type { Cart } from "@/shared/cart/types";
import { AddressFields } from "./address-fields";
import { FormField } from "./form-field";
import { SavedAddressChoice } from "./saved-address-choice";
import { SubmitButton } from "./submit-button";
import type { AccountContact, SavedAddress } from "./types";

type Props = {
  cart: Cart;
  isGuest: boolean;
  /** The signed-in customer's name and phone, to start a new address with. */
  account: AccountContact | null;
  addresses: SavedAddress[];
  pending: boolean;
  onSubmit: (body: InformationBody) => void;
};

/** Step 1: the e-mail (guests) and the delivery and billing addresses (saved ones for customers, or new). */
export function InformationStep({ cart, isGuest, account, addresses, pending, onSubmit }: Props) {
  const { t } = useTranslation("cart");
  const preferred = addresses.find((a) => a.isDefault) ?? addresses[0];
  const form = useForm<InformationFormInput, unknown, InformationBody>({
    resolver: zodResolver(informationForm(isGuest)) as Resolver<InformationFormInput, unknown, InformationBody>,
    defaultValues: {
      email: cart.email ?? "",
      shippingChoice: preferred ? String(preferred.id) : NEW_ADDRESS,
      billingSame: true,
      billingChoice: preferred ? String(preferred.id) : NEW_ADDRESS,
      shippingAddress: cart.shippingAddress ?? { billingType: "individual", fullName: account?.name, phone: account?.phone },
      saveAddress: false,
      billingAddress: cart.billingAddress ?? { billingType: "individual" },
    },
  });
  const { register, setValue, control, handleSubmit, formState } = form;
  const [shippingChoice, billingSame, billingChoice] = useWatch({ control, name: ["shippingChoice", "billingSame", "billingChoice"] });
  const fields = { register, setValue, control, errors: formState.errors };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <p className="text-sm text-gray-700">{t("form.requiredNote")}</p>
      {isGuest && (
        <FormField
          {...register("email")}
          required
          type="email"
          autoComplete="email"
          label={t("form.email")}
          error={formState.errors.email?.message}
          hint={t("form.emailHint")}
        />
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t("checkout.shippingAddress")}</legend>
        {addresses.length > 0 && <SavedAddressChoice name="shippingChoice" addresses={addresses} register={register} />}
        {shippingChoice === NEW_ADDRESS && <AddressFields prefix="shippingAddress" invoice={billingSame} {...fields} />}
        {shippingChoice === NEW_ADDRESS && !isGuest && (
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register("saveAddress")} />
            {t("checkout.saveAddress")}
          </label>
        )}
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" {...register("billingSame")} />
        {t("checkout.billingSame")}
      </label>
      {!billingSame && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t("checkout.billingAddress")}</legend>
          {addresses.length > 0 && <SavedAddressChoice name="billingChoice" addresses={addresses} register={register} />}
          {(billingChoice === NEW_ADDRESS || addresses.length === 0) && <AddressFields prefix="billingAddress" {...fields} />}
        </fieldset>
      )}
      <ClarificationNotice />
      <SubmitButton pending={pending}>{t("checkout.toDelivery")}</SubmitButton>
    </form>
  );
}
