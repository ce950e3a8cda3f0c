import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AccountLinks } from "@/modules/account/components/account-links";
import { currentUser } from "@/modules/account/session";
import { ShopLayout } from "@/modules/layout/templates/shop-layout";

export const metadata: Metadata = { robots: { index: false } };

// On phones the account pages are reached from /mobile/my-account (the tab bar), so the aside is desktop only.
const aside = (
  <div className="hidden w-60 shrink-0 lg:block">
    <AccountLinks />
  </div>
);

/**
 * A layout is not told its page's path, so it cannot send a guest to /auth?redirect={path} itself: every
 * account page starts with `requireUser(path)`, which does that on the server (307). The layout
 * only keeps the account navigation away from guests.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  return (
    <ShopLayout
      name="account"
      namespaces={["account", "social", "aftersale", "quotes", "forms:clarificationNotice"]}
      aside={user ? aside : undefined}
    >
      {children}
    </ShopLayout>
  );
}
