import { MESSAGES, poishaToTaka, takaToPoisha, type Cart, type CartData } from "@shop/contracts";
import * as cartApi from "@/lib/api/cart";
import { useCountsStore } from "@/lib/stores/counts-store";
import { toast } from "@/lib/toast";
import { useCartStore } from "./cart-state";
import { errorMessage } from "./lib/error-message";

/** A line's quantity is waiting to be saved (a number) or no longer is (null). */
export function setPendingQuantity(slug: string, quantity: number | null): void {
  useCartStore.setState((s) => {
    const pending = { ...s.pending };
    if (quantity === null) delete pending[slug];
    else pending[slug] = quantity;
    return { pending };
  });
}

/**
 * The Sub Total as the lines show it: the cart's, moved by the quantities still waiting
 * to be saved, in poisha so nothing is lost to floating point. Lines that cannot be
 * bought count nothing, as in the API's total.
 */
export function pendingSubtotal(cart: Cart, pending: Record<string, number>): number {
  let poisha = takaToPoisha(cart.total_product_price_with_discount);
  for (const line of cart.products) {
    const wanted = pending[line.slug];
    if (wanted === undefined || !line.is_available || line.current_stock <= 0) continue;
    const unit = line.has_discount_price && line.discount_price !== null ? line.discount_price : line.price;
    poisha += takaToPoisha(unit) * (wanted - line.quantity);
  }
  return poishaToTaka(Math.max(0, poisha));
}

function setBusy(slug: string, on: boolean): void {
  useCartStore.setState((s) => {
    const busy = { ...s.busy };
    if (on) busy[slug] = true;
    else delete busy[slug];
    return { busy };
  });
}

/** Takes in a cart answer: the cart and both badge counts. */
export function applyCartData(data: CartData): void {
  useCartStore.setState({ cart: data.cart, failed: false });
  useCountsStore.getState().setCounts({ cartProductCount: data.cart_product_count, wishlistProductCount: data.wishlist_product_count });
}

let inFlight: Promise<void> | null = null;

/** GET /v2/carts; calls made while one is under way share it. */
export function refreshCart(): Promise<void> {
  if (inFlight) return inFlight;
  useCartStore.setState({ loading: true });
  inFlight = cartApi
    .getCart()
    .then((answer) => applyCartData(answer.data))
    .catch((error: unknown) => {
      console.error("Cart could not be loaded", error);
      useCartStore.setState({ failed: true });
    })
    .finally(() => {
      inFlight = null;
      useCartStore.setState({ loading: false });
    });
  return inFlight;
}

/** Adds a product (card, product page, wishlist). Toasts the outcome; true when added. */
export async function addProductToCart({ product, quantity = 1 }: { product: string; quantity?: number }): Promise<boolean> {
  try {
    const answer = await cartApi.addToCart({ product, quantity });
    applyCartData(answer.data);
    toast.success(answer.message || MESSAGES.addedToCart);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}

/** Saves a line's quantity (after the debounce). False, with a toast, when it failed. */
export async function saveLineQuantity({ product, quantity }: { product: string; quantity: number }): Promise<boolean> {
  setBusy(product, true);
  try {
    applyCartData((await cartApi.setCartQuantity({ product, quantity })).data);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  } finally {
    setBusy(product, false);
  }
}

/** Removes a line. */
export async function removeLine({ product }: { product: string }): Promise<boolean> {
  setBusy(product, true);
  try {
    const answer = await cartApi.removeFromCart({ product });
    applyCartData(answer.data);
    toast.success(answer.message || MESSAGES.productRemoved);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  } finally {
    setBusy(product, false);
  }
}
