import { formatPoishaIn, toBanglaDigits, type Locale } from "@shop/contracts";

/**
 * The invoice's words in English (today's, unchanged) and Bangla (issue 50): the Bangla
 * invoice is asked for with `Accept-Language: bn`. Values the order stores in English
 * (its status, payment and delivery method, money rows) are read through BANGLA_VALUES;
 * product names, addresses and the shop's own details are printed as written.
 */
export type InvoiceWords = {
  title: string;
  docTitle: (order: string) => string;
  docSubject: (order: string) => string;
  continued: (shop: string, order: string) => string;
  phone: string;
  email: string;
  orderDetails: string;
  orderNumber: string;
  date: string;
  orderStatus: string;
  paymentMethod: string;
  paymentStatus: string;
  deliveryMethod: string;
  shipTo: string;
  officePickup: string;
  product: string;
  qty: string;
  unitPrice: string;
  total: string;
  note: string;
  thanks: (shop: string) => string;
};

export const INVOICE_WORDS: Record<Locale, InvoiceWords> = {
  en: {
    title: "INVOICE",
    docTitle: (order) => `Invoice ${order}`,
    docSubject: (order) => `Invoice for order ${order}`,
    continued: (shop, order) => `${shop} · Invoice ${order} (continued)`,
    phone: "Phone",
    email: "Email",
    orderDetails: "Order details",
    orderNumber: "Order number",
    date: "Date",
    orderStatus: "Order status",
    paymentMethod: "Payment method",
    paymentStatus: "Payment status",
    deliveryMethod: "Delivery method",
    shipTo: "Ship to",
    officePickup: "Office pickup",
    product: "Product",
    qty: "Qty",
    unitPrice: "Unit price",
    total: "Total",
    note: "Note",
    thanks: (shop) => `Thank you for shopping with ${shop}.`,
  },
  bn: {
    title: "চালান",
    docTitle: (order) => `চালান ${order}`,
    docSubject: (order) => `অর্ডার ${order}-এর চালান`,
    continued: (shop, order) => `${shop} · চালান ${order} (আগের পাতার পর)`,
    phone: "ফোন",
    email: "ইমেইল",
    orderDetails: "অর্ডারের বিবরণ",
    orderNumber: "অর্ডার নম্বর",
    date: "তারিখ",
    orderStatus: "অর্ডারের অবস্থা",
    paymentMethod: "পেমেন্টের মাধ্যম",
    paymentStatus: "পেমেন্টের অবস্থা",
    deliveryMethod: "ডেলিভারির ধরন",
    shipTo: "যেখানে যাবে",
    officePickup: "অফিস থেকে সংগ্রহ",
    product: "পণ্য",
    qty: "পরিমাণ",
    unitPrice: "একক দাম",
    total: "মোট",
    note: "নোট",
    thanks: (shop) => `${shop} থেকে কেনাকাটার জন্য ধন্যবাদ।`,
  },
};

/** The English values an order carries (labels of contracts' *_LABELS, money rows, COD split), in Bangla. */
const BANGLA_VALUES: Record<string, string> = {
  // Order and payment statuses (humanized) and methods.
  Pending: "অপেক্ষমাণ",
  Confirmed: "নিশ্চিত",
  Processing: "প্যাক হচ্ছে",
  Shipped: "পাঠানো হয়েছে",
  Delivered: "পৌঁছে গেছে",
  Cancelled: "বাতিল",
  Failed: "ব্যর্থ",
  Unpaid: "পরিশোধ হয়নি",
  Paid: "পরিশোধিত",
  Refunded: "ফেরত দেওয়া হয়েছে",
  "Cash On Delivery": "ক্যাশ অন ডেলিভারি",
  bKash: "বিকাশ",
  SSLCommerz: "SSLCommerz",
  "Home Delivery": "হোম ডেলিভারি",
  "Express Delivery (Inside Dhaka)": "এক্সপ্রেস ডেলিভারি (ঢাকার ভেতরে)",
  "Office Pickup": "অফিস থেকে সংগ্রহ",
  // Money rows (orderMoneyRows) and the cash order's split (codSplit).
  Subtotal: "উপমোট",
  "Product discount": "পণ্যে ছাড়",
  Coupon: "কুপন",
  Shipping: "ডেলিভারি চার্জ",
  Adjustment: "সমন্বয়",
  Total: "মোট",
  Free: "ফ্রি",
  "Paid in advance by bKash": "বিকাশে আগে পরিশোধিত",
  "Delivery charge to pay in advance by bKash": "বিকাশে আগে দিতে হবে ডেলিভারি চার্জ",
  "To pay on delivery": "ডেলিভারির সময় দিতে হবে",
  "Paid on delivery": "ডেলিভারির সময় পরিশোধিত",
};

/** An order's English value in the invoice's language; "Coupon (EID10)" keeps its code. */
export function invoiceValue(text: string, locale: Locale): string {
  if (locale === "en") return text;
  const coupon = /^Coupon \((.+)\)$/.exec(text);
  if (coupon) return `${BANGLA_VALUES.Coupon} (${coupon[1]})`;
  return BANGLA_VALUES[text] ?? text;
}

/** Money on the invoice: en "৳1,23,456" as before, bn "৳১,২৩,৪৫৬". */
export const invoiceMoney = (poisha: number, locale: Locale): string => formatPoishaIn(poisha, locale);

/** A count or a date's text in the invoice's digits. */
export const invoiceDigits = (text: string, locale: Locale): string => (locale === "bn" ? toBanglaDigits(text) : text);
