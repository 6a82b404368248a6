import { buttonClasses } from "@/components/ui/button";
import { signInHref } from "@/features/identity/callback-url";

/** For a signed-in page reached without a session (normally the proxy redirects first). */
export function SignInPrompt({ path, what }: { path: string; what: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-slate-700">Please sign in to {what}.</p>
      <a href={signInHref(path)} className={buttonClasses()}>
        Sign In
      </a>
    </div>
  );
}
