// Lint rules for the whole workspace (decision 019): typescript-eslint's recommended
// rules everywhere, React hooks and accessibility rules for the web app, Next.js's own
// rules for its pages. Formatting is Prettier's job, so no stylistic rules here.
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next/**",
      "apps/admin/dist/**",
      "apps/api/dist/**",
      "apps/admin/dist-server/**",
      "data/**",
      "coverage/**",
      "bench/results/**",
      "**/next-env.d.ts",
      "packages/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "@next/next": nextPlugin },
    settings: { next: { rootDir: "apps/web" } },
    rules: {
      // The rules of hooks; the React Compiler's extra rules (v7's recommended set) are
      // not adopted until the app is compiled with it.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus goes where the spec puts it (the OTP boxes, a dialog's first field).
      "jsx-a11y/no-autofocus": "off",
      // `role="list"` on styled lists is deliberate: Safari drops list semantics with list-style: none.
      "jsx-a11y/no-redundant-roles": "off",
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      // Images come from the API's own media route at the widths asked (decision 003), not next/image.
      "@next/next/no-img-element": "off",
      // In-app links are plain anchors that one listener navigates in the app
      // (src/lib/link-navigation.ts, decision 025): next/link would put its code on every
      // page and a client component under every link.
      "@next/next/no-html-link-for-pages": "off",
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use a plain <a href>: LinkNavigation (src/lib/link-navigation.ts) navigates in the app." }] },
      ],
      // One typed env module for the web app (src/lib/env.ts): nothing else reads process.env.
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through src/lib/env.ts (server) or src/lib/public-env.ts (browser)." },
      ],
      // A form pressed before its page's script has run submits natively: without a
      // method that is a GET, which puts what was typed (a phone number, an address, a
      // code) into the address bar, the history and the server's logs.
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message: 'Give every <form> a method: method="post" unless its fields belong in the URL (search, filters).',
        },
      ],
    },
  },
  {
    files: [
      "apps/web/src/lib/env.ts",
      "apps/web/src/lib/public-env.ts",
      "apps/web/src/lib/env-check.ts",
      "apps/web/next.config.ts",
      "apps/web/instrumentation.ts",
      "apps/web/server.mjs",
      "apps/web/src/**/*.test.{ts,tsx}",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // The back office's single-page app (decision 022): the same hooks and accessibility rules as the shop.
    files: ["apps/admin/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      "jsx-a11y/no-autofocus": "off",
      "jsx-a11y/no-redundant-roles": "off",
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "bench/**/*.ts"],
    // Tests poke at parsed JSON and known fixtures.
    rules: { "@typescript-eslint/no-non-null-assertion": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
);
