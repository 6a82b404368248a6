"use client";

import { useEffect, useState } from "react";
import { useLocale } from "@/i18n/client";

type Translate = (english: string, locale: "bn") => string;

let loaded: Promise<Translate> | null = null;

/**
 * A form's own checks give the contracts' English messages (the spec's words, the API's
 * keys); on a Bangla page this shows them in Bangla through the API's catalogue
 * (API_MESSAGES_BN, decision 050). The catalogue is fetched only on Bangla pages, once a
 * form that needs it is on the page, so English pages and the first load carry none of it.
 * Texts already in Bangla (the API's own answers) and unknown ones pass unchanged.
 */
export function useMessageIn(): (message: string | undefined) => string | undefined {
  const locale = useLocale();
  const [translate, setTranslate] = useState<{ fn: Translate } | null>(null);
  useEffect(() => {
    if (locale !== "bn") return;
    let current = true;
    loaded ??= import("@shop/contracts/api-messages-bn").then((m) => m.translateMessage as Translate);
    void loaded.then((fn) => current && setTranslate({ fn }));
    return () => {
      current = false;
    };
  }, [locale]);
  return (message) => (message && translate ? translate.fn(message, "bn") : message);
}
