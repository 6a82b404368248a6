import { SOMETHING_WENT_WRONG } from "@shop/contracts";
import { toast } from "@/lib/toast";

/**
 * A feature's code that loads on its first use rather than with the page (issue 15):
 * `preload` starts the load early (on pointer down or focus, before the click), and
 * `run` waits for it and calls into it. A load that fails is reported by the `run`
 * that needed it (a console error and the "Something went wrong" toast), which then
 * answers `failed`; a failed preload says nothing.
 */
export function codeOnFirstUse<Code>(load: () => Promise<Code>, what: string) {
  return {
    preload(): void {
      load().catch(() => {
        // The run that needs the code reports it.
      });
    },

    async run<Result>(call: (code: Code) => Promise<Result>, failed: Result): Promise<Result> {
      let code: Code;
      try {
        code = await load();
      } catch (error) {
        console.error(`${what} could not be loaded`, error);
        toast.error(SOMETHING_WENT_WRONG);
        return failed;
      }
      return call(code);
    },
  };
}
