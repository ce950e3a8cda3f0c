"use client";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { useTranslation } from "@/i18n/client";
import { CartIcon, HeartIcon, MenuIcon, StoreIcon, UserIcon } from "@/modules/ui/icons";
import Link from "@/modules/ui/link";
import { activeTab, type TabKey } from "../lib/mobile-routes";
import { useCustomer } from "./customer-provider";

const tabs: { key: TabKey; href: string; Icon: typeof StoreIcon }[] = [
  { key: "store", href: "/", Icon: StoreIcon },
  { key: "menu", href: "/mobile/menu", Icon: MenuIcon },
  { key: "my-cart", href: "/mobile/my-cart", Icon: CartIcon },
  { key: "my-favorites", href: "/account/my-favorites", Icon: HeartIcon },
  { key: "my-account", href: "/mobile/my-account", Icon: UserIcon },
];

/**
 * Bottom tab bar (under 1024 px): Store, Menu and My Cart, plus favourites and account tabs, so that each of the
 * five active states has its tab and the account is one tap away. The active tab comes from the path; the cart tab carries the cart's
 * badge, and the account tab's icon a green mark while a customer is signed in. A spacer of the same height keeps the
 * page's end visible above the fixed bar.
 */
export function TabBar({ cartBadge }: { cartBadge: ReactNode }) {
  const { t } = useTranslation("shell");
  const pathname = usePathname();
  const active = activeTab(pathname);
  const { customer } = useCustomer();
  return (
    <>
      <div aria-hidden="true" className="h-tabbar lg:hidden" />
      <nav
        aria-label={t("tabs.label")}
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="grid h-tabbar grid-cols-5">
          {tabs.map(({ key, href, Icon }) => {
            const current = key === active;
            return (
              <li key={key}>
                <Link
                  href={href}
                  aria-current={current ? (pathname === href ? "page" : "true") : undefined}
                  className={`relative flex h-full flex-col items-center justify-center gap-0.5 text-xs ${current ? "font-semibold text-primary-700" : "text-gray-700"}`}
                >
                  <span className="relative">
                    <Icon className="size-6" />
                    {key === "my-account" && customer && (
                      <span
                        data-testid="signed-in-mark"
                        aria-hidden="true"
                        className="absolute -right-0.5 -bottom-0.5 size-2.5 rounded-full border-2 border-white bg-green-700"
                      />
                    )}
                  </span>
                  {t(`tabs.${key}`)}
                  {key === "my-cart" && cartBadge}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
