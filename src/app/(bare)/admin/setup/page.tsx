import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { shopMode } from "@/config/shop-mode";
import { t } from "@/i18n/server";
import { SetupPage } from "@/modules/account/setup/setup-page";

/** A live shop's first-run setup (SHOP_MODE=live); the demo has none. Never indexed. */
export const metadata: Metadata = { title: t("setup:title"), robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default function Page() {
  if (shopMode() !== "live") notFound();
  return <SetupPage />;
}
