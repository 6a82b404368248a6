"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { followLink, type LinkAction } from "../lib/newsletter-api";
import { toast } from "@/lib/toast";
import { useT } from "@/i18n/client";
import { linkToast, refusalAnswer, resultWords } from "../lib/results";

/**
 * The answer to a mailed link: reads `token` from the address, sends it once (a second
 * send would already be "already subscribed"), and says what the API answered in the
 * spec's words. A link without a token is not sent at all.
 */
export function LinkResult({ action }: { action: LinkAction }) {
  const token = useSearchParams().get("token") ?? "";
  const t = useT("newsletterPages");
  const [words, setWords] = useState<string | null>(() => (token ? null : resultWords(action, {}, t)));
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    followLink(action, token).then(
      (answer) => {
        setWords(resultWords(action, answer, t));
        const done = linkToast(action, answer, t);
        if (done) toast.success(done);
      },
      (error: unknown) => setWords(resultWords(action, refusalAnswer(error), t)),
    );
  }, [action, token, t]);

  return <ResultStatus words={words} />;
}

/** The live region the result is read out from; a spinner while the link is being checked. */
export function ResultStatus({ words }: { words: string | null }) {
  const t = useT("newsletterPages");
  return (
    <div role="status" className="flex min-h-16 items-center justify-center text-center" data-newsletter-result="">
      {words === null ? (
        <>
          <Spinner className="size-8 text-brand-600" />
          <span className="sr-only">{t("checking")}</span>
        </>
      ) : (
        <p className="text-lg font-semibold text-slate-900">{words}</p>
      )}
    </div>
  );
}
