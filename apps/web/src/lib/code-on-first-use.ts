import { SOMETHING_WENT_WRONG } from "@shop/contracts";
import { toast } from "@/lib/toast";

/**
 * A feature's code that loads on its first use rather than with the page (issue 15):
 * `preload` starts the load early (on pointer down or focus, before the click), and
 * `run` waits for it and calls into it. A load that fails is reported by the `run`
 * that needed it (a console error and the "Something went wrong" toast), which then
 * answers `failed`; a failed preload says nothing.
 *
 * `ready()` says whether the code has arrived: until then a form's submit is left to
 * post natively rather than wait for one more request (issue 44, decision 035), and
 * `preloadWhenIdle` fetches it once the page's own work is done, so later presses are
 * taken in place.
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
