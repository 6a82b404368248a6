import { localeOfPath, localizePath } from "@/i18n/paths";

/**
 * In-app links are plain `<a href>` elements, and one listener on the window turns a
 * plain click on one into a client-side navigation (`LinkNavigation` in
 * components/layout/route-events.tsx; docs/decisions/025-fast-on-a-phone.md): no
 * `next/link` on every page, no client component per link to hydrate, and a link works
 * as a link before the page's script has run.
 */

/** What of a click decides whether the app may take it over. */
export type LinkClick = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

/** What of the clicked link decides it: its resolved href, its target, whether it downloads, the language it is in. */
export interface ClickedLink {
  href: string;
  target: string;
  download: boolean;
  /** Its `hreflang`: a link to a page in another language (the language switch). */
  hreflang?: string;
}

/** A link whose `data-scroll` is this keeps the page where it is (a filter's "Clear"). */
export const KEEP_SCROLL = "keep";

/** Route handlers (the API forwarder, sign-in callbacks, invoices): never a page. */
const ROUTE_HANDLER_PREFIX = "/api/";

/**
 * `href` resolved against the page shown (`current`), with that page, when it is a page
 * of this app: same origin and not a route handler. Null otherwise, or when either
 * address cannot be read.
 */
function inAppPage(href: string, current: string): [URL, URL] | null {
  try {
    const here = new URL(current);
    const url = new URL(href, here);
    if (url.origin !== here.origin || url.pathname.startsWith(ROUTE_HANDLER_PREFIX)) return null;
    // On a Bangla page a link written as an English path stays in Bangla (decision 051):
    // the server would redirect it there by the language cookie, one round trip later.
    url.pathname = localizePath(localeOfPath(here.pathname), url.pathname);
    return [url, here];
  } catch {
    return null;
  }
}

function isPlainLeftClick(click: LinkClick): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}

/**
 * Where a click on `link` takes the shopper inside the app, or null when the browser
 * should follow the link itself: a click with a modifier or another button (new tab,
 * new window, download), a link with a target or a download, another origin or scheme
 * (`tel:`, `mailto:`, a payment gateway), a route handler, a link to the page in
 * another language (`hreflang`), or a jump to an anchor on the page the shopper is on.
 */
export function linkTarget(click: LinkClick, link: ClickedLink, current: string): URL | null {
  if (!isPlainLeftClick(click)) return null;
  if ((link.target && link.target !== "_self") || link.download) return null;
  // Another language is another root layout, and the language cookie is set on a page load.
  if (link.hreflang) return null;
  const pages = inAppPage(link.href, current);
  if (!pages) return null;
  const [url, here] = pages;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}

/** What of a submitted form decides whether the app may take it over. */
export interface SubmittedForm {
  /** The form's method, or the submitter's formmethod, as the DOM reports it ("get", "post", "dialog"). */
  method: string;
  /** The resolved action URL. */
  action: string;
  target: string;
  /** The form data set, in document order. */
  entries: Iterable<[string, FormDataEntryValue]>;
}

/**
 * Where a GET form (the listing's sort and filters, a search box) takes the shopper
 * inside the app, or null when the browser should submit it itself (another method,
 * a target, another origin, a route handler). Empty fields are left out, so an
 * untouched price box does not put `min_price=` into the address.
 */
export function formTarget(form: SubmittedForm, current: string): URL | null {
  if (form.method.toLowerCase() !== "get") return null;
  if (form.target && form.target !== "_self") return null;
  const url = inAppPage(form.action, current)?.[0];
  if (!url) return null;
  const params = new URLSearchParams();
  for (const [name, value] of form.entries) if (typeof value === "string" && value !== "") params.append(name, value);
  // Commas are legal in a query string; keeping them makes brand lists readable.
  url.search = params.toString().replace(/%2C/gi, ",");
  url.hash = "";
  return url;
}

/** Forms whose navigation is on its way: aria-busy until the new route has rendered. */
const busyForms = new Set<HTMLFormElement>();

export function markBusy(form: HTMLFormElement): void {
  form.setAttribute("aria-busy", "true");
  busyForms.add(form);
}

export function settleBusyForms(): void {
  for (const form of busyForms) form.removeAttribute("aria-busy");
  busyForms.clear();
}

/**
 * After a route change, the radios of the forms that submit on a change show the
 * address's choice again: back and forward change the address under a form that stays
 * mounted (so a keyboard user's focus stays in it), and a radio the shopper pressed
 * keeps its own state over the server's new default. A group whose value the address
 * does not name (an empty value stands for the default) is left as it is.
 */
export function syncChoices(search: string): void {
  const params = new URLSearchParams(search);
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-submit-on-change]")) {
    const radios = [...form.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    for (const name of new Set(radios.map((radio) => radio.name))) {
      const wanted = params.get(name) ?? "";
      const group = radios.filter((radio) => radio.name === name);
      const match = group.find((radio) => radio.value === wanted);
      if (match) match.checked = true;
    }
  }
}

/**
 * After a route change, a listing's Sort & Filter panel that a phone opened closes again,
 * so the new results show (ListingControls). Where the panel is a sidebar (its summary
 * not shown) it is left alone. Focus that was inside it goes to its summary, not to the
 * page's start.
 */
export function closeListingPanels(): void {
  for (const panel of document.querySelectorAll<HTMLDetailsElement>("details[data-listing-panel][open]")) {
    const summary = panel.querySelector("summary");
    if (!summary || summary.getClientRects().length === 0) continue;
    const hadFocus = panel.contains(document.activeElement);
    panel.open = false;
    if (hadFocus) summary.focus();
  }
}
