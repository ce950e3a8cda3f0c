"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { authClient } from "@/modules/account/auth-client";
import { resetPasswordFormSchema, type ResetPasswordForm as Values } from "@/shared/account/auth";
import { buttonClass } from "../styles";
import { useOutcome } from "../use-outcome";
import { FormStatus } from "./fields";
import { NewPasswordFields } from "./new-password-fields";

/** Sets a new password with the mailed token; every session ends, so the customer signs in again. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation("account");
  const { outcome, leaving, clear, settle } = useOutcome();
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(resetPasswordFormSchema) });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    clear();
    settle((await authClient.resetPassword({ newPassword, token })).error, "/auth?reset=1");
  });

  const busy = formState.isSubmitting || leaving;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormStatus outcome={outcome} />
      <NewPasswordFields register={register} errors={formState.errors} />
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? t("reset.saving") : t("reset.submit")}
      </button>
    </form>
  );
}
