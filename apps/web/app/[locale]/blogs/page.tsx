import { BlogList } from "@/features/info/blog-list";
import { InfoPage } from "@/features/info/info-page";
import { infoMetadata } from "@/features/info/info-metadata";

export const generateMetadata = () =>
  infoMetadata("Blog", "/blogs", "Beginner-friendly guides from the RoboDoc lab: ESP32, 18650 batteries, motor drivers, sensors and more.");

export default function Page() {
  return (
    <InfoPage title="Blog" path="/blogs" intro="Guides and project notes from our lab in Dhaka." prose={false} wide>
      <BlogList />
    </InfoPage>
  );
}
