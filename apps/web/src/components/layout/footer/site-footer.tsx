import { FEATURE_FLAGS, WORKING_HOURS } from "@shop/contracts";
import type { ReactNode } from "react";
import { FacebookIcon, GroupIcon, InstagramIcon, MailIcon, PhoneIcon, YoutubeIcon } from "@/components/ui/icons";
import { ClockIcon, ExternalIcon, MapPinIcon } from "@/components/ui/more-icons";
import { getPaymentMethods } from "@/lib/api/payments";
import { siteConfig } from "@/lib/site-config";
import { Logo } from "../logo";
import { SignupFields } from "./newsletter-fields";
import { NewsletterSignup } from "./newsletter-signup";
import { TrackOrderButton } from "./track-order-button";

const OTHER_LINKS = [
  { name: "Privacy Policy", href: "/privacy-policy" },
  { name: "Terms of Use", href: "/terms-of-use" },
  { name: "Shipping & Refund Policy", href: "/shipping-and-refund-policy" },
  { name: "Contact Us", href: "/contact" },
  { name: "About Us", href: "/about-us" },
  { name: "Blog", href: "/blogs" },
  { name: "FAQs", href: "/faq" },
  { name: "Buy from a Parts List (BOM)", href: "/bom" },
] as const;

const SOCIAL = [
  { label: "Facebook page", href: siteConfig.social.facebookPage, icon: FacebookIcon },
  { label: "Facebook group", href: siteConfig.social.facebookGroup, icon: GroupIcon },
  { label: "YouTube channel", href: siteConfig.social.youtube, icon: YoutubeIcon },
  { label: "Instagram", href: siteConfig.social.instagram, icon: InstagramIcon },
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
  return (
    <footer className="mt-auto bg-slate-900 text-sm text-slate-300">
      <section aria-labelledby="newsletter-title" className="bg-brand-700 text-white">
        <div className="shop-container flex flex-col gap-4 py-8 md:flex-row md:items-center md:justify-between" data-clear-of-floating="">
          <div>
            <h2 id="newsletter-title" className="text-lg font-bold">
              Subscribe to our newsletter
            </h2>
            <p className="mt-1 text-white/80">New arrivals, restocks and offers in your inbox.</p>
          </div>
          <NewsletterSignup>
            <SignupFields />
          </NewsletterSignup>
        </div>
      </section>

      <div className="shop-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1.3fr_1fr_1fr_1.1fr]" data-clear-of-floating="">
        <div>
          <a href="/" aria-label={`${siteConfig.name} home`} className="inline-block rounded focus-visible:outline-2 focus-visible:outline-white">
            <Logo tone="light" />
          </a>
          <h2 className="sr-only">About</h2>
          <p className="mt-4 leading-relaxed">
            {siteConfig.name} is a Dhaka shop for robotics and electronics parts: Arduino, ESP32 and Raspberry Pi boards, sensors, motors, batteries, tools and
            ready-to-build kits for students, makers and engineers, delivered to all 64 districts with cash on delivery.
          </p>
          <ul className="mt-5 flex gap-2" aria-label="Follow us">
            {SOCIAL.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${siteConfig.name} on ${label}`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <Column title="Get in Touch">
          <address className="space-y-3 not-italic">
            {siteConfig.addresses.map((address) => (
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

        <Column title="Other Links" as="nav">
          <ul className="space-y-2.5">
            {OTHER_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="footer-link">
                  {l.name}
                </a>
              </li>
            ))}
            <li>
              <a href={siteConfig.partnerSite.url} target="_blank" rel="noopener noreferrer" className="footer-link inline-flex items-center gap-1">
                {siteConfig.partnerSite.name}
                <ExternalIcon className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </Column>

        <Column title="Customer Service" as="nav">
          <ul className="space-y-2.5">
            <li>
              <a href="/my-account" className="footer-link">
                My Account
              </a>
            </li>
            <li>
              <TrackOrderButton className="footer-link text-left" />
            </li>
            <li>
              <a href="/my-orders" className="footer-link">
                My Orders
              </a>
            </li>
          </ul>
        </Column>

        <Column title="Store Hours">
          <ul className="space-y-3">
            <li className="flex gap-2.5">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>{WORKING_HOURS.weekdays}</span>
            </li>
            <li className="flex gap-2.5">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-red-300" />
              <span>{WORKING_HOURS.friday}</span>
            </li>
          </ul>
        </Column>
      </div>

      <div className="border-t border-white/10">
        <div className="shop-container flex flex-col items-center gap-4 pt-6 pb-6 md:flex-row md:justify-between md:pr-24">
          <p className="text-center text-slate-400">
            © {year} {siteConfig.name}. All rights reserved.
          </p>
          {payments.length > 0 ? (
            <div className="flex flex-wrap items-center justify-center gap-2" data-payment-methods="">
              <span className="text-slate-400">We accept</span>
              <ul className="flex flex-wrap gap-2" aria-label="Payment methods">
                {payments.map((method) => (
                  <li key={method.key} className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-800">
                    {method.name}
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
