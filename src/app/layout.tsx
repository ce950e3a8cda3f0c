import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { storeConfig } from "@/config/store";
import { I18nProvider } from "@/i18n/client";
import { i18nResources, t } from "@/i18n/server";
import { baseNamespaces } from "@/i18n/settings";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(storeConfig.siteUrl),
  title: { default: storeConfig.title, template: storeConfig.titleTemplate },
  description: storeConfig.description,
  keywords: storeConfig.seo.keywords,
  openGraph: { siteName: storeConfig.brand, locale: "tr_TR", type: "website" },
};

// Pinch-zoom stays allowed (WCAG 1.4.4); 16 px inputs stop focus-zoom instead (docs/adr/0003).
export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#ea580c" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page dynamic: no page is prerendered against the database at build time.
  await headers();
  return (
    <html lang="tr">
      <body>
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          {t("site.skipToContent")}
        </a>
        <I18nProvider id={baseNamespaces.join(",")} resources={i18nResources(baseNamespaces)}>
          {children}
        </I18nProvider>
      </body>
    </html>
  );
}
