import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/footer/site-footer";
import { SiteHeader } from "@/components/layout/header/site-header";
import { ChatLink } from "@/components/layout/chat-link";
import { CompareBar } from "@/features/compare/components/compare-bar";
import { SkipLink } from "@/components/layout/skip-link";
import { EARLY_FORMS_SCRIPT } from "@/lib/early-forms";
import { getMainMenu } from "@/lib/api/menu";
import { latinFont, takaFont } from "@/lib/fonts";
import { siteConfig } from "@/lib/site-config";
import { Providers } from "./providers";
import "./globals.css";

const defaultTitle = `${siteConfig.name}: Robotics & Electronics Parts Shop in Bangladesh`;

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: defaultTitle, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  keywords: [...siteConfig.keywords],
  applicationName: siteConfig.name,
  // Default for the home page; every other page sets its own canonical URL.
  alternates: { canonical: "/" },
  openGraph: {
    type: "website",
    siteName: siteConfig.name,
    locale: "en_BD",
    url: "/",
    title: defaultTitle,
    description: siteConfig.description,
    images: [{ url: siteConfig.previewImage, width: 1200, height: 630, alt: `${siteConfig.name}: ${siteConfig.tagline}` }],
  },
  twitter: {
    card: "summary_large_image",
    title: defaultTitle,
    description: siteConfig.description,
    images: [siteConfig.previewImage],
  },
  icons: {
    icon: [
      { url: "/icon.svg", type: "image/svg+xml" },
      { url: "/icon-32.png", sizes: "32x32", type: "image/png" },
    ],
    apple: "/apple-touch-icon.png",
  },
  // Prices and part numbers are not phone numbers; real ones are explicit tel: links.
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#1a368e",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const menu = await getMainMenu();
  return (
    <html lang="en" className={`${latinFont.variable} ${takaFont.variable}`}>
      {/* Phones keep room under the last line for the bottom dock (PhoneDock). */}
      <body className="flex min-h-dvh flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] font-sans md:pb-0">
        <SkipLink />
        {/* The forms before the page's code has come: each sent once; the product page's stepper. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_FORMS_SCRIPT }} />
        <Providers>
          <SiteHeader menu={menu} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          <ChatLink look="bubble" />
          <CompareBar />
        </Providers>
      </body>
    </html>
  );
}
