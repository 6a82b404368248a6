import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AccountView } from "@/features/identity/account/account-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("signin");
  return { title: t("profile"), robots: { index: false, follow: false } };
}

/** Signed-in only: proxy.ts sends a visitor without a session to /signin first. */
export default function Page() {
  return (
    <div className="shop-container py-8 sm:py-10">
      <Suspense fallback={null}>
        <AccountView />
      </Suspense>
    </div>
  );
}
