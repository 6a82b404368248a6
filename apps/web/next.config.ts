import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Internal packages ship TypeScript source (no build step between packages).
  transpilePackages: ["@shop/contracts"],
  poweredByHeader: false,
  reactStrictMode: true,
  // /api/v1/* and /api/v2/* are forwarded to the API by route handlers (src/lib/api/forward.ts),
  // which read API_URL at request time; rewrites would fix it at build time.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default nextConfig;
