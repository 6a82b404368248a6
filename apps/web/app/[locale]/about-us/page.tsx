import { AboutUs } from "@/features/info/about-us";
import { InfoPage } from "@/features/info/info-page";
import { infoMetadata } from "@/features/info/info-metadata";

export const generateMetadata = () =>
  infoMetadata("About Us", "/about-us", "RoboDoc is a Dhaka electronics and robotics parts shop serving students, makers and engineers across Bangladesh.");

export default function Page() {
  return (
    <InfoPage title="About Us" path="/about-us" intro="Parts, help and fast delivery for everyone who builds things in Bangladesh.">
      <AboutUs />
    </InfoPage>
  );
}
