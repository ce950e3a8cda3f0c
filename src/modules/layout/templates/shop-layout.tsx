import { cookies, headers } from "next/headers";
import type { ReactNode } from "react";
import { storeConfig } from "@/config/store";
import { Translations } from "@/i18n/translations";
import { currentUser } from "@/modules/account/session";
import { CartTabBadge } from "@/modules/cart/components/cart-button";
import { navigation } from "@/modules/content/data";
import { Toaster } from "@/modules/ui/toaster";
import { UiProvider } from "@/modules/ui/ui-provider";
import { CustomerProvider } from "../components/customer-provider";
import { Popup, PopupOpener } from "../components/popup";
import { ShellExtras } from "../components/shell-extras";
import { SignedUpWelcome } from "../components/signed-up-welcome";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { TabBar } from "../components/tab-bar";
import { popupOpenerPlacement } from "../lib/popup-placement";
import { type LayoutSlots, PageLayout } from "./page-layout";

/**
 * The storefront shell around every page: header and footer (desktop and mobile), tab bar, popup, consent
 * banner, and the client providers (customer, side panel and modal, toasts). Route groups pick the layout name.
 */
/**
 * What the shell's islands translate with: the cart button and the cart's toasts (the side panel brings the rest
 * of `cart` when it opens, src/modules/cart/components/cart-panel.tsx), the search. A page's own islands get theirs
 * where they are (the blog's cards and search through its layout, the bank accounts' copy buttons around them).
 */
const shopNamespaces = ["cart:button", "cart:content", "cart:toast", "cart:quantity", "search"];

export async function ShopLayout({
  name,
  aside,
  provider,
  namespaces = [],
  children,
}: {
  name?: string;
  /** Translation namespaces the layout's pages use besides the shop's (the account forms', the collections'). */
  namespaces?: string[];
  children: ReactNode;
} & Pick<LayoutSlots, "aside" | "provider">) {
  // The request comes first: it makes the page dynamic before anything touches the database (no build-time reads).
  const [, jar] = await Promise.all([headers(), cookies()]);
  // The session is looked up once per request: the page's favourite and collection buttons read the same answer.
  const [nav, user] = await Promise.all([navigation(), currentUser()]);
  const customer = user && { id: user.id, name: user.name, email: user.email };
  const popup = nav.popup?.images[0] ? { name: nav.popup.name, image: nav.popup.images[0], link: nav.popup.link } : null;
  const opener = popup && (await popupOpenerPlacement());
  const slots: LayoutSlots = {
    header: <SiteHeader tree={nav.tree} />,
    footer: (
      <>
        <SiteFooter />
        <TabBar cartBadge={<CartTabBadge />} />
        <SignedUpWelcome />
      </>
    ),
    aside,
    provider,
  };
  // The account menu shows for a signed-in customer only; its Sign Out needs the account texts' `nav` part alone.
  const pageNamespaces = [...shopNamespaces, ...namespaces, ...(customer && !namespaces.includes("account") ? ["account:nav"] : [])];
  return (
    <Translations namespaces={pageNamespaces}>
      <CustomerProvider initial={customer}>
        <UiProvider>
          {/* First in the page: on a first visit it covers the page, so it opens with the first paint (popup.tsx). */}
          {popup && <Popup popup={popup} />}
          {opener === "before-page" && <PopupOpener />}
          <PageLayout name={name} slots={slots}>
            {children}
          </PageLayout>
          {opener === "after-page" && <PopupOpener />}
          <ShellExtras consent={jar.get(storeConfig.cookieConsent.cookieName)?.value} />
          <Toaster />
        </UiProvider>
      </CustomerProvider>
    </Translations>
  );
}
