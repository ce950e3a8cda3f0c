"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { postJson } from "@/modules/api/client";
import { ClarificationNotice } from "@/modules/forms/components/clarification-notice";
import Link from "@/modules/ui/link";
import { ORDER_LOOKUP_RESULT_PATH, type OrderLookup, orderLookupBody } from "@/shared/orders/lookup";
import { ORDERS_PATH } from "../paths";
import { buttonClass } from "../styles";
import { useFieldError } from "../use-field-error";
import { useOutcome } from "../use-outcome";
import { EmailField, FormStatus, TextField } from "./fields";

/** A guest's order lookup: a hit opens the order's page; any miss shows the one same message. */
export function OrderLookupForm() {
  const { t } = useTranslation("order-lookup");
  const fieldError = useFieldError();
  const { outcome, clear, failWith, leave, leaving } = useOutcome();
  const { register, handleSubmit, formState } = useForm<OrderLookup>({ resolver: zodResolver(orderLookupBody) });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      await postJson("/api/orders/lookup", values);
      leave(ORDER_LOOKUP_RESULT_PATH);
    } catch (error) {
      failWith(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-lg space-y-4" aria-label={t("title")}>
      <FormStatus outcome={outcome} />
      <TextField
        label={t("number")}
        hint={t("numberHint")}
        autoComplete="off"
        autoCapitalize="characters"
        required
        maxLength={40}
        error={fieldError(errors.number)}
        {...register("number")}
      />
      <EmailField maxLength={254} error={fieldError(errors.email)} {...register("email")} />
      <ClarificationNotice />
      <button type="submit" className={buttonClass} disabled={isSubmitting || leaving}>
        {isSubmitting || leaving ? t("submitting") : t("submit")}
      </button>
      <p className="text-sm text-gray-700">
        {t("signInHint")}{" "}
        <Link href={ORDERS_PATH} className="text-primary-700 underline">
          {t("signInLink")}
        </Link>
      </p>
    </form>
  );
}
