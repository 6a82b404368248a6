"use client";

import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/client";

/** A failed read: the API's message (announced) and Try again. */
export function FeedFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT("reviews");
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <p role="alert" className="text-sm text-slate-700">
        {message}
      </p>
      <Button variant="outlined" size="sm" onClick={onRetry}>
        {t("tryAgain")}
      </Button>
    </div>
  );
}
