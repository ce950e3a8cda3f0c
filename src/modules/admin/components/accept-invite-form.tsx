"use client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormStatus } from "@/modules/account/components/fields";
import { PasswordField } from "@/modules/account/components/password-field";
import { buttonClass } from "@/modules/account/styles";
import { useOutcome } from "@/modules/account/use-outcome";
import { postJson } from "@/modules/api/client";
import Link from "@/modules/ui/link";

/** The invitee's password for the invited staff account; the link's token goes with it, once. */
export function AcceptInviteForm({ token, signInHref }: { token: string; signInHref: string }) {
  const { t } = useTranslation("admin");
  const { outcome, clear, succeed, failWith } = useOutcome();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setBusy(true);
    try {
      await postJson("/api/staff/accept-invite", { token, password });
      setDone(true);
      succeed(t("staff.accept.done"));
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <div className="space-y-3">
        <FormStatus outcome={outcome} />
        <Link href={signInHref} className="text-primary-800 underline">
          {t("staff.accept.signIn")}
        </Link>
      </div>
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t("staff.accept.title")}>
      <FormStatus outcome={outcome} />
      <PasswordField
        label={t("staff.accept.password")}
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className={buttonClass} disabled={busy || password === ""}>
        {t("staff.accept.submit")}
      </button>
    </form>
  );
}
