import { TERMS_AGREEMENT } from "@shop/contracts";
import { Fragment } from "react";
import { localizePath } from "@/i18n/paths";

/** The legal links after "I have read and agree to the" (R208): each title, its link (new tab), the text after it. */
/** The links' words and their pages' language (decision 051); English by default. */
export type TermsWords = { titles: [string, string, string]; and: string; newTab: string; locale: "en" | "bn" };

export function TermsLinks({ words }: { words?: TermsWords }) {
  return (
    <>
      {TERMS_AGREEMENT.links.map((item, i) => (
        <Fragment key={item.link}>
          <a href={localizePath(words?.locale ?? "en", item.link)} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            {words ? words.titles[i] : item.title}
            <span className="sr-only">{words ? words.newTab : " (opens in a new tab)"}</span>
          </a>
          {"following" in item && item.following
            ? item.following === ","
              ? ", "
              : ` ${item.following === "and" && words ? words.and : item.following} `
            : null}
        </Fragment>
      ))}
    </>
  );
}
