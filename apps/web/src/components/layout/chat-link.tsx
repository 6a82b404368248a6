import { MessengerIcon } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { siteConfig } from "@/lib/site-config";

/**
 * The always-on Messenger chat link (spec §2): a bubble in the bottom-right corner from
 * 768 px, or the first item of the phone's bottom dock (PhoneDock).
 */
export function ChatLink({ look }: { look: "bubble" | "dock" }) {
  const t = useTranslations("header");
  return (
    <a
      href={siteConfig.messengerUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("chat")}
      className={
        look === "bubble"
          ? "fixed right-4 bottom-4 z-30 hidden size-14 items-center justify-center rounded-full bg-gradient-to-br from-[#00b2ff] to-[#006aff] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:inline-flex"
          : "inline-flex h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-[#0057d9] focus-visible:outline-2 focus-visible:outline-brand-600"
      }
    >
      {look === "bubble" ? (
        <MessengerIcon className="size-7" />
      ) : (
        <>
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-[#00b2ff] to-[#006aff] text-white">
            <MessengerIcon className="size-5" />
          </span>
          {t("chatShort")}
        </>
      )}
    </a>
  );
}
