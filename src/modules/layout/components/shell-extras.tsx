import { analyticsConfigured, storeConfig } from "@/config/store";
import type { NavRecord } from "@/shared/content/navigation";
import { Analytics } from "./analytics";
import { CookieConsent } from "./cookie-consent";
import { Popup } from "./popup";

/**
 * What the shell adds besides the chrome: the popup, the consent banner (only while no choice is recorded)
 * and analytics (only when configured; it waits for consent itself).
 */
export function ShellExtras({ popup, consent }: { popup: NavRecord | null; consent: string | undefined }) {
  const { cookieConsent, analyticsId } = storeConfig;
  return (
    <>
      {popup?.images[0] && <Popup popup={{ name: popup.name, image: popup.images[0], link: popup.link }} />}
      {consent === undefined && (
        <CookieConsent
          cookieName={cookieConsent.cookieName}
          expiryDays={cookieConsent.expiryDays}
          acceptOnScrollPercent={cookieConsent.acceptOnScrollPercent}
        />
      )}
      {analyticsConfigured(analyticsId) && <Analytics id={analyticsId} accepted={consent === "accepted"} />}
    </>
  );
}
