import { InfoPage } from "@/features/info/info-page";
import { infoMetadata } from "@/features/info/info-metadata";
import { TermsOfUse } from "@/features/info/terms-of-use";

export const generateMetadata = () =>
  infoMetadata("Terms of Use", "/terms-of-use", "The terms for using the RoboDoc shop and ordering electronics and robotics parts in Bangladesh.");

export default function Page() {
  return (
    <InfoPage title="Terms of Use" path="/terms-of-use" updated="1 November 2026">
      <TermsOfUse />
    </InfoPage>
  );
}
