import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { hasLocale } from "next-intl";
import type { Locale } from "@shop/contracts";
import { SiteFooter } from "@/components/layout/footer/site-footer";
import { SiteHeader } from "@/components/layout/header/site-header";
import { ChatLink } from "@/components/layout/chat-link";
import { CompareBar } from "@/features/compare/components/compare-bar";
import { SkipLink } from "@/components/layout/skip-link";
import { EARLY_FORMS_SCRIPT } from "@/lib/early-forms";
import { getMainMenu } from "@/lib/api/menu";
import { latinFont, takaFont } from "@/lib/fonts";
import { siteConfig } from "@/lib/site-config";
import { LocaleProvider } from "@/i18n/client";
import { clientMessages, SHELL_NAMESPACES } from "@/i18n/messages";
import { languageAlternates, ogLocale } from "@/i18n/paths";
import { routing } from "@/i18n/routing";
import { Providers } from "./providers";
import "./globals.css";

/** Both languages are prerendered (docs/decisions/051-bangla-storefront.md). */
export function generateStaticParams(): { locale: Locale }[] {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const lang: Locale = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const t = await getTranslations({ locale: lang, namespace: "meta" });
  const defaultTitle = t("defaultTitle", { shop: siteConfig.name });
  const description = t("description");
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: defaultTitle, template: `%s | ${siteConfig.name}` },
    description,
    keywords: [...siteConfig.keywords],
    applicationName: siteConfig.name,
    // Default for the home page; every other page sets its own canonical URL and alternates.
    alternates: languageAlternates(lang, "/"),
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      locale: ogLocale(lang),
      url: languageAlternates(lang, "/").canonical,
      title: defaultTitle,
      description,
      images: [{ url: siteConfig.previewImage, width: 1200, height: 630, alt: `${siteConfig.name}: ${t("tagline")}` }],
    },
    twitter: {
      card: "summary_large_image",
      title: defaultTitle,
      description,
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
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#1a368e",
};

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const menu = await getMainMenu();
  // Bangla pages draw their words in the Bengali face (globals.css, font-display optional),
  // not preloaded: a preload put its 71 KB in the largest picture's path (Lighthouse −3 to −4).
  return (
    <html lang={locale} className={`${latinFont.variable} ${takaFont.variable}`}>
      {/* Phones keep room under the last line for the bottom dock (PhoneDock). */}
      <body className="flex min-h-dvh flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] font-sans md:pb-0">
        <LocaleProvider locale={locale} messages={clientMessages(locale, SHELL_NAMESPACES)}>
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
        </LocaleProvider>
      </body>
    </html>
  );
}
