"use client";

import { useLocale, useT } from "@/i18n/client";
import { PriceView, type PriceProps } from "./price-view";

/** The price in a client component, in the page's language (PriceView). */
export function ClientPrice(props: PriceProps) {
  const t = useT("price");
  const locale = useLocale();
  return <PriceView {...props} locale={locale} words={{ salePrice: t("salePrice"), price: t("price"), regularPrice: t("regularPrice"), off: t("off") }} />;
}
