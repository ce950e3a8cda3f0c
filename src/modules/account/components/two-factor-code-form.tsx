"use client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { authClient } from "@/modules/account/auth-client";
import { buttonClass } from "../styles";
import { useOutcome } from "../use-outcome";
import { FormStatus, TextField } from "./fields";

/** An authenticator's code is six digits; anything else typed here is one of the backup codes. */
const TOTP_CODE = /^\d{6}$/;

/**
 * The sign-in's second step when the account has a second factor: the authenticator's current code, or one of
 * the backup codes (each works once). Better Auth keeps the pending sign-in in its own cookie; on success a full
 * load of `redirectTo`.
 */
export function TwoFactorCodeForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation("account");
  const { outcome, leaving, clear, settle } = useOutcome();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setBusy(true);
    const typed = code.replace(/\s/g, "");
    const answer = TOTP_CODE.test(typed)
      ? await authClient.twoFactor.verifyTotp({ code: typed })
      : await authClient.twoFactor.verifyBackupCode({ code: typed });
    setBusy(false);
    settle(answer.error, redirectTo);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {t("twoFactor.signInTitle")}
      </h2>
      <FormStatus outcome={outcome} />
      <TextField
        label={t("twoFactor.codeLabel")}
        hint={t("twoFactor.codeHint")}
        autoComplete="one-time-code"
        inputMode="text"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className={buttonClass} disabled={busy || leaving || code.trim() === ""}>
        {busy || leaving ? t("twoFactor.verifying") : t("twoFactor.verify")}
      </button>
    </form>
  );
}
