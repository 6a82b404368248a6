import { ContactBanner } from "@/components/ui/contact-banner";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { ContactForm } from "@/features/contact/components/contact-form";
import { ContactDetails } from "@/features/info/contact-details";
import { infoMetadata } from "@/features/info/info-metadata";

export const generateMetadata = () =>
  infoMetadata("Contact Us", "/contact", "Call, email or visit RoboDoc in Dhaka. Store hours Saturday to Thursday 9 AM to 8 PM, Friday closed.");

export default function Page() {
  return (
    <>
      <ContactBanner
        title="Contact Us"
        subtitle="Questions about a part, an order or a bulk quotation? We usually answer within a few hours during store hours."
      />
      <div className="shop-container py-4 md:py-6">
        <Breadcrumbs
          crumbs={[
            { name: "Home", path: "/" },
            { name: "Contact Us", path: "/contact" },
          ]}
        />
        <ContactDetails />
        <section aria-labelledby="contact-form-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="contact-form-title" className="mb-4 text-lg font-semibold text-slate-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
