import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountView } from "@/features/identity/account/account-view";

export const metadata: Metadata = {
  title: "My Profile",
  robots: { index: false, follow: false },
};

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
