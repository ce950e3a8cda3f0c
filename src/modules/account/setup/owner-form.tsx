"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { postJson } from "@/modules/api/client";
import Link from "@/modules/ui/link";
import { type SetupOwnerBody, setupOwnerBody } from "@/shared/account/setup";
import { EmailField, FormStatus, TextField } from "../components/fields";
import { PasswordField } from "../components/password-field";
import { buttonClass } from "../styles";
import { useFieldError } from "../use-field-error";
import { useOutcome } from "../use-outcome";

/** The setup's first step: the one-time code and the owner's name, e-mail and password. */
export function OwnerForm({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation("setup");
  const fieldError = useFieldError();
  const { outcome, clear, succeed, failWith } = useOutcome();
  const [created, setCreated] = useState(false);
  const { register, handleSubmit, formState } = useForm<SetupOwnerBody>({ resolver: zodResolver(setupOwnerBody) });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      await postJson("/api/setup/owner", values);
      setCreated(true);
      succeed(t("setup:owner.created"));
    } catch (error) {
      failWith(error);
    }
  });

  if (created)
    return (
      <div className="space-y-4">
        <FormStatus outcome={outcome} />
        <Link href={signInHref} className={buttonClass}>
          {t("setup:owner.signIn")}
        </Link>
      </div>
    );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="setup-owner-title">
      <h2 id="setup-owner-title" className="text-lg font-semibold">
        {t("setup:owner.heading")}
      </h2>
      <p className="text-sm text-gray-700">{t("setup:owner.explain")}</p>
      <FormStatus outcome={outcome} />
      <TextField
        label={t("setup:owner.code")}
        autoComplete="one-time-code"
        required
        error={fieldError(errors.code)}
        {...register("code")}
      />
      <TextField label={t("account:auth.name")} autoComplete="name" required error={fieldError(errors.name)} {...register("name")} />
      <EmailField error={fieldError(errors.email)} {...register("email")} />
      <PasswordField
        label={t("account:auth.password")}
        autoComplete="new-password"
        required
        hint={t("account:auth.passwordHint")}
        error={fieldError(errors.password)}
        {...register("password")}
      />
      <button type="submit" className={buttonClass} disabled={isSubmitting}>
        {isSubmitting ? t("setup:owner.submitting") : t("setup:owner.submit")}
      </button>
    </form>
  );
}
