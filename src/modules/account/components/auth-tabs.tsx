"use client";
import { Tabs } from "radix-ui";
import { useTranslation } from "@/i18n/client";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthTab = "sign-in" | "sign-up";

const tabClass =
  "flex-1 border-b-2 border-transparent px-4 py-3 font-semibold text-gray-700 data-[state=active]:border-primary-700 data-[state=active]:text-primary-800";

/** Sign-in and sign-up side by side as tabs; both return to the same redirect path. */
export function AuthTabs({ redirectTo, initialTab }: { redirectTo: string; initialTab: AuthTab }) {
  const { t } = useTranslation("account");
  return (
    <Tabs.Root defaultValue={initialTab}>
      <Tabs.List aria-label={t("auth.tabsLabel")} className="mb-6 flex border-b border-gray-200">
        <Tabs.Trigger value="sign-in" className={tabClass}>
          {t("auth.signInTab")}
        </Tabs.Trigger>
        <Tabs.Trigger value="sign-up" className={tabClass}>
          {t("auth.signUpTab")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in">
        <SignInForm redirectTo={redirectTo} />
      </Tabs.Content>
      <Tabs.Content value="sign-up">
        <SignUpForm redirectTo={redirectTo} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
