import { TERMS_AGREEMENT } from "@shop/contracts";
import { TermsLinks } from "@/features/orders/components/terms-links";

/** "I have read and agree to the Terms of Use, Privacy Policy and Return & Refund Policy" (R208, R315). */
export function TermsText() {
  return (
    <>
      {TERMS_AGREEMENT.text} <TermsLinks />
    </>
  );
}
