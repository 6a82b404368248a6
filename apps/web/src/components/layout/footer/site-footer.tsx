import { FEATURE_FLAGS, OFFICE_PICKUP, toBanglaDigits, WORKING_HOURS } from "@shop/contracts";
import type { ReactNode } from "react";
import { FacebookIcon, GroupIcon, InstagramIcon, MailIcon, PhoneIcon, YoutubeIcon } from "@/components/ui/icons";
import { ClockIcon, ExternalIcon, MapPinIcon } from "@/components/ui/more-icons";
import { getPaymentMethods } from "@/lib/api/payments";
import { getTranslations } from "next-intl/server";
import { getLocale } from "@/i18n/server";
import { localizePath } from "@/i18n/paths";
import { siteConfig } from "@/lib/site-config";
import { Logo } from "../logo";
import { SignupFields } from "./newsletter-fields";
import { NewsletterSignup } from "./newsletter-signup";
import { TrackOrderButton } from "./track-order-button";

const OTHER_LINKS = [
  { name: "privacy", href: "/privacy-policy" },
  { name: "terms", href: "/terms-of-use" },
  { name: "shipping", href: "/shipping-and-refund-policy" },
  { name: "contact", href: "/contact" },
  { name: "aboutUs", href: "/about-us" },
  { name: "blog", href: "/blogs" },
  { name: "faq", href: "/faq" },
  { name: "bom", href: "/bom" },
] as const;

const SOCIAL = [
  { label: "facebookPage", href: siteConfig.social.facebookPage, icon: FacebookIcon },
  { label: "facebookGroup", href: siteConfig.social.facebookGroup, icon: GroupIcon },
  { label: "youtube", href: siteConfig.social.youtube, icon: YoutubeIcon },
  { label: "instagram", href: siteConfig.social.instagram, icon: InstagramIcon },
] as const;

function Column({ title, children, as: As = "div" }: { title: string; children: ReactNode; as?: "div" | "nav" }) {
  return (
    <As {...(As === "nav" ? { "aria-label": title } : {})}>
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      {children}
    </As>
  );
}

/** The footer of every page (spec §2), rendered on the server. */
export async function SiteFooter() {
  // What the shop really takes (issue 9): the API's list, not a picture of logos.
  const payments = FEATURE_FLAGS.paymentBanner ? await getPaymentMethods() : [];
  const year = new Date().getFullYear();
  const t = await getTranslations("footer");
  const words = await getTranslations("newsletter");
  // The API names its payment methods as the gateways do; cash on delivery has the shop's own words.
  const home = await getTranslations("home");
  const locale = await getLocale();
  const href = (path: string) => localizePath(locale, path);
  const addresses = [siteConfig.addresses[0], t("pickupPoint", { address: OFFICE_PICKUP.address })];
  return (
    <footer className="mt-auto bg-slate-900 text-sm text-slate-300">
      <section aria-labelledby="newsletter-title" className="bg-brand-700 text-white">
        <div className="shop-container flex flex-col gap-4 py-8 md:flex-row md:items-center md:justify-between" data-clear-of-floating="">
          <div>
            <h2 id="newsletter-title" className="text-lg font-bold">
              {t("newsletterTitle")}
            </h2>
            <p className="mt-1 text-white/80">{t("newsletterText")}</p>
          </div>
          <NewsletterSignup>
            <SignupFields words={{ email: words("email"), placeholder: words("placeholder"), subscribe: words("subscribe") }} />
          </NewsletterSignup>
        </div>
      </section>

      <div className="shop-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1.3fr_1fr_1fr_1.1fr]" data-clear-of-floating="">
        <div>
          <a href={href("/")} aria-label={`${siteConfig.name}`} className="inline-block rounded focus-visible:outline-2 focus-visible:outline-white">
            <Logo tone="light" />
          </a>
          <h2 className="sr-only">{t("about")}</h2>
          <p className="mt-4 leading-relaxed">{t("aboutText", { shop: siteConfig.name })}</p>
          <ul className="mt-5 flex gap-2" aria-label={t("followUs")}>
            {SOCIAL.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("onSocial", { shop: siteConfig.name, network: t(label) })}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <Column title={t("getInTouch")}>
          <address className="space-y-3 not-italic">
            {addresses.map((address) => (
              <p key={address} className="flex gap-2.5">
                <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-300" />
                <span>{address}</span>
              </p>
            ))}
            <p className="flex items-center gap-2.5">
              <PhoneIcon className="size-4 shrink-0 text-brand-300" />
              <a href={`tel:${siteConfig.phone}`} className="footer-link">
                {siteConfig.phoneDisplay}
              </a>
            </p>
            {[siteConfig.email, siteConfig.salesEmail].map((email) => (
              <p key={email} className="flex items-center gap-2.5">
                <MailIcon className="size-4 shrink-0 text-brand-300" />
                <a href={`mailto:${email}`} className="footer-link break-all">
                  {email}
                </a>
              </p>
            ))}
          </address>
        </Column>

        <Column title={t("otherLinks")} as="nav">
          <ul className="space-y-2.5">
            {OTHER_LINKS.map((l) => (
              <li key={l.href}>
                <a href={href(l.href)} className="footer-link">
                  {t(l.name)}
                </a>
              </li>
            ))}
            <li>
              <a href={siteConfig.partnerSite.url} target="_blank" rel="noopener noreferrer" className="footer-link inline-flex items-center gap-1">
                {siteConfig.partnerSite.name}
                <ExternalIcon className="size-3.5" />
                <span className="sr-only">{t("newTab")}</span>
              </a>
            </li>
          </ul>
        </Column>

        <Column title={t("customerService")} as="nav">
          <ul className="space-y-2.5">
            <li>
              <a href={href("/my-account")} className="footer-link">
                {t("myAccount")}
              </a>
            </li>
            <li>
              <TrackOrderButton className="footer-link text-left" label={t("trackOrder")} />
            </li>
            <li>
              <a href={href("/my-orders")} className="footer-link">
                {t("myOrders")}
              </a>
            </li>
          </ul>
        </Column>

        <Column title={t("storeHours")}>
          <ul className="space-y-3">
            <li className="flex gap-2.5">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>{locale === "en" ? WORKING_HOURS.weekdays : t("hoursWeekdays", { time: t("hoursTime") })}</span>
            </li>
            <li className="flex gap-2.5">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-red-300" />
              <span>{locale === "en" ? WORKING_HOURS.friday : t("hoursFriday")}</span>
            </li>
          </ul>
        </Column>
      </div>

      <div className="border-t border-white/10">
        <div className="shop-container flex flex-col items-center gap-4 pt-6 pb-6 md:flex-row md:justify-between md:pr-24">
          <p className="text-center text-slate-400">{t("rights", { year: locale === "bn" ? toBanglaDigits(String(year)) : year, shop: siteConfig.name })}</p>
          {payments.length > 0 ? (
            <div className="flex flex-wrap items-center justify-center gap-2" data-payment-methods="">
              <span className="text-slate-400">{t("weAccept")}</span>
              <ul className="flex flex-wrap gap-2" aria-label={t("paymentMethods")}>
                {payments.map((method) => (
                  <li key={method.key} className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-800">
                    {locale === "bn" && method.key === "cash_on_delivery" ? home("cod") : method.name}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
