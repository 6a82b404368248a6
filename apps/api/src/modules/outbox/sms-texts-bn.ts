/**
 * The SMS of sms-texts.ts in Bangla (issue 50, decision 050), for a shopper whose account
 * says `locale = 'bn'` (a sign-in code: the language of the page that asked for it).
 *
 * Cost: Bangla is outside GSM-7, so a Bangla SMS goes as UCS-2: 70 characters (UTF-16
 * units; every vowel sign and হসন্ত counts) in one SMS, 67 a part once split, against
 * 160/153 in English. The same news takes two to three parts instead of one. The sign-in
 * and phone codes are kept to ONE part (at most 70; sms-texts-bn.test.ts counts them):
 * no shop name, no "never share it" sentence longer than four words. Order numbers, codes
 * and links stay in ASCII digits (typed back, autofilled, tapped); money and days are
 * written in Bangla (৳১,২৩,৪৫৬, বৃহস্পতি ১০ ডিসে) since the text is UCS-2 anyway.
 */
import { formatDateIn, formatPoishaIn, toBanglaDigits } from "@shop/contracts";
import { smsSegments } from "./sms/segments";

const taka = (poisha: number) => formatPoishaIn(poisha, "bn");
const count = (n: number) => toBanglaDigits(String(n));

/** The payment methods' labels as orders name them (PAYMENT_METHOD_LABELS), in Bangla. */
const METHOD_BN: Record<string, string> = { "Cash On Delivery": "ক্যাশ অন ডেলিভারি", bKash: "বিকাশ", SSLCommerz: "SSLCommerz" };
const method = (label: string) => METHOD_BN[label] ?? label;

/** The same keys and arguments as SMS_TEXTS (sms-texts.ts checks it with `satisfies`). */
export const SMS_TEXTS_BN = {
  signInCode: (code: string, minutes: number) => `সাইন-ইন কোড ${code}। ${count(minutes)} মিনিট বৈধ। কাউকে বলবেন না।`,
  phoneCode: (code: string, minutes: number) => `ফোন যাচাই কোড ${code}। ${count(minutes)} মিনিট বৈধ। কাউকে বলবেন না।`,

  orderPlaced: (shop: string, order: string, totalPoisha: number, payment: string, arrivesBy: string | null = null) => {
    const placed = `${shop}: অর্ডার ${order} নেওয়া হয়েছে। মোট ${taka(totalPoisha)}, ${method(payment)}।`;
    const call = " নিশ্চিত করতে আমরা ফোন করব।";
    if (!arrivesBy) return `${placed}${call}`;
    // With the day, the call's sentence would take a third part (137 places): it goes, as in English when long.
    const arrives = ` ${formatDateIn(arrivesBy, "bn", "weekday")}-এর মধ্যে পৌঁছাবে।`;
    return smsSegments(`${placed}${arrives}${call}`).segments <= 2 ? `${placed}${arrives}${call}` : `${placed}${arrives}`;
  },
  orderConfirmed: (shop: string, order: string) => `${shop}: অর্ডার ${order} নিশ্চিত হয়েছে। শিগগিরই প্যাক করা হবে।`,
  orderPacking: (shop: string, order: string) => `${shop}: অর্ডার ${order} প্যাক করা হচ্ছে।`,
  orderShipped: (shop: string, order: string, courier: string, tracking: string) => `${shop}: অর্ডার ${order} ${courier}-এ পাঠানো হয়েছে, ট্র্যাকিং ${tracking}।`,
  orderDelivered: (shop: string, order: string) => `${shop}: অর্ডার ${order} পৌঁছে গেছে। আমাদের থেকে কেনার জন্য ধন্যবাদ।`,
  orderCancelled: (shop: string, order: string, refund = false) => `${shop}: অর্ডার ${order} বাতিল হয়েছে।${refund ? " আপনার টাকা ফেরত দেওয়া হবে।" : ""}`,
  returnReceived: (shop: string, order: string, refund: boolean) =>
    `${shop}: অর্ডার ${order}-এর ফেরত পণ্য আমরা পেয়েছি।${refund ? " আপনার টাকা ফেরত দেওয়া হবে।" : ""}`,

  returnRequested: (shop: string, order: string) => `${shop}: অর্ডার ${order}-এর ফেরতের অনুরোধ পেয়েছি। শিগগিরই জানাব।`,
  returnApproved: (shop: string, order: string, resolution: "refund" | "replacement") =>
    `${shop}: অর্ডার ${order}-এর ফেরত ${resolution === "refund" ? "টাকা ফেরতের" : "বদলির"} জন্য গ্রহণ করা হয়েছে। পরের ধাপ অর্ডারের পাতায়।`,
  returnRefused: (shop: string, order: string) => `${shop}: অর্ডার ${order}-এর ফেরতের অনুরোধ গ্রহণ করা হয়নি। কারণ অর্ডারের পাতায়।`,
  returnPartsReceived: (shop: string, order: string) => `${shop}: অর্ডার ${order} থেকে ফেরত পাঠানো পণ্য আমরা পেয়েছি।`,

  refundMade: (shop: string, order: string, amountPoisha: number, channel: string) =>
    `${shop}: অর্ডার ${order}-এর ${taka(amountPoisha)} ${channel}-এ ফেরত দেওয়া হয়েছে। ক্রেডিট নোট অর্ডারের পাতায়।`,
  orderEdited: (shop: string, order: string, totalPoisha: number) => `${shop}: আপনার কথামতো অর্ডার ${order} বদলানো হয়েছে। নতুন মোট ${taka(totalPoisha)}।`,
  orderEditedPayRest: (shop: string, order: string, duePoisha: number, link: string) =>
    `${shop}: অর্ডার ${order} বদলানো হয়েছে। বাকি ${taka(duePoisha)} দিন: ${link}`,
  replacementSent: (shop: string, order: string, original: string) => `${shop}: অর্ডার ${original}-এর বদলি অর্ডার ${order} বিনা মূল্যে প্যাক হতে যাচ্ছে।`,

  paymentReceived: (shop: string, order: string) => `${shop}: অর্ডার ${order}-এর পেমেন্ট পেয়েছি। ধন্যবাদ!`,
  secondPayment: (shop: string, order: string, amountPoisha: number, refunded: boolean) =>
    `${shop}: অর্ডার ${order}-এর জন্য ${taka(amountPoisha)} দ্বিতীয়বার পেয়েছি, ${refunded ? "ফেরত দেওয়া হয়েছে" : "ফেরত দেওয়া হবে"}। অর্ডারের টাকা পরিশোধিত।`,
  latePayment: (shop: string, order: string, amountPoisha: number, refunded: boolean) =>
    `${shop}: অর্ডার ${order} বন্ধ হওয়ার পর ${taka(amountPoisha)} পেমেন্ট এসেছে, ${refunded ? "ফেরত দেওয়া হয়েছে" : "ফেরত দেওয়া হবে"}।`,

  questionAnswered: (shop: string, product: string, link: string) => `${shop}: ${product} নিয়ে আপনার প্রশ্নের উত্তর দেওয়া হয়েছে। ${link}`,
};
