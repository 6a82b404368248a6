import { ApiError } from "@/lib/api/client";
import type { ListingState } from "./listing-query";

/** True for the API's refusal of a `spec=` filter (an unknown specification, a choice not in its list, text where a number belongs). */
function refusesSpec(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 422) && error.errors.some((e) => e.field === "spec");
}

/**
 * The page's listing read, without the specification filters the API cannot read. The address
 * reader (spec-params.ts) drops what is malformed; what only the shop's attributes can judge
 * (`spec.nosuch=1`, `spec.interface=CAN`, `spec.voltage=abc..5`) comes back as the API's 400.
 * The storefront then shows the listing without the unreadable filters, never an error page:
 * each filter is asked on its own (only when the whole was refused), the readable ones are
 * kept, and the state returned is what the page's links, form and grid must use.
 */
export async function readWithReadableSpecs<S extends ListingState, R>(state: S, read: (state: S) => Promise<R>): Promise<{ state: S; result: R }> {
  try {
    return { state, result: await read(state) };
  } catch (error) {
    if (!state.specs?.length || !refusesSpec(error)) throw error;
  }
  const kept: NonNullable<S["specs"]> = [];
  for (const spec of state.specs) {
    try {
      await read({ ...state, specs: [spec], page: 1 });
      kept.push(spec);
    } catch (error) {
      if (!refusesSpec(error)) throw error;
    }
  }
  const { specs: _dropped, ...rest } = state;
  const readable = (kept.length ? { ...rest, specs: kept } : rest) as S;
  return { state: readable, result: await read(readable) };
}
