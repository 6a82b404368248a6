import { useTranslations } from "next-intl";
import { useServerLocale } from "@/i18n/server";
import { PriceView, type PriceProps } from "./price-view";

/** The price in a Server Component, in the page's language (PriceView). Client components use ClientPrice. */
export function Price(props: PriceProps) {
  const t = useTranslations("price");
  const locale = useServerLocale();
  return (
    <PriceView
      {...props}
      locale={locale}
      words={{ salePrice: t("salePrice"), price: t("price"), regularPrice: t("regularPrice"), off: t.raw("off") as string }}
    />
  );
}
