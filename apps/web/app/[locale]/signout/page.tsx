import type { Metadata } from "next";
import { SignOutView } from "@/features/identity/signout-view";

export const metadata: Metadata = {
  title: "Sign Out",
  robots: { index: false, follow: false },
};

/** next-auth's sign-out page (GET /api/auth/signout lands here), in the shop's own look. */
export default function Page() {
  return (
    <div className="shop-container py-8 sm:py-12">
      <div className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <SignOutView />
      </div>
    </div>
  );
}
