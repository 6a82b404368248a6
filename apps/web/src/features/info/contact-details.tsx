import { useTranslations } from "next-intl";
import { useServerLocale } from "@/i18n/server";
import { siteConfig } from "@/lib/site-config";
import { PICKUP_ADDRESS, STORE_HOURS } from "./shop-facts";
import { STORE_HOURS_BN } from "./shop-facts.bn";

const card = "rounded-xl border border-slate-200 bg-white p-5";
const label = "text-sm font-semibold uppercase tracking-wide text-slate-500";

function Icon({ d }: { d: string }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={d} />
      </svg>
    </span>
  );
}

const SOCIAL = ["facebookPage", "facebookGroup", "youtube", "instagram"] as const;

/** Phone, email, addresses with a map link, store hours and social pages, all from the one site config. */
export function ContactDetails() {
  const t = useTranslations("info");
  const footer = useTranslations("footer");
  const locale = useServerLocale();
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-2">
      <section className={`${card} flex gap-4`} aria-labelledby="contact-call">
        <Icon d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
        <div>
          <h2 id="contact-call" className={label}>
            {t("callOrMessage")}
          </h2>
          <p className="mt-1 text-lg font-semibold text-slate-900">
            <a href={`tel:${siteConfig.phone}`} className="hover:text-brand-700 hover:underline">
              {siteConfig.phoneDisplay}
            </a>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {t("chatOn")}{" "}
            <a href={siteConfig.messengerUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2">
              Messenger
            </a>
          </p>
        </div>
      </section>

      <section className={`${card} flex gap-4`} aria-labelledby="contact-email">
        <Icon d="M3 5h18v14H3zM3 7l9 6 9-6" />
        <div className="min-w-0">
          <h2 id="contact-email" className={label}>
            {t("email")}
          </h2>
          <p className="mt-1 break-words">
            <span className="text-sm text-slate-600">{t("ordersSupport")} </span>
            <a href={`mailto:${siteConfig.email}`} className="font-medium text-brand-700 underline underline-offset-2">
              {siteConfig.email}
            </a>
          </p>
          <p className="mt-1 break-words">
            <span className="text-sm text-slate-600">{t("bulkSales")} </span>
            <a href={`mailto:${siteConfig.salesEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
              {siteConfig.salesEmail}
            </a>
          </p>
        </div>
      </section>

      <section className={`${card} flex gap-4`} aria-labelledby="contact-visit">
        <Icon d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
        <div>
          <h2 id="contact-visit" className={label}>
            {t("visitUs")}
          </h2>
          <address className="mt-1 space-y-1 not-italic text-slate-800">
            {(locale === "en" ? siteConfig.addresses : [siteConfig.addresses[0], footer("pickupPoint", { address: PICKUP_ADDRESS })]).map((address) => (
              <p key={address}>{address}</p>
            ))}
          </address>
          <a
            href={siteConfig.pickupMapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t("getDirection")}
            <span className="sr-only">{t("opensMaps")}</span>
          </a>
        </div>
      </section>

      <section className={`${card} flex gap-4`} aria-labelledby="contact-hours">
        <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />
        <div>
          <h2 id="contact-hours" className={label}>
            {t("storeHours")}
          </h2>
          <p className="mt-1 text-slate-800">{locale === "bn" ? STORE_HOURS_BN : STORE_HOURS}</p>
          <p className="mt-1 text-slate-800">{t("fridayClosed")}</p>
        </div>
      </section>

      <section className={`${card} md:col-span-2`} aria-labelledby="contact-social">
        <h2 id="contact-social" className={label}>
          {t("followUs")}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {SOCIAL.map((key) => (
            <li key={key}>
              <a
                href={siteConfig.social[key]}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex rounded-full border border-slate-200 px-3.5 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
              >
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
