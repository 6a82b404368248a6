"use client";

import { formatDateIn, toBanglaDigits } from "@shop/contracts";
import { formatOrderDate } from "@/features/orders/lib/order-dates";
import { useLocale } from "@/i18n/client";

/** Numbers and dates as the page's language writes them: English as before, Bangla digits and months on /bn pages. */
export function useLocalFormat(): { digits: (value: number | string) => string; date: (iso: string) => string } {
  const bn = useLocale() === "bn";
  return {
    digits: (value) => (bn ? toBanglaDigits(String(value)) : String(value)),
    date: (iso) => (bn ? formatDateIn(iso, "bn", "short") : formatOrderDate(iso)),
  };
}
