import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { MobileAccount } from "@/modules/layout/templates/mobile-account";

export const generateMetadata = (): Metadata => ({ title: t("shell:myAccount.title") });

export default function MobileAccountPage() {
  return <MobileAccount />;
}
