import type { Metadata } from "next";
import { connection } from "next/server";
import { t } from "@/i18n/server";
import { navigation } from "@/modules/content/data";
import { MobileMenu } from "@/modules/layout/templates/mobile-menu";

export const generateMetadata = (): Metadata => ({ title: t("shell:mobileMenu.title") });

export default async function MobileMenuPage() {
  await connection(); // rendered per request, never against the database at build time
  const { tree } = await navigation();
  return <MobileMenu tree={tree} />;
}
