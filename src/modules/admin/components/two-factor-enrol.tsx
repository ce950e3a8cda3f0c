"use client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { authClient } from "@/modules/account/auth-client";
import { FormStatus, TextField } from "@/modules/account/components/fields";
import { PasswordField } from "@/modules/account/components/password-field";
import { buttonClass } from "@/modules/account/styles";
import { useOutcome } from "@/modules/account/use-outcome";

type Enrolment = { uri: string; secret: string; qr: string; backupCodes: string[] };

/** The secret in groups of four, as an authenticator app's "enter a key" screen is easiest typed from. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * The otpauth:// URI as a QR code for the authenticator app's camera: an SVG drawn in the browser, as a data: URL
 * (the CSP's img-src allows data:). The library is loaded only once enrolment starts.
 */
async function qrImage(uri: string): Promise<string> {
  const qrcode = await import("qrcode");
  const svg = await qrcode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Enrols the signed-in staff member's TOTP factor with Better Auth's twoFactor plugin: the password starts it and
 * answers the secret (as a QR code, an otpauth:// link and text) and the backup codes; the first code from the
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
    try {
      const { data, error } = await authClient.twoFactor.enable({ password });
      if (error || !data || !("totpURI" in data)) return fail(error?.message);
      const uri = data.totpURI;
      setEnrolment({ uri, secret: new URL(uri).searchParams.get("secret") ?? "", qr: await qrImage(uri), backupCodes: data.backupCodes });
    } catch {
      fail();
    } finally {
      setBusy(false);
    }
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
      <div className="flex flex-wrap items-center gap-4">
        {/* biome-ignore lint/performance/noImgElement: a data: URL drawn in the browser, nothing for next/image to optimise */}
        <img src={enrolment.qr} alt={t("twoFactor.qrAlt")} width={192} height={192} className="rounded border border-gray-300 bg-white" />
        <div className="space-y-2">
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
        </div>
      </div>
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
