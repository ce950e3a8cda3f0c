"use client";
import { useEffect, useState } from "react";
import { useTranslation } from "@/i18n/client";
import Link from "@/modules/ui/link";
import { Transition } from "@/modules/ui/transition";
import { COOKIE_POLICY_PATH } from "../lib/site-links";
import { type ConsentChoice, recordConsent, scrolledPast } from "./consent";

type Props = { cookieName: string; expiryDays: number; acceptOnScrollPercent: number | null };

/**
 * Cookie-consent banner, rendered by the server only while the consent cookie is absent. The choice
 * is explicit (Kabul Et / Reddet); acceptance by scrolling exists only when configured (docs/adr/0003).
 */
export function CookieConsent({ cookieName, expiryDays, acceptOnScrollPercent }: Props) {
  const { t } = useTranslation("shell");
  const [shown, setShown] = useState(true);

  const choose = (choice: ConsentChoice) => {
    recordConsent(cookieName, choice, expiryDays);
    setShown(false);
  };

  useEffect(() => {
    if (acceptOnScrollPercent === null || !shown) return;
    const onScroll = () => {
      const page = { scrollY: window.scrollY, scrollHeight: document.documentElement.scrollHeight, viewportHeight: window.innerHeight };
      if (scrolledPast(acceptOnScrollPercent, page)) {
        recordConsent(cookieName, "accepted", expiryDays);
        setShown(false);
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [acceptOnScrollPercent, shown, cookieName, expiryDays]);

  return (
    <Transition
      show={shown}
      role="region"
      aria-label={t("consent.label")}
      className="fixed inset-x-0 bottom-[var(--spacing-tabbar)] z-[4000] border-t bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)] transition-transform data-[state=entering]:translate-y-full data-[state=leaving]:translate-y-full lg:bottom-0"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center">
        <p className="flex-1 text-sm text-gray-800">
          {t("consent.text")}{" "}
          <Link href={COOKIE_POLICY_PATH} className="font-semibold text-primary-700 underline">
            {t("consent.policy")}
          </Link>
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => choose("rejected")}
            className="flex-1 rounded border border-gray-400 px-5 py-2 font-semibold text-gray-900 md:flex-none"
          >
            {t("consent.reject")}
          </button>
          <button
            type="button"
            onClick={() => choose("accepted")}
            className="flex-1 rounded bg-primary-700 px-5 py-2 font-semibold text-white md:flex-none"
          >
            {t("consent.accept")}
          </button>
        </div>
      </div>
    </Transition>
  );
}
