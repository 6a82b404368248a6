import { getTranslations } from "next-intl/server";
import { InfoPage } from "@/features/info/info-page";
import { infoPageMetadata } from "@/features/info/info-metadata";
import { ShippingRefundPolicy } from "@/features/info/shipping-refund-policy";
import { ShippingRefundPolicyBn } from "@/features/info/shipping-refund-policy.bn";
import { getLocale } from "@/i18n/server";
import { getReturnPolicy } from "@/lib/api/returns";

// The return window is the owner's (RETURN_WINDOW_DAYS): read from the API, at most five minutes old.
export const revalidate = 300;

export const generateMetadata = () => infoPageMetadata("shipping", "/shipping-and-refund-policy");

export default async function Page() {
  const [policy, t, locale] = await Promise.all([getReturnPolicy(), getTranslations("info"), getLocale()]);
  return (
    <InfoPage title={t("shippingTitle")} path="/shipping-and-refund-policy" updated="2026-11-01">
      {locale === "bn" ? <ShippingRefundPolicyBn returnDays={policy.window_days} /> : <ShippingRefundPolicy returnDays={policy.window_days} />}
    </InfoPage>
  );
}
