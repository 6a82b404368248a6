import { NOT_FOUND_MARKER_ATTR } from "@/lib/page-load";

/** Put in the not-found page: page-load reporting skips a page that contains it. */
export function NotFoundMarker() {
  return <span hidden {...{ [NOT_FOUND_MARKER_ATTR]: "" }} />;
}
