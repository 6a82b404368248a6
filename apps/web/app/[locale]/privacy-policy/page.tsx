import { InfoPage } from "@/features/info/info-page";
import { infoMetadata } from "@/features/info/info-metadata";
import { PrivacyPolicy } from "@/features/info/privacy-policy";

export const generateMetadata = () =>
  infoMetadata("Privacy Policy", "/privacy-policy", "What personal information RoboDoc collects when you shop, why, who it is shared with, and your choices.");

export default function Page() {
  return (
    <InfoPage title="Privacy Policy" path="/privacy-policy" updated="1 November 2026">
      <PrivacyPolicy />
    </InfoPage>
  );
}
