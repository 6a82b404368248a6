import type { Metadata } from "next";
import { BomPage } from "@/features/bom/components/bom-page";
import { PageFrame } from "@/features/cart/components/page-frame";
import { pageAlternates } from "@/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Buy from a parts list (BOM)",
    description: "Paste a parts list or upload a KiCad or EasyEDA BOM and add every part in stock to the cart at once.",
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
