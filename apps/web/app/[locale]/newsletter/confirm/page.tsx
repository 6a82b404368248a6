import { LinkResultPage, linkPageMetadata } from "@/features/newsletter/components/link-result-page";

export const metadata = linkPageMetadata("Newsletter");

/** The confirmation mail's link: /newsletter/confirm?token=… */
export default function Page() {
  return <LinkResultPage title="Newsletter" action="confirm" />;
}
