import { siteConfig } from "@/lib/site-config";
import { RETURN_DAYS } from "./shop-facts";

export function TermsOfUse() {
  return (
    <>
      <p>
        These terms apply when you use {siteConfig.url.replace(/^https?:\/\//, "")} or order from {siteConfig.legalName} (“{siteConfig.name}”). By placing an
        order you agree to them. Please read them together with our <a href="/privacy-policy">Privacy Policy</a> and{" "}
        <a href="/shipping-and-refund-policy">Shipping &amp; Refund Policy</a>.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>You sign in with your mobile number and a one-time code. Keep your phone and codes private.</li>
        <li>Give us correct contact and delivery details; we cannot deliver to an incomplete address.</li>
        <li>We may suspend accounts used for fraud, fake orders or abuse of offers and coupons.</li>
      </ul>

      <h2>Prices and availability</h2>
      <ul>
        <li>All prices are in Bangladeshi taka (৳). The delivery charge is shown at checkout before you confirm.</li>
        <li>
          Component prices follow import costs and the exchange rate, so they can change without notice. The price you pay is the one shown when you place the
          order.
        </li>
        <li>
          Stock is updated live but a part can sell out while you are checking out. If we cannot supply an item we call you and offer a replacement, a wait, or
          removal of the item from the order.
        </li>
        <li>If a price is obviously wrong because of a typing mistake, we may cancel the order and tell you why.</li>
      </ul>

      <h2>Orders</h2>
      <ul>
        <li>Your order is confirmed when you receive the order number by SMS or email.</li>
        <li>We may call to confirm large or unusual cash-on-delivery orders before dispatch.</li>
        <li>
          You can cancel an order until it is handed to the courier, from <a href="/my-orders">My Orders</a>.
        </li>
        <li>Coupons cannot be exchanged for cash, and only one coupon applies per order.</li>
      </ul>

      <h2>Product information</h2>
      <p>
        We describe products as accurately as we can, with specifications and datasheet links from the manufacturer. Compatible (clone) boards are named as
        compatible; “Original” in a product name means the part comes from the brand itself. Photos may differ slightly in colour, connector type or board
        revision.
      </p>

      <h2>Safe use of electronics and batteries</h2>
      <ul>
        <li>
          Lithium-ion and LiPo cells can catch fire if short-circuited, punctured, over-charged or over-discharged. Charge them with a proper charger or BMS and
          never leave them charging unattended.
        </li>
        <li>Mains-powered modules (relays, SMPS, AC sensors) must be wired by someone qualified to work with 220 V.</li>
        <li>Soldering irons and hot-air stations reach over 300 °C. Use a stand and keep them away from children.</li>
      </ul>
      <p>Our parts are for hobby, education and prototyping. You are responsible for using them safely and for the design of anything you build with them.</p>

      <h2>Returns and warranty</h2>
      <p>
        Faulty, damaged or wrong items can be returned within {RETURN_DAYS} days as set out in the{" "}
        <a href="/shipping-and-refund-policy">Shipping &amp; Refund Policy</a>. Where a brand offers its own warranty (for example on multimeters, soldering
        stations or power banks), the product description says so.
      </p>

      <h2>Reviews and questions</h2>
      <p>Reviews and questions must be about the product and written in good faith. We remove spam, abuse, personal information and links to other shops.</p>

      <h2>Our content</h2>
      <p>
        Text, photos and guides on this site belong to {siteConfig.name} or its suppliers. You may share links to them, but do not copy them to another shop or
        marketplace listing.
      </p>

      <h2>Liability</h2>
      <p>
        Our responsibility for any order is limited to the amount you paid for it. We are not liable for indirect losses such as lost project time or data, or
        damage caused by misuse, wrong wiring or modification of a product.
      </p>

      <h2>Law</h2>
      <p>
        These terms are governed by the laws of Bangladesh, and the courts of Dhaka have jurisdiction. If you have a problem, please contact us first at{" "}
        <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>; almost every issue is solved with a phone call.
      </p>
    </>
  );
}
