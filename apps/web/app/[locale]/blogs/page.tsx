import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { BlogList } from "@/features/info/blog-list";
import { InfoPage } from "@/features/info/info-page";
import { infoMetadata } from "@/features/info/info-metadata";

export async function generateMetadata() {
  const t = await getTranslations("blog");
  return infoMetadata(t("title"), "/blogs", t("description"));
}

export default function Page() {
  const t = useTranslations("blog");
  return (
    <InfoPage title={t("title")} path="/blogs" intro={t("intro")} prose={false} wide>
      <BlogList />
    </InfoPage>
  );
}
