"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/client";
import { fromE164, toE164 } from "@/lib/phone";
import { refreshSession } from "@/modules/account/auth-client";
import { postJson } from "@/modules/api/client";
import { ClarificationNotice } from "@/modules/forms/components/clarification-notice";
import { useCustomer } from "@/modules/layout/components/customer-provider";
import type { Profile } from "@/server/account/profile";
import { profileFormSchema, type ProfileForm as Values } from "@/shared/account/profile";
import { buttonClass } from "../styles";
import { useFieldError } from "../use-field-error";
import { useOutcome } from "../use-outcome";
import { FormStatus, TextField } from "./fields";
import { PhoneFormField } from "./phone-form-field";

/**
 * Name and phone. After saving, the customer store takes the new name, so the header follows without a
 * page reload.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation("account");
  const { customer, setCustomer } = useCustomer();
  const fieldError = useFieldError();
  const { outcome, clear, succeed, failWith } = useOutcome();
  const { register, control, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name, phone: fromE164(profile.phone) ?? null },
  });

  const onSubmit = handleSubmit(async ({ name, phone }) => {
    clear();
    try {
      const saved = await postJson<Profile>("/api/account/update-profile", { name, phone: phone ? toE164(phone) : null });
      reset({ name: saved.name, phone: fromE164(saved.phone) ?? null });
      succeed(t("profile.saved"));
      // The header reads the customer store; islands on useSession() fetch the session again.
      if (customer) setCustomer({ ...customer, name: saved.name, email: saved.email });
      refreshSession();
    } catch (error) {
      failWith(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="profile-title">
      <h2 id="profile-title" className="text-lg font-semibold">
        {t("profile.details")}
      </h2>
      <FormStatus outcome={outcome} />
      <TextField label={t("profile.name")} autoComplete="name" required error={fieldError(formState.errors.name)} {...register("name")} />
      <TextField label={t("profile.email")} type="email" value={profile.email} readOnly hint={t("profile.emailHint")} />
      <PhoneFormField control={control} name="phone" label={t("profile.phone")} />
      <ClarificationNotice />
      <button type="submit" className={buttonClass} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("profile.saving") : t("profile.save")}
      </button>
    </form>
  );
}
