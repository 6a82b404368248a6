import { Fragment, type ReactNode } from "react";

/** A catalogue sentence with a `{link}` hole, the link put where the language puts it. */
export function withLink(text: string, link: ReactNode): ReactNode {
  const [before, after = ""] = text.split("{link}");
  return (
    <Fragment>
      {before}
      {link}
      {after}
    </Fragment>
  );
}
