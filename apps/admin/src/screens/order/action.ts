import { ADMIN_ACTION_PAST, type AdminOrder, type AdminOrderAction } from "@shop/contracts/admin";
import { request } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";

/** What each action's form is given: the order, what to do with the order a done action answers, and Close. */
export type ActionFormProps = { order: AdminOrder; onDone: (order: AdminOrder, message: string) => void; onClose: () => void };

/** Runs one action on the order: the order as it now is, and the words that say it was done. */
export async function runAction(order: AdminOrder, action: AdminOrderAction, body: unknown) {
  const answer = await request<{ message: string; data: AdminOrder }>(endpoints.orderAction(order.order_number, action), { method: "POST", json: body });
  return { order: answer.data, message: `Order ${order.order_number} ${ADMIN_ACTION_PAST[action]}.` };
}
