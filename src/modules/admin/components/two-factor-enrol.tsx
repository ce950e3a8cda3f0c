"use client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { authClient } from "@/modules/account/auth-client";
import { FormStatus, TextField } from "@/modules/account/components/fields";
import { PasswordField } from "@/modules/account/components/password-field";
import { buttonClass } from "@/modules/account/styles";
import { useOutcome } from "@/modules/account/use-outcome";

type Enrolment = { uri: string; secret: string; backupCodes: string[] };

/** The secret in groups of four, as an authenticator app's "enter a key" screen is easiest typed from. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * Enrols the signed-in staff member's TOTP factor with Better Auth's twoFactor plugin: the password starts it and
 * answers the secret (as an otpauth:// link and as text) and the backup codes; the first code from the
 * authenticator turns it on, and the back office opens.
 */
export function TwoFactorEnrol() {
  const { t } = useTranslation("admin");
  const { outcome, leaving, clear, settle, fail } = useOutcome();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setBusy(true);
    const { data, error } = await authClient.twoFactor.enable({ password });
    setBusy(false);
    if (error || !data || !("totpURI" in data)) return fail(error?.message);
    setEnrolment({ uri: data.totpURI, secret: new URL(data.totpURI).searchParams.get("secret") ?? "", backupCodes: data.backupCodes });
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setBusy(true);
    const { error } = await authClient.twoFactor.verifyTotp({ code: code.replace(/\s/g, "") });
    setBusy(false);
    settle(error, "/admin");
  };

  if (!enrolment)
    return (
      <form noValidate onSubmit={start} className="space-y-4" aria-labelledby="two-factor-start">
        <h2 id="two-factor-start" className="text-lg font-semibold">
          {t("twoFactor.startTitle")}
        </h2>
        <FormStatus outcome={outcome} />
        <PasswordField
          label={t("twoFactor.password")}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className={buttonClass} disabled={busy || password === ""}>
          {t("twoFactor.start")}
        </button>
      </form>
    );

  return (
    <form noValidate onSubmit={verify} className="space-y-4" aria-labelledby="two-factor-verify">
      <h2 id="two-factor-verify" className="text-lg font-semibold">
        {t("twoFactor.verifyTitle")}
      </h2>
      <FormStatus outcome={outcome} />
      <p>{t("twoFactor.scan")}</p>
      <p>
        <a href={enrolment.uri} className="text-primary-800 underline">
          {t("twoFactor.openApp")}
        </a>
      </p>
      <p>
        {t("twoFactor.secret")}{" "}
        <code className="rounded bg-gray-100 px-2 py-1 font-mono" data-testid="totp-secret">
          {grouped(enrolment.secret)}
        </code>
      </p>
      <section aria-labelledby="backup-codes-title" className="rounded border border-gray-300 p-3">
        <h3 id="backup-codes-title" className="font-semibold">
          {t("twoFactor.backupTitle")}
        </h3>
        <p className="text-gray-700 text-sm">{t("twoFactor.backupText")}</p>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono">
          {enrolment.backupCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
      <TextField
        label={t("twoFactor.code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className={buttonClass} disabled={busy || leaving || code.trim() === ""}>
        {t("twoFactor.verify")}
      </button>
    </form>
  );
}
