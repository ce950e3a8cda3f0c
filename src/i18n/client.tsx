"use client";
import { createInstance } from "i18next";
import { type ReactNode, useContext, useState } from "react";
import { I18nContext, I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNS, interfaceLocale, type Resources } from "./settings";

/**
 * Client islands get the already-loaded Turkish resources from the server: no fetch, no flash of keys. The root
 * layout provides the namespaces every page uses; `AddTranslations` adds a part's own below it.
 */
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

/**
 * Adds namespaces to the provider's instance before its children render (on the server and at hydration
 * alike), so that a page carries only the namespaces its islands use. Adding is idempotent.
 */
export function AddTranslations({ resources, children }: { resources: Resources; children: ReactNode }) {
  const { i18n } = useContext(I18nContext);
  for (const [ns, bundle] of Object.entries(resources))
    if (!i18n.hasResourceBundle(interfaceLocale, ns)) i18n.addResourceBundle(interfaceLocale, ns, bundle);
  return children;
}
