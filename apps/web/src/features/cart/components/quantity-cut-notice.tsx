"use client";

import type { CartLine } from "@shop/contracts";
import { Button } from "@/components/ui/button";
import { useCartStore } from "../cart-state";
import { removeLine, saveLineQuantity } from "../cart-store";

/** "Only 1 left — quantity changed from 2 to 1": the stock fell below what the line asked for. */
export function quantityCutText(line: Pick<CartLine, "quantity" | "current_stock" | "asked_quantity">): string | null {
  if (line.asked_quantity == null) return null;
  return `Only ${line.current_stock} left — quantity changed from ${line.asked_quantity} to ${line.quantity}`;
}

/**
 * Says so when a line's quantity was cut to the stock left, and lets the shopper choose:
 * keep what is left (saved as the line's quantity) or remove the line. Until they choose,
 * the order waits (the cart's checkout_blocker), so it is never placed on a quantity they did not see.
 */
export function QuantityCutNotice({ line }: { line: CartLine }) {
  const busy = useCartStore((s) => Boolean(s.busy[line.slug]));
  const text = quantityCutText(line);
  if (!text) return null;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-2.5 text-sm text-amber-900" role="status" data-quantity-cut={line.slug}>
      <p className="font-medium">{text}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="primary" size="sm" disabled={busy} onClick={() => void saveLineQuantity({ product: line.slug, quantity: line.quantity })}>
          Keep {line.quantity}
          <span className="sr-only"> of {line.name}</span>
        </Button>
        <Button variant="outlined" size="sm" disabled={busy} onClick={() => void removeLine({ product: line.slug })}>
          Remove<span className="sr-only"> {line.name} from cart</span>
        </Button>
      </div>
    </div>
  );
}
