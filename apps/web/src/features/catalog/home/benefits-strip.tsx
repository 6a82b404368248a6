import { toBanglaDigits } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { DELIVERY, fee, RETURN_DAYS } from "@/features/info/shop-facts";
import { useServerLocale } from "@/i18n/server";

const ICONS = [
  {
    icon: "M3 7h18v10H3zM7 12h.01M17 12h.01M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  },
  {
    icon: "M3 7h11v9H3zM14 10h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  },
  { icon: "M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" },
  { icon: "M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6zM9 12l2 2 4-4" },
];

/** Four reasons to order here, the answers to a first-time buyer's doubts. */
export function BenefitsStrip() {
  const t = useTranslations("home");
  const locale = useServerLocale();
  const digits = (text: string) => (locale === "bn" ? toBanglaDigits(text) : text);
  const words = [
    { title: t("cod"), text: t("codText") },
    {
      title: t("dhakaDelivery", { fee: digits(fee(DELIVERY.insideDhaka.fee)) }),
      text: locale === "bn" ? t("dhakaDeliveryText") : `${DELIVERY.insideDhaka.days}; express same day`,
    },
    { title: t("returns", { days: digits(String(RETURN_DAYS)) }), text: t("returnsText") },
    { title: t("genuine"), text: t("genuineText") },
  ];
  const ITEMS = ICONS.map((item, i) => ({ ...item, ...words[i] }));
  return (
    <ul role="list" className="grid grid-cols-2 gap-2.5 lg:grid-cols-4 lg:gap-4">
      {ITEMS.map((item) => (
        <li key={item.title} className="flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white p-2.5 sm:gap-3 sm:p-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:size-10">
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={item.icon} />
            </svg>
          </span>
          <span className="min-w-0">
            <span className="block text-[13px] font-semibold leading-4 text-slate-900 sm:text-sm sm:leading-5">{item.title}</span>
            <span className="hidden text-xs leading-4 text-slate-600 sm:block">{item.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
