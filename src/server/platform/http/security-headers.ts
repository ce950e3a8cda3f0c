/**
 * Security headers. The static ones are the same for every deployment (next.config sends them on everything);
 * those that depend on the site being https are decided when the server runs, from its configured site URL
 * (`httpsOnly`): the proxy puts `upgrade-insecure-requests` in the CSP and the front door sends HSTS.
 */
const production = process.env.NODE_ENV === "production";

/** Whether browsers are told to use https only: in production, when the site's own URL is https. */
export function httpsOnly(siteUrl: string, inProduction = production): boolean {
  return inProduction && new URL(siteUrl).protocol === "https:";
}

export function contentSecurityPolicy(nonce: string, upgradeInsecure: boolean): string {
  return [
    "default-src 'self'",
    // Next.js puts the nonce on its own scripts; 'strict-dynamic' lets them load their chunks.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${production ? "" : " 'unsafe-eval'"}`,
    // Inline style attributes (next/image, toasts) are allowed; scripts are what the nonce guards.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The headers that depend on the running server's site URL: HSTS when `httpsOnly`, none otherwise. */
export function runtimeSecurityHeaders(https: boolean): Record<string, string> {
  return https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {};
}

/** For a stored file that is not an image: opened as a download, and sandboxed should a browser show it anyway. */
export const FILE_DOWNLOAD_HEADERS = {
  "Content-Disposition": "attachment",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

export const staticSecurityHeaders: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "X-Frame-Options", value: "DENY" },
];
