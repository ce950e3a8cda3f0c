"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { postJson } from "@/modules/api/client";
import { useConfirm } from "@/modules/ui/confirm-dialog";
import { deleteAccountRequestSchema, type DeleteAccountRequest as Values } from "@/shared/account/delete-account";
import { dangerButtonClass } from "../styles";
import { useFieldError } from "../use-field-error";
import { useOutcome } from "../use-outcome";
import { FormStatus } from "./fields";
import { PasswordField } from "./password-field";

/**
 * Deletes the account after the password is entered again and a confirmation in the shop's own dialog; then leaves
 * for the home page. A refusal (a wrong password) closes the dialog and is shown on the form.
 */
export function DeleteAccountForm() {
  const { t } = useTranslation("account");
  const confirm = useConfirm();
  const fieldError = useFieldError();
  const { outcome, clear, failWith } = useOutcome();
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(deleteAccountRequestSchema) });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(({ password }) => {
    clear();
    confirm({
      title: t("deleteAccount.confirmTitle"),
      description: t("deleteAccount.confirm"),
      actionLabel: t("deleteAccount.confirmAction"),
      onConfirm: async () => {
        try {
          await postJson("/api/account/delete-account", { password });
          window.location.assign("/");
        } catch (error) {
          failWith(error);
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="text-lg font-semibold">
        {t("deleteAccount.title")}
      </h2>
      <p className="text-sm text-gray-700">{t("deleteAccount.hint")}</p>
      <FormStatus outcome={outcome} />
      <PasswordField
        label={t("deleteAccount.password")}
        autoComplete="current-password"
        required
        error={fieldError(errors.password)}
        {...register("password")}
      />
      <button type="submit" className={dangerButtonClass} disabled={isSubmitting}>
        {isSubmitting ? t("deleteAccount.deleting") : t("deleteAccount.submit")}
      </button>
    </form>
  );
}
