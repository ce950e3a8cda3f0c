import type { Metadata } from "next";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { homePage } from "@/modules/catalog/data";
import { HomeTemplate } from "@/modules/catalog/templates/home";

export function generateMetadata(): Metadata {
  const title = t("catalog:home.title", { brand: storeConfig.brand });
  return {
    title: { absolute: title },
    description: storeConfig.description,
    alternates: { canonical: "/" },
    openGraph: { title, description: storeConfig.description, url: "/", type: "website" },
  };
}

export default async function HomePage() {
  return <HomeTemplate {...(await homePage())} />;
}
