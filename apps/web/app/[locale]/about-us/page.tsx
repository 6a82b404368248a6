import { useTranslations } from "next-intl";
import { AboutUs } from "@/features/info/about-us";
import { AboutUsBn } from "@/features/info/about-us.bn";
import { InfoPage } from "@/features/info/info-page";
import { infoPageMetadata } from "@/features/info/info-metadata";
import { useServerLocale } from "@/i18n/server";

export const generateMetadata = () => infoPageMetadata("about", "/about-us");

export default function Page() {
  const t = useTranslations("info");
  return (
    <InfoPage title={t("aboutTitle")} path="/about-us" intro={t("aboutIntro")}>
      {useServerLocale() === "bn" ? <AboutUsBn /> : <AboutUs />}
    </InfoPage>
  );
}
