import { analyticsConfigured, storeConfig } from "@/config/store";
import { Analytics } from "./analytics";
import { CookieConsent } from "./cookie-consent";

/**
 * What the shell adds after the page: the consent banner (only while no choice is recorded) and analytics (only
 * when configured; it waits for consent itself).
 */
export function ShellExtras({ consent }: { consent: string | undefined }) {
  const { cookieConsent, analyticsId } = storeConfig;
  return (
    <>
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
