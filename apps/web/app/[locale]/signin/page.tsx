import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignInView } from "@/features/identity/signin-view";
import { pageAlternates } from "@/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("signin");
  return { title: t("title"), alternates: await pageAlternates("/signin"), robots: { index: false, follow: true } };
}

export default function Page() {
  return (
    <div className="shop-container py-8 sm:py-12">
      {/* As tall as the form on a phone, so the code step and the redirecting state do
          not make the page below jump. */}
      <div className="mx-auto min-h-71 w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <SignInView />
      </div>
    </div>
  );
}
