import type { NextConfig } from "next";
import { permanentRedirects } from "./src/config/redirects";
import { trustedOrigins } from "./src/config/trusted-origins";
import { staticSecurityHeaders } from "./src/server/platform/http/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` and `npm run lint` run the type checker once over everything; builds skip it.
  typescript: { ignoreBuildErrors: true },
  // Next.js lets a server action through when its Origin is the request's own host (X-Forwarded-Host as
  // scripts/serve.ts settled it) or one of these: TRUSTED_ORIGINS, as for the API (src/server/platform/http/origin.ts).
  experimental: { serverActions: { allowedOrigins: trustedOrigins().map((origin) => new URL(origin).host) } },
  // The OpenTelemetry packages: the one copy Node loads, whose tracer Next.js's own spans find too.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@opentelemetry/api",
    "@opentelemetry/context-async-hooks",
    "@opentelemetry/core",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
    "@opentelemetry/sdk-trace-base",
    "handlebars",
    "iyzipay",
    "pg",
    "pg-boss",
    "pino",
    "prom-client",
    "sharp",
  ],
  headers: async () => [{ source: "/:path*", headers: staticSecurityHeaders }],
  images: {
    // The image widths and the one quality the storefront asks for. Every width is a candidate in the srcset of
    // every responsive image, in the HTML: a few well-spread steps (a phone's 2-3x screen, a desktop, a wide
    // banner) keep a product grid's markup small. Next.js never enlarges an image past its own width.
    deviceSizes: [640, 1080, 1920],
    imageSizes: [64, 128, 256, 384],
    qualities: [75],
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/brand/**" }],
    formats: ["image/avif", "image/webp"],
    minimumCacheTTL: 31536000,
  },
  // Older paths that now live elsewhere (src/config/redirects.ts): 308 keeps links and rankings.
  redirects: async () => permanentRedirects.map((r) => ({ ...r, permanent: true })),
};

export default nextConfig;
