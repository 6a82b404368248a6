import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

/** next-intl's request configuration (Server Components' words; decision 051). */
const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const dev = process.env.NODE_ENV !== "production";
/**
 * The newsletter's reCAPTCHA v3 (Google's CSP guidance): its script and the frame it
 * talks through. Allowed only when a site key is set, so a shop without one stays shut.
 */
const recaptcha = Boolean(process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY);

/**
 * Content-Security-Policy (docs/decisions/014-content-security-policy.md). One static
 * policy, so catalog pages stay prerendered and cacheable: no per-request nonces.
 * Next.js streams each page's data in inline scripts whose text differs per page and
 * build, so hashes cannot list them; inline scripts are allowed, and everything else is
 * shut: no other origin may serve scripts, styles, images, fonts or frames, take a
 * fetch or a form post, or frame the shop. Development adds what Fast Refresh needs.
 */
const CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}${recaptcha ? " https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? " ws: wss:" : ""}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  recaptcha ? "frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/" : "frame-src 'none'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
].join("; ");

const nextConfig: NextConfig = {
  // Internal packages ship TypeScript source (no build step between packages).
  transpilePackages: ["@shop/contracts"],
  poweredByHeader: false,
  reactStrictMode: true,
  // /api/v1/* and /api/v2/* are forwarded to the API by route handlers (src/lib/api/forward.ts),
  // which read API_URL at request time; rewrites would fix it at build time.
  // HSTS is set by the web server (src/lib/server/client-address.mjs) when the shop is served over https.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "Content-Security-Policy", value: CSP },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
        ],
      },
      // The Bangla pages' font (decision 051): a fixed name, so a day's cache and then a revalidation.
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }] },
    ];
  },
};

export default withNextIntl(nextConfig);
