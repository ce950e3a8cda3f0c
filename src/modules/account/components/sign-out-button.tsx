"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { authClient } from "@/modules/account/auth-client";

/**
 * Ends the session on the server (which also drops the cart cookie, see auth-hooks) and reloads the home
 * page, so nothing of the signed-in state stays on screen.
 */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation("account");
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    await authClient.signOut();
    window.location.assign("/");
  };
  return (
    <button type="button" className={className} onClick={signOut} disabled={busy} aria-busy={busy || undefined}>
      {busy ? t("nav.signingOut") : t("nav.signOut")}
    </button>
  );
}
