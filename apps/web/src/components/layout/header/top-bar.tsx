import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { siteConfig } from "@/lib/site-config";
import { useTranslations } from "next-intl";
import { AccountEntry } from "./account-entry";
import { LanguageSwitch } from "./language-switch";

/** Phone and email on the left, the account slot on the right (spec §2). */
export function TopBar() {
  const t = useTranslations("header");
  return (
    <div className="bg-brand-900 text-xs text-white sm:text-sm">
      <div className="shop-container flex h-9 items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-4">
          <a
            href={`tel:${siteConfig.phone}`}
            className="inline-flex items-center gap-1.5 rounded px-1 whitespace-nowrap hover:underline focus-visible:outline-2 focus-visible:outline-white"
          >
            <PhoneIcon className="size-4" />
            <span className="sr-only">{t("callUs")}</span>
            {siteConfig.phoneDisplay}
          </a>
          <a
            href={`mailto:${siteConfig.email}`}
            className="inline-flex min-w-0 items-center gap-1.5 rounded px-1 hover:underline focus-visible:outline-2 focus-visible:outline-white"
          >
            <MailIcon className="size-4 shrink-0" />
            <span className="sr-only sm:not-sr-only sm:truncate">{siteConfig.email}</span>
            <span className="sr-only sm:hidden">{t("emailUs")}</span>
          </a>
        </div>
        <div className="flex min-w-0 items-center gap-2 sm:gap-4">
          <LanguageSwitch className="rounded px-1 font-medium hover:underline focus-visible:outline-2 focus-visible:outline-white" />
          <AccountEntry />
        </div>
      </div>
    </div>
  );
}
