"use client";
import { createInstance } from "i18next";
import { type ReactNode, useState } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNS, interfaceLocale, type Resources } from "./settings";

/** Client islands get the already-loaded Turkish resources from the server: no fetch, no flash of keys. */
export function I18nProvider({ resources, children }: { resources: Resources; children: ReactNode }) {
  const [i18n] = useState(() => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: interfaceLocale,
      fallbackLng: interfaceLocale,
      ns: Object.keys(resources),
      defaultNS,
      resources: { [interfaceLocale]: resources },
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    return instance;
  });
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
