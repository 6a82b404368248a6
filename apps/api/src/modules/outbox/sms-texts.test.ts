import { describe, expect, it } from "vitest";
import { OTP_TTL_SECONDS, PAYMENT_METHOD_LABELS, SHOP_DEFAULTS } from "@shop/contracts";
import { SMS_TEXTS, smsTaka } from "./sms-texts";
import { smsSegments } from "./sms/segments";

/**
 * Each template at its longest: the longest shop name we budget for, a 10-digit order
 * number, the largest total a cart reaches, the longest payment method, the 60
 * characters staff may type for a courier and a tracking number.
 */
const SHOPS = [SHOP_DEFAULTS.name, "RoboDoc Robotics"];
const ORDER = "9999999999";
const LARGEST = 99_99_99_999_00; // ৳99,99,99,999 in poisha
const METHODS = Object.values(PAYMENT_METHOD_LABELS);
const SIXTY = "X".repeat(60);
const MINUTES = OTP_TTL_SECONDS / 60;

const oneSms: [string, (shop: string) => string[]][] = [
  ["sign-in code", () => [SMS_TEXTS.signInCode("999999", MINUTES)]],
  ["phone code", () => [SMS_TEXTS.phoneCode("999999", MINUTES)]],
  ["order placed", (shop) => METHODS.map((method) => SMS_TEXTS.orderPlaced(shop, ORDER, LARGEST, method))],
  ["order placed, with its arrival date", (shop) => METHODS.map((method) => SMS_TEXTS.orderPlaced(shop, ORDER, LARGEST, method, "2026-12-30"))],
  ["order confirmed", (shop) => [SMS_TEXTS.orderConfirmed(shop, ORDER)]],
  ["order packed", (shop) => [SMS_TEXTS.orderPacking(shop, ORDER)]],
  ["order shipped", (shop) => [SMS_TEXTS.orderShipped(shop, ORDER, "Steadfast", "SFR123ABC"), SMS_TEXTS.orderShipped(shop, ORDER, SIXTY, SIXTY)]],
  ["order delivered", (shop) => [SMS_TEXTS.orderDelivered(shop, ORDER)]],
  ["order cancelled", (shop) => [SMS_TEXTS.orderCancelled(shop, ORDER), SMS_TEXTS.orderCancelled(shop, ORDER, true)]],
  ["return received", (shop) => [SMS_TEXTS.returnReceived(shop, ORDER, false), SMS_TEXTS.returnReceived(shop, ORDER, true)]],
  ["return requested", (shop) => [SMS_TEXTS.returnRequested(shop, ORDER)]],
  ["return approved", (shop) => [SMS_TEXTS.returnApproved(shop, ORDER, "refund"), SMS_TEXTS.returnApproved(shop, ORDER, "replacement")]],
  ["return refused", (shop) => [SMS_TEXTS.returnRefused(shop, ORDER)]],
  ["returned parts received", (shop) => [SMS_TEXTS.returnPartsReceived(shop, ORDER)]],
  [
    "refund made",
    (shop) => ["bKash", "SSLCommerz", "a bKash payout", "a Nagad payout", "bank transfer"].map((c) => SMS_TEXTS.refundMade(shop, ORDER, LARGEST, c)),
  ],
  ["order edited", (shop) => [SMS_TEXTS.orderEdited(shop, ORDER, LARGEST)]],
  ["order edited, rest to pay", (shop) => [SMS_TEXTS.orderEditedPayRest(shop, ORDER, LARGEST, "https://robodoc.com.bd/my-orders/abcdefghijklmnopqrstuvwx")]],
  ["replacement sent", (shop) => [SMS_TEXTS.replacementSent(shop, ORDER, ORDER)]],
  ["payment received", (shop) => [SMS_TEXTS.paymentReceived(shop, ORDER)]],
  ["second payment", (shop) => [true, false].map((refunded) => SMS_TEXTS.secondPayment(shop, ORDER, LARGEST, refunded))],
  ["late payment", (shop) => [true, false].map((refunded) => SMS_TEXTS.latePayment(shop, ORDER, LARGEST, refunded))],
];

