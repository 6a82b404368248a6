import { MessengerIcon } from "@/components/ui/icons";
import { siteConfig } from "@/lib/site-config";

/** Always-on Messenger chat link, bottom-right from 768 px (phones have it in PhoneDock). */
export function ChatLink() {
  return (
    <a
      href={siteConfig.messengerUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on Messenger"
      className="fixed right-4 bottom-4 z-30 hidden size-14 md:inline-flex items-center justify-center rounded-full bg-gradient-to-br from-[#00b2ff] to-[#006aff] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <MessengerIcon className="size-7" />
    </a>
  );
}
