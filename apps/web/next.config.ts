import type { NextConfig } from "next";

const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? "4000"}`;

const nextConfig: NextConfig = {
  // Internal packages ship TypeScript source (no build step between packages).
  transpilePackages: ["@shop/contracts"],
  poweredByHeader: false,
  reactStrictMode: true,
  // Browsers talk to one origin: /api/v1 and /api/v2 go to the API unchanged.
  async rewrites() {
    return [
      { source: "/api/v1/:path*", destination: `${apiUrl}/v1/:path*` },
      { source: "/api/v2/:path*", destination: `${apiUrl}/v2/:path*` },
    ];
  },
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
