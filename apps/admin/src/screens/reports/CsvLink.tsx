import { buttonClass } from "../../components/ui";
import { withQuery } from "../../lib/api";

/** A report's CSV for the period: a plain link, so the browser downloads it with the session's cookie. */
export function CsvLink({ href, period, children }: { href: string; period: { from: string; to: string }; children: string }) {
  return (
    <a className={buttonClass("secondary")} href={withQuery(href, period)} download>
      {children}
    </a>
  );
}
