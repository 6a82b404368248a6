import { LinkResultPage, linkPageMetadata } from "@/features/newsletter/components/link-result-page";

export const generateMetadata = () => linkPageMetadata("confirm");

/** The confirmation mail's link: /newsletter/confirm?token=… */
export default function Page() {
  return <LinkResultPage action="confirm" />;
}
