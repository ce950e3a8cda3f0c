import type { MetadataRoute } from "next";
import { storeConfig } from "@/config/store";

// The site URL is runtime configuration, so this is answered per request rather than at build time.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/account", "/admin", "/checkout", "/floor"] },
    sitemap: new URL("/sitemap.xml", storeConfig.siteUrl).toString(),
  };
}
