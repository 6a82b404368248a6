import { TERMS_AGREEMENT } from "@shop/contracts";
import { Fragment } from "react";

/** The legal links after "I have read and agree to the" (R208): each title, its link (new tab), the text after it. */
export function TermsLinks() {
  return (
    <>
      {TERMS_AGREEMENT.links.map((item) => (
        <Fragment key={item.link}>
          <a href={item.link} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            {item.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {"following" in item && item.following ? (item.following === "," ? ", " : ` ${item.following} `) : null}
        </Fragment>
      ))}
    </>
  );
}
