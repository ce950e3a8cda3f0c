"use client";
import { useEffect } from "react";
import { useTranslation } from "@/i18n/client";
import { useToast } from "@/modules/ui/use-toast";
import { useCustomer } from "./customer-provider";

const KEY = "lumora:signed-up";

/** The sign-up form's mark, set just before it leaves for the page the new customer lands on. */
export const markSignedUp = () => sessionStorage.setItem(KEY, "1");

/**
 * On the first page after sign-up: a toast welcoming the new customer by name and saying they are signed in, so
 * landing on the home page is not silent (the account tab and the header show the session from then on).
 */
export function SignedUpWelcome() {
  const { t } = useTranslation("shell");
  const toast = useToast();
  const { customer } = useCustomer();
  useEffect(() => {
    if (!customer || sessionStorage.getItem(KEY) !== "1") return;
    sessionStorage.removeItem(KEY);
    toast.success({ title: t("account.welcome", { name: customer.name }) });
  }, [customer, t, toast]);
  return null;
}
