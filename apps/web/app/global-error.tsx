"use client";

import { usePathname } from "next/navigation";
import { GLOBAL_ERROR_WORDS } from "@/i18n/messages/global-error-words";

/**
 * Shown only when the root layout itself fails (the header's menu or the providers):
 * every other error meets app/error.tsx inside the layout. Plain and self-contained, as
 * it replaces the layout and its styles; Reload is a link to this very address (an
 * empty href keeps its path and query), so it works without JavaScript and a search or
 * a filtered list comes back as it was. Next.js's own version ships about 2 KB of
 * styles and icons to every page. Its words are the page's language's, from the path
 * (the layout that knows the language is the part that failed).
 */
export default function GlobalError() {
  const bangla = /^\/bn(\/|$)/.test(usePathname() ?? "");
  const t = GLOBAL_ERROR_WORDS[bangla ? "bn" : "en"];
  return (
    <html lang={bangla ? "bn" : "en"}>
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0, padding: "3.5rem 1rem", textAlign: "center", color: "#0f172a" }}>
        <h1 style={{ fontSize: "1.5rem" }}>{t.pageCouldNotLoad}</h1>
        <p style={{ color: "#475569" }}>{t.connection}</p>
        {/* An empty href is this document's own address: here that is the point, not a placeholder. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a
          href=""
          style={{
            display: "inline-block",
            marginTop: "1rem",
            padding: "0.625rem 1.25rem",
            borderRadius: "0.375rem",
            background: "#1a368e",
            color: "#fff",
            fontWeight: 600,
            textDecoration: "none",
          }}
        >
          {t.reload}
        </a>
      </body>
    </html>
  );
}
