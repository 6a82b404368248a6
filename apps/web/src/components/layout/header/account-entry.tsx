import Link from "next/link";
import { UserIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

/**
 * The account slot of the top bar and the mobile menu. A guest sees Sign In.
 * Identity issue: replace this with a session-aware client component that shows
 * My Orders, Track My Order and the account link named after the user (spec §2).
 */
export function AccountEntry({ variant }: { variant: "top-bar" | "mobile-menu" }) {
  if (variant === "mobile-menu") {
    return (
      <Link prefetch={false} href="/signin" className="flex items-center gap-3 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
        <UserIcon className="size-5" />
        Sign In
      </Link>
    );
  }
  return (
    <Link prefetch={false}
      href="/signin"
      className={cn("inline-flex items-center gap-1.5 rounded px-1 font-medium hover:underline focus-visible:outline-2 focus-visible:outline-white")}
    >
      <UserIcon className="size-4" />
      Sign In
    </Link>
  );
}
