import { LinkResultPage, linkPageMetadata } from "@/features/newsletter/components/link-result-page";

export const metadata = linkPageMetadata("Unsubscribe");

/** Every newsletter mail's unsubscribe link: /newsletter/unsubscribe?token=… */
export default function Page() {
  return <LinkResultPage title="Unsubscribe" action="unsubscribe" />;
}
