import { LinkResultPage, linkPageMetadata } from "@/features/newsletter/components/link-result-page";

export const generateMetadata = () => linkPageMetadata("unsubscribe");

/** Every newsletter mail's unsubscribe link: /newsletter/unsubscribe?token=… */
export default function Page() {
  return <LinkResultPage action="unsubscribe" />;
}
