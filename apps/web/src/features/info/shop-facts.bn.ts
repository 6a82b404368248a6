import { formatNumberIn, formatTakaIn } from "@shop/contracts";
import { DELIVERY, RETURN_DAYS, WARRANTY_DAYS } from "./shop-facts";

/**
 * shop-facts.ts in Bangla, for the Bangla information pages: the same fees (from the same
 * table, in Bangla digits) and the same day counts and hours written in Bangla
 * (shop-facts.test.ts holds the numbers of both equal).
 */
export const DELIVERY_BN = {
  insideDhaka: { fee: DELIVERY.insideDhaka.fee, days: "১–২ কার্যদিবস" },
  outsideDhaka: { fee: DELIVERY.outsideDhaka.fee, days: "২–৫ কার্যদিবস" },
  express: {
    fee: DELIVERY.express.fee,
    days: "দুপুর ১২টার আগে অর্ডার করলে একই দিনে, নইলে পরের দিন",
    area: "শুধু ঢাকা শহরের ভেতরে",
  },
  officePickup: { fee: DELIVERY.officePickup.fee, days: "দোকান খোলা থাকার সময় ২ ঘণ্টার মধ্যে তৈরি" },
} as const;

/** STORE_HOURS_TEXT in Bangla, as the footer writes it (footer.hoursWeekdays, footer.hoursTime). */
export const STORE_HOURS_BN = "শনিবার - বৃহস্পতিবার, সকাল ৯টা - রাত ৮টা";

export const feeBn = (taka: number) => (taka === 0 ? "ফ্রি" : formatTakaIn(taka, "bn"));
export const bnNumber = (n: number) => formatNumberIn(n, "bn");
export const RETURN_DAYS_BN = bnNumber(RETURN_DAYS);
export const WARRANTY_DAYS_BN = bnNumber(WARRANTY_DAYS);
