import type { PaymentMethod } from "@shop/contracts";
import { PAYMENT_METHOD_LABELS } from "@shop/contracts";

/**
 * The online gateways as small inline wordmarks (no request, nothing for the CSP to
 * allow): bKash in its pink, SSLCommerz in blue. Each is an image named for screen
 * readers; cash on delivery is words, not a logo.
 */
export function PaymentLogo({ method, className = "h-7 w-auto" }: { method: Exclude<PaymentMethod, "cash_on_delivery">; className?: string }) {
  return method === "bkash" ? <BkashLogo className={className} /> : <SslCommerzLogo className={className} />;
}

function BkashLogo({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 92 32" role="img" aria-label={PAYMENT_METHOD_LABELS.bkash} className={className} data-payment-logo="bkash">
      <title>{PAYMENT_METHOD_LABELS.bkash}</title>
      <rect x="0.5" y="0.5" width="91" height="31" rx="6" fill="#fff" stroke="#E2136E" />
      {/* The folded bird, reduced to two facets. */}
      <path d="M8 8l12 3.5L11 24z" fill="#E2136E" />
      <path d="M20 11.5L24 22l-13 2z" fill="#B10F57" />
      <text x="29" y="22" fill="#E2136E" fontFamily="Arial, Helvetica, sans-serif" fontSize="15" fontWeight="700">
        bKash
      </text>
    </svg>
  );
}

function SslCommerzLogo({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 132 32" role="img" aria-label={PAYMENT_METHOD_LABELS.ssl_commerz} className={className} data-payment-logo="ssl_commerz">
      <title>{PAYMENT_METHOD_LABELS.ssl_commerz}</title>
      <rect x="0.5" y="0.5" width="131" height="31" rx="6" fill="#fff" stroke="#1E63B8" />
      <text x="9" y="21" fontFamily="Arial, Helvetica, sans-serif" fontSize="13.5" fontWeight="700" letterSpacing="0.3">
        <tspan fill="#1E63B8">SSL</tspan>
        <tspan fill="#0B3F7F">COMMERZ</tspan>
      </text>
    </svg>
  );
}
