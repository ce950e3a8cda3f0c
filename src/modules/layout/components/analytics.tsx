"use client";
import Script from "next/script";
import { useEffect, useState } from "react";
import { CONSENT_EVENT, type ConsentChoice } from "./consent";

/**
 * Web analytics (Google tag), rendered by the server only when an analytics id is configured (more than 6
 * characters). Nothing loads until the shopper has accepted cookies, now or on an earlier visit.
 */
export function Analytics({ id, accepted }: { id: string; accepted: boolean }) {
  const [consented, setConsented] = useState(accepted);
  useEffect(() => {
    const onChoice = (event: Event) => setConsented((event as CustomEvent<ConsentChoice>).detail === "accepted");
    window.addEventListener(CONSENT_EVENT, onChoice);
    return () => window.removeEventListener(CONSENT_EVENT, onChoice);
  }, []);
  if (!consented) return null;
  return (
    <>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} strategy="afterInteractive" />
      <Script id="analytics-init" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`}
      </Script>
    </>
  );
}
