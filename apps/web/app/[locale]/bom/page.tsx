import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BomPage } from "@/features/bom/components/bom-page";
import { PageFrame } from "@/features/cart/components/page-frame";
import { pageAlternates } from "@/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bom");
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: await pageAlternates("/bom"),
  };
}

export default function Page() {
  return (
    <PageFrame title="Buy from a parts list" path="/bom">
      <BomPage />
    </PageFrame>
  );
}
