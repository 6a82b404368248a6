import type { AdminReturn } from "@shop/contracts/returns";
import { RETURN_STATUSES, type ReturnAction, type ReturnCondition, type ReturnStatus } from "@shop/contracts/returns-words";
import type { FieldErrors } from "./api";

/** The queue's tabs: what waits for staff first, then the later states, then everything. */
export const RETURN_QUEUE_TABS = ["requested", "approved", "received", "refused", "closed", "all"] as const satisfies readonly (ReturnStatus | "all")[];
export type ReturnQueueTab = (typeof RETURN_QUEUE_TABS)[number];

/** The tab a `?status=` asks for; anything else (none, a typo) is the requests waiting. */
export function queueTab(param: string | null): ReturnQueueTab {
  return RETURN_QUEUE_TABS.find((tab) => tab === param) ?? "requested";
}

/**
 * The buttons of a return's actions (the API lists which are allowed). Not in
 * returns-words.ts, which holds the shopper's and the statuses' words.
 */
export const RETURN_ACTION_BUTTONS: Record<ReturnAction, string> = {
  approve: "Approve",
  refuse: "Refuse",
  receive: "Receive parts",
  close: "Close return",
};

type Person = NonNullable<NonNullable<AdminReturn["approved"]>["by"]>;
export type ReturnStep = { status: ReturnStatus; at: string; by: Person | null };

/** The steps a return went through, oldest first: the customer's request, then each staff step that happened. */
export function returnSteps(ret: Pick<AdminReturn, "requested_at" | "customer" | "approved" | "refused" | "received" | "closed">): ReturnStep[] {
  const steps: ReturnStep[] = [{ status: "requested", at: ret.requested_at, by: ret.customer }];
  for (const status of RETURN_STATUSES) {
    if (status === "requested") continue;
    const step = ret[status];
    if (step) steps.push({ status, at: step.at, by: step.by });
  }
  return steps.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The receive body from each line's choice (a line not chosen is sent without one, which the schema refuses). */
export function receiveBody(lines: readonly { id: number }[], chosen: Readonly<Record<number, ReturnCondition>>) {
  return { lines: lines.map((line) => ({ id: line.id, condition: chosen[line.id] })) };
}

/** The receive form's one error: the API and zod name a line's field `lines` or `lines.0.condition`. */
export function linesError(errors: FieldErrors): string | undefined {
  return errors.lines ?? Object.entries(errors).find(([field]) => field.startsWith("lines"))?.[1];
}
