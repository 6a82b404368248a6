import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { ContactBanner } from "@/components/ui/contact-banner";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { ContactForm } from "@/features/contact/components/contact-form";
import { ContactDetails } from "@/features/info/contact-details";
import { infoMetadata } from "@/features/info/info-metadata";

export async function generateMetadata() {
  const t = await getTranslations("contact");
  return infoMetadata(t("title"), "/contact", t("description"));
}

export default function Page() {
  const t = useTranslations("contact");
  return (
    <>
      <ContactBanner title={t("title")} subtitle={t("subtitle")} />
      <div className="shop-container py-4 md:py-6">
        <Breadcrumbs
          crumbs={[
            { name: t("home"), path: "/" },
            { name: t("title"), path: "/contact" },
          ]}
        />
        <ContactDetails />
        <section aria-labelledby="contact-form-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="contact-form-title" className="mb-4 text-lg font-semibold text-slate-900">
            {t("sendUs")}
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
