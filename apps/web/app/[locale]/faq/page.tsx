import { JsonLdScript } from "@/features/catalog/components/json-ld-script";
import { FaqList, faqJsonLd } from "@/features/info/faq";
import { InfoPage } from "@/features/info/info-page";
import { infoMetadata } from "@/features/info/info-metadata";

export const generateMetadata = () =>
  infoMetadata(
    "Frequently Asked Questions",
    "/faq",
    "Delivery times and charges inside and outside Dhaka, cash on delivery, 7-day returns, warranty, bulk orders and office pickup.",
  );

export default function Page() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      path="/faq"
      intro={
        <>
          Can&apos;t find your answer?{" "}
          <a href="/contact" className="font-medium text-brand-700 underline underline-offset-2">
            Contact us
          </a>
          .
        </>
      }
      prose={false}
    >
      <JsonLdScript data={faqJsonLd()} />
      <FaqList />
    </InfoPage>
  );
}
