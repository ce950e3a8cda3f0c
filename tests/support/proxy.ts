import { NextRequest } from "next/server";
import { storeConfig } from "@/config/store";
import { proxy } from "@/proxy";

/**
 * The status a GET's page leaves with: the one src/proxy.ts hands Next.js, which renders the page with it, or 200
 * when the proxy sets none (what Next.js answers for the back office's "no access" page). `next dev`, `next start`
 * and scripts/serve.ts all run the page through this same proxy.
 */
export async function statusThroughProxy(path: string, cookie: string): Promise<number> {
  return (await proxy(new NextRequest(new URL(path, storeConfig.siteUrl), { headers: { cookie } }))).status;
}
