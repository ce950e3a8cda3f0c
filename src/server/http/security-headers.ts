/** Security headers shared by the proxy (pages) and next.config (everything else). */
const production = process.env.NODE_ENV === "production";
const httpsSite = (process.env.STORE_SITE_URL ?? "").startsWith("https:");

export function contentSecurityPolicy(nonce: string): string {
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
    ...(production && httpsSite ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export const staticSecurityHeaders: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "X-Frame-Options", value: "DENY" },
  ...(production && httpsSite ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }] : []),
];
