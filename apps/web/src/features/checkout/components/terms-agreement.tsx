"use client";

import { TERMS_AGREEMENT } from "@shop/contracts";
import { TermsLinks } from "@/features/orders/components/terms-links";
import { useLocale, useT } from "@/i18n/client";

/**
 * "I have read and agree to the Terms of Use, Privacy Policy and Return & Refund Policy"
 * (R208, R315), in the page's language: the links sit where the catalogue's {links} is
 * (Bangla puts the verb after them).
 */
export function TermsText() {
  const t = useT("checkout");
  const locale = useLocale();
  if (locale === "en") {
    return (
      <>
        {TERMS_AGREEMENT.text} <TermsLinks />
      </>
    );
  }
  const [before = "", after = ""] = t("termsLine").split("{links}");
  return (
    <>
      {before}
      <TermsLinks words={{ titles: [t("termsOfUse"), t("privacy"), t("refund")], and: t("and"), newTab: t("newTab"), locale }} />
      {after}
    </>
  );
}
