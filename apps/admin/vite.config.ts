import { defineConfig } from "vite";

// The back office's SPA. No React plugin: Vite's own transformer compiles TSX with the
// automatic runtime. `npm run dev -w @shop/admin` proxies the API calls to the admin
// server (ADMIN_DEV_SERVER, default http://127.0.0.1:3001), which holds the session.
const adminServer = process.env.ADMIN_DEV_SERVER ?? "http://127.0.0.1:3001";

export default defineConfig({
  root: import.meta.dirname,
  base: "/",
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      // react-router marks its module "use client" for React Server Components; meaningless in a SPA.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      "/v1": adminServer,
      "/session": adminServer,
      "/api/v1/media": adminServer,
    },
  },
});
