import { type NextRequest, NextResponse } from "next/server";
import { storeConfig } from "@/config/store";
import { backOfficeStatus } from "@/server/account";
import { NONCE_HEADER, REQUEST_PATH_HEADER } from "@/server/platform/http/proxy-headers";
import { contentSecurityPolicy, httpsOnly } from "@/server/platform/http/security-headers";

/** Read when the server starts, not when it is built: one build serves http and https sites alike. */
const upgradeInsecure = httpsOnly(storeConfig.siteUrl);

/**
 * A fresh CSP nonce per page request (Next.js reads it from the request's CSP header for its own scripts), the
 * request's path for the layouts (src/server/platform/http/proxy-headers.ts), and a back-office page's 403 for a signed-in
 * customer: Next.js renders the page with the status this answer carries.
 */
export async function proxy(request: NextRequest) {
  const status = await backOfficeStatus(request.method, request.nextUrl.pathname, request.headers);
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce, upgradeInsecure);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  requestHeaders.set("Content-Security-Policy", csp);
  if (!requestHeaders.has("x-request-id")) requestHeaders.set("x-request-id", crypto.randomUUID());
  const response = NextResponse.next({ request: { headers: requestHeaders }, status });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      // Excluded by whole path segment: a page whose slug merely starts with "api" or "media" gets the CSP too.
      source: "/((?!(?:api|media|_next/static|_next/image)(?:/|$)|(?:favicon\\.ico|robots\\.txt|sitemap\\.xml)$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
