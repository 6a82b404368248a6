import { SOMETHING_WENT_WRONG } from "@shop/contracts";
import { toast } from "@/lib/toast";

/**
 * A feature's code that loads on its first use rather than with the page (issue 15):
 * `preload` starts the load early (on pointer down or focus, before the click), and
 * `run` waits for it and calls into it. A load that fails is reported by the `run`
 * that needed it (a console error and the "Something went wrong" toast), which then
 * answers `failed`; a failed preload says nothing.
 *
 * `ready()` says whether the code has arrived, `arrivesWithin(ms)` starts the load and
 * answers whether it came within `ms`: a form's submit waits that long at most, then
 * posts natively (`postNatively`) rather than wait for one more request on a slow line
 * (issue 44, decision 035). `preloadWhenIdle` fetches the code once the page's own work
 * is done, so later presses are taken in place.
 */
export function codeOnFirstUse<Code>(load: () => Promise<Code>, what: string) {
  let arrived = false;
  let idleAsked = false;
  const fetchCode = () =>
    load().then((code) => {
      arrived = true;
      return code;
    });
  const preload = (): void => {
    fetchCode().catch(() => {
      // The run that needs the code reports it.
    });
  };
  return {
    preload,

    ready: (): boolean => arrived,

    arrivesWithin(ms: number): Promise<boolean> {
      if (arrived) return Promise.resolve(true);
      return Promise.race([
        fetchCode().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(arrived), ms)),
      ]);
    },

    /** Starts the load when the main thread is next idle (once per page). */
    preloadWhenIdle(): void {
      if (idleAsked || arrived || typeof window === "undefined") return;
      idleAsked = true;
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(preload, { timeout: 3000 });
      else window.setTimeout(preload, 1000);
    },

    async run<Result>(call: (code: Code) => Promise<Result>, failed: Result): Promise<Result> {
      let code: Code;
      try {
        code = await fetchCode();
      } catch (error) {
        console.error(`${what} could not be loaded`, error);
        toast.error(SOMETHING_WENT_WRONG);
        return failed;
      }
      return call(code);
    },
  };
}

/** How long a press waits for code on its way before its form posts natively instead (issue 44). */
export const CODE_WAIT_MS = 200;

/** Marks a form whose submit is to go natively: the page's handlers let it through. */
export const NATIVE = "data-native";

/**
 * A submit the page's code took (preventDefault) and now hands back: the form is
 * submitted again with the same button (its name and value go with it), marked so the
 * handlers let it through this time; EARLY_FORMS_SCRIPT marks it sent.
 */
export function postNatively(form: HTMLFormElement, submitter: HTMLElement | null): void {
  form.setAttribute(NATIVE, "");
  if (typeof form.requestSubmit === "function") form.requestSubmit(submitter);
  else form.submit();
}
