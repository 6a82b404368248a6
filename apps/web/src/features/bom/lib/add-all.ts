import type { BulkResult } from "@shop/contracts";
import { addBulkToCart } from "@/lib/api/bom";
import { errorMessage } from "@/features/cart/lib/error-message";
import { refreshCart } from "@/features/cart/cart-store";
import { toast } from "@/lib/toast";

/** A fresh key per press: the same press retried (or pressed twice) adds nothing twice. */
export function newRequestKey(): string {
  return crypto.randomUUID();
}

/** Adds the lines in one call; toasts the outcome and refreshes the cart badge. Null when refused. */
export async function addAll(items: { product: string; quantity: number }[], requestKey: string): Promise<BulkResult[] | null> {
  try {
    const answer = await addBulkToCart({ requestKey, items });
    toast.success(answer.message);
    await refreshCart();
    return answer.data.results;
  } catch (error) {
    toast.error(errorMessage(error));
    return null;
  }
}