describe("every order and sign-in SMS is one SMS in English", () => {
  for (const [name, texts] of oneSms) {
    it(name, () => {
      for (const shop of SHOPS) {
        for (const text of texts(shop)) {
          expect(smsSegments(text), text).toMatchObject({ encoding: "gsm7", segments: 1 });
        }
      }
    });
  }

  it("keeps the courier's name when it fits and drops it when staff typed a long one", () => {
    expect(SMS_TEXTS.orderShipped("RoboDoc", ORDER, "Steadfast", "SFR123ABC")).toBe(
      `RoboDoc: order ${ORDER} is on its way with Steadfast, tracking SFR123ABC.`,
    );
    expect(SMS_TEXTS.orderShipped("RoboDoc", ORDER, SIXTY, SIXTY)).toBe(`RoboDoc: order ${ORDER} is on its way, tracking ${SIXTY}.`);
  });

  it("says the arrival date in the order-placed SMS, with the call to confirm while it fits", () => {
    expect(SMS_TEXTS.orderPlaced("RoboDoc", ORDER, 1_250_00, "Cash On Delivery", "2026-12-10")).toBe(
      `RoboDoc: order ${ORDER} is placed. Total Tk 1,250, Cash On Delivery. Arrives by Thu 10 Dec. We will call you to confirm it.`,
    );
    expect(SMS_TEXTS.orderPlaced("RoboDoc", ORDER, 1_250_00, "bKash", null)).toBe(
      `RoboDoc: order ${ORDER} is placed. Total Tk 1,250, bKash. We will call you to confirm it.`,
    );
    const long = SMS_TEXTS.orderPlaced("A".repeat(40), ORDER, LARGEST, "Cash On Delivery", "2026-12-30");
    expect(long).toContain("Arrives by Wed 30 Dec.");
    expect(long).not.toContain("We will call you");
  });

  it("writes taka as Tk with lakh grouping, since ৳ would make the SMS Unicode", () => {
    expect(smsTaka(1_23_456_00)).toBe("Tk 1,23,456");
    expect(smsSegments(`Total ${smsTaka(1_23_456_00)}`).encoding).toBe("gsm7");
  });
});

describe("the question-answered SMS", () => {
  it("is at most two SMS with a long product name and its link", () => {
    const text = SMS_TEXTS.questionAnswered("RoboDoc Robotics", "A".repeat(120), `https://robodoc.com.bd/product/${"a".repeat(80)}#questions`);
    expect(smsSegments(text).segments).toBeLessThanOrEqual(2);
  });
});

describe("smsSegments", () => {
  it("counts GSM-7 at 160 a single SMS and 153 a part, extension characters twice", () => {
    expect(smsSegments("a".repeat(160))).toEqual({ encoding: "gsm7", length: 160, segments: 1 });
    expect(smsSegments("a".repeat(161))).toEqual({ encoding: "gsm7", length: 161, segments: 2 });
    expect(smsSegments("a".repeat(306)).segments).toBe(2);
    expect(smsSegments("a".repeat(307)).segments).toBe(3);
    expect(smsSegments("{".repeat(80))).toEqual({ encoding: "gsm7", length: 160, segments: 1 });
    expect(smsSegments("{".repeat(81)).segments).toBe(2);
  });

  it("sends a text with any other character as Unicode, 70 a single SMS and 67 a part", () => {
    expect(smsSegments("আ".repeat(70))).toEqual({ encoding: "ucs2", length: 70, segments: 1 });
    expect(smsSegments("আ".repeat(71)).segments).toBe(2);
    expect(smsSegments(`${"a".repeat(100)}৳`)).toEqual({ encoding: "ucs2", length: 101, segments: 2 });
    expect(smsSegments("a".repeat(134) + "’").segments).toBe(3);
  });
});
