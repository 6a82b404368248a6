/**
 * Every SMS the shop sends, in one place, so each can be measured (sms-texts.test.ts):
 * a gateway charges per part, and an order or sign-in message must stay one SMS in
 * English. Amounts are written "Tk 1,23,456", not "৳": a single ৳ (outside the GSM-7
 * alphabet) sends the whole text as Unicode, 70 characters to a part instead of 160.
 */
import { arrivesByText, formatTaka, poishaToTaka } from "@shop/contracts";
import { smsSegments } from "./sms/segments";
import { SMS_TEXTS_BN } from "./sms-texts-bn";

/** The codes' life in minutes, as the sign-in code's text says it. */
type CodeText = (code: string, minutes: number) => string;

/** Taka for an SMS: lakh grouping as on the site, "Tk" instead of the ৳ sign. */
export const smsTaka = (poisha: number): string => formatTaka(poishaToTaka(poisha)).replace("৳", "Tk ");

/** The first text that fits one SMS, or the last when none does (the shorter forms come later). */
function oneSmsOf(...texts: string[]): string {
  return texts.find((text) => smsSegments(text).segments === 1) ?? texts[texts.length - 1];
}

export const SMS_TEXTS = {
  signInCode: ((code, minutes) => `Your sign-in code is ${code}. It expires in ${minutes} minutes. Never share it.`) satisfies CodeText,
  phoneCode: ((code, minutes) => `Your phone verification code is ${code}. It expires in ${minutes} minutes. Never share it.`) satisfies CodeText,

  /** `arrivesBy`: the Dhaka day promised (decision 040), null for office pickup; dropped before the text takes two SMS. */
  orderPlaced: (shop: string, order: string, totalPoisha: number, method: string, arrivesBy: string | null = null) => {
    const placed = `${shop}: order ${order} is placed. Total ${smsTaka(totalPoisha)}, ${method}.`;
    const call = "We will call you to confirm it.";
    if (!arrivesBy) return `${placed} ${call}`;
    return oneSmsOf(`${placed} ${arrivesByText(arrivesBy)}. ${call}`, `${placed} ${arrivesByText(arrivesBy)}.`, `${placed} ${call}`);
  },
  orderConfirmed: (shop: string, order: string) => `${shop}: order ${order} is confirmed. We will pack it soon.`,
  orderPacking: (shop: string, order: string) => `${shop}: order ${order} is being packed.`,
  /** Staff type the courier and tracking (60 characters each): the courier's name goes when both would not fit. */
  orderShipped: (shop: string, order: string, courier: string, tracking: string) =>
    oneSmsOf(`${shop}: order ${order} is on its way with ${courier}, tracking ${tracking}.`, `${shop}: order ${order} is on its way, tracking ${tracking}.`),
  orderDelivered: (shop: string, order: string) => `${shop}: order ${order} is delivered. Thank you for shopping with us.`,
  /** `refund`: the order was paid online, so its money goes back. */
  orderCancelled: (shop: string, order: string, refund = false) => `${shop}: order ${order} is cancelled.${refund ? " Your payment will be refunded." : ""}`,
  returnReceived: (shop: string, order: string, refund: boolean) =>
    `${shop}: the return of order ${order} has reached us.${refund ? " Your payment will be refunded." : ""}`,

  /** Returns (issue 45): the shop's own words are on the order page, never in the SMS (one SMS each). */
  returnRequested: (shop: string, order: string) => `${shop}: we have your return request for order ${order}. We will reply soon.`,
  returnApproved: (shop: string, order: string, resolution: "refund" | "replacement") =>
    `${shop}: your return for order ${order} is approved for a ${resolution}. See your order page for the next step.`,
  returnRefused: (shop: string, order: string) => `${shop}: your return request for order ${order} was not accepted. See your order page for why.`,
  returnPartsReceived: (shop: string, order: string) => `${shop}: we have received the parts you returned from order ${order}.`,

  /** A refund that went through (issue 45); `channel`: "bKash", "SSLCommerz", "a bKash payout", … */
  refundMade: (shop: string, order: string, amountPoisha: number, channel: string) =>
    `${shop}: we refunded ${smsTaka(amountPoisha)} for order ${order} by ${channel}. The credit note is on your order page.`,
  /** Staff edited the order for the customer (issue 45): the new total (cash on delivery: what the courier collects). */
  orderEdited: (shop: string, order: string, totalPoisha: number) =>
    `${shop}: order ${order} was changed as you asked. New total ${smsTaka(totalPoisha)}. See your order page for details.`,
  /** Paid online and the edit costs more: the rest, paid online from the order page. */
  orderEditedPayRest: (shop: string, order: string, duePoisha: number, link: string) =>
    oneSmsOf(
      `${shop}: order ${order} was changed as you asked. Please pay the rest, ${smsTaka(duePoisha)}, here: ${link}`,
      `${shop}: order ${order} changed. Pay the rest, ${smsTaka(duePoisha)}: ${link}`,
    ),
  /** The replacement order of a return, at no charge. */
  replacementSent: (shop: string, order: string, original: string) =>
    `${shop}: replacement order ${order} for order ${original} is on its way to packing, at no charge.`,

  paymentReceived: (shop: string, order: string) => `${shop}: payment received for order ${order}. Thank you!`,
  /** A second payment for a paid order: refunded now, or the shop will. */
  secondPayment: (shop: string, order: string, amountPoisha: number, refunded: boolean) =>
    `${shop}: we received a second payment of ${smsTaka(amountPoisha)} for order ${order} and ${refunded ? "refunded it" : "will refund it"} to the account it came from. Your order is paid.`,
  /** A payment that came after the order closed. */
  latePayment: (shop: string, order: string, amountPoisha: number, refunded: boolean) =>
    `${shop}: your payment of ${smsTaka(amountPoisha)} for order ${order} arrived after the order closed${refunded ? " and was refunded" : ". We will refund it"} to the account it came from.`,

  /** The product's name is the shop's own; a long one may take the text to two parts. */
  questionAnswered: (shop: string, product: string, link: string) => `${shop}: your question about ${product} was answered. ${link}`,
};

export type SmsTexts = typeof SMS_TEXTS;
const BANGLA: SmsTexts = SMS_TEXTS_BN satisfies SmsTexts;

/** The SMS texts in a shopper's language (users.locale, issue 50): Bangla for "bn", else English. */
export function smsTextsFor(locale: string | null | undefined): SmsTexts {
  return locale === "bn" ? BANGLA : SMS_TEXTS;
}
