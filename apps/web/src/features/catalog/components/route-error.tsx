"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { whatFailedToLoad } from "@/features/catalog/lib/what-failed";
import { useLocalePath, useT } from "@/i18n/client";

type Props = { error: unknown; retry: () => void };

/**
 * Shown when a page could not be loaded (API down, network lost on mobile data). Says
 * so plainly, naming what it was from the path, and offers a retry that refetches the
 * page. One boundary (app/error.tsx) for every route: a boundary of a route's own is a
 * chunk of its own, which each of those pages loaded on top of this one (issue 15).
 */
export function RouteError({ error, retry }: Props) {
  const t = useT("errors");
  const home = useLocalePath()("/");
  const what = whatFailedToLoad(usePathname());
  useEffect(() => {
    console.error(`Could not load ${what}`, error);
  }, [error, what]);

  return (
    <div role="alert" className="mx-auto w-full max-w-xl px-4 py-14 text-center">
      <div aria-hidden className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-2xl text-amber-600">
        !
      </div>
      <h1 className="mt-4 text-xl font-bold text-slate-900 md:text-2xl">{t("couldNotLoad", { what: t(`what_${what}`) })}</h1>
      <p className="mt-2 text-slate-600">{t("connection")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t("tryAgain")}
        </button>
        <a
          href={home}
          className="rounded-md border border-brand-600 bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t("goHome")}
        </a>
      </div>
    </div>
  );
}
