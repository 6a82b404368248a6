import { RETURN_PHOTOS_MAX, RETURN_REASON_LABELS, RETURN_REASON_RULES, RETURN_REASONS } from "@shop/contracts";
import { siteConfig } from "@/lib/site-config";
import { DELIVERY, fee, PICKUP_ADDRESS, STORE_HOURS } from "./shop-facts";

/** `returnDays`: the owner's RETURN_WINDOW_DAYS, as the API enforces it (GET /v1/returns/policy). */
export function ShippingRefundPolicy({ returnDays }: { returnDays: number }) {
  const RETURN_DAYS = returnDays;
  return (
    <>
      <p>
        We pack every order in our Dhaka warehouse and hand it to a courier or our own riders. This page explains how much delivery costs, how long it takes and
        what to do if something is wrong with your parcel.
      </p>

      <h2 id="delivery">Delivery charges and times</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">Charge</th>
            <th scope="col">Delivery time</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Home delivery inside Dhaka</td>
            <td>{fee(DELIVERY.insideDhaka.fee)}</td>
            <td>{DELIVERY.insideDhaka.days}</td>
          </tr>
          <tr>
            <td>Home delivery outside Dhaka</td>
            <td>{fee(DELIVERY.outsideDhaka.fee)}</td>
            <td>{DELIVERY.outsideDhaka.days}</td>
          </tr>
          <tr>
            <td>Express delivery ({DELIVERY.express.area})</td>
            <td>{fee(DELIVERY.express.fee)}</td>
            <td>Same day if ordered before 12:00 noon, otherwise next day</td>
          </tr>
          <tr>
            <td>Office pickup</td>
            <td>{fee(DELIVERY.officePickup.fee)}</td>
            <td>Usually ready within 2 hours during store hours</td>
          </tr>
        </tbody>
      </table>
      <ul>
        <li>Delivery times count from the moment we confirm your order, on working days (Saturday to Thursday).</li>
        <li>
          <strong>Friday is our weekly holiday: there are no deliveries or pickups on Fridays.</strong> Orders placed on Thursday evening or Friday are
          dispatched on Saturday.
        </li>
        <li>Public holidays, hartals and floods can delay couriers. We will call or message you if your parcel is held up.</li>
        <li>
          Products tagged <em>Free Delivery</em> ship without a delivery charge; the cart shows the final charge before you order.
        </li>
        <li>Very heavy or bulky items (power supplies, large battery packs, kits in big boxes) may need an extra charge; we call you before dispatch.</li>
      </ul>

      <h2 id="payment">Cash on delivery</h2>
      <p>
        You can pay in cash when the parcel reaches you, anywhere in Bangladesh. Please check the outer box in front of the rider. If the box is open or badly
        damaged, you may refuse the parcel and call us.
      </p>

      <h2 id="pickup">Office pickup</h2>
      <p>
        Choose <strong>Office Pickup</strong> at checkout and collect your order from {PICKUP_ADDRESS}. We send an SMS when it is ready. Pickup hours are{" "}
        {STORE_HOURS}. Bring your order number.
      </p>

      <h2 id="returns">Returns and replacements ({RETURN_DAYS} days)</h2>
      <p>
        You can ask for a return within <strong data-return-days="">{RETURN_DAYS} days</strong> of delivery, for any of these reasons (the words you choose from
        in the form), with up to {RETURN_PHOTOS_MAX} photos:
      </p>
      <dl data-return-reasons="">
        {RETURN_REASONS.map((reason) => (
          <div key={reason}>
            <dt>
              <strong>{RETURN_REASON_LABELS[reason]}</strong>
            </dt>
            <dd>{RETURN_REASON_RULES[reason].condition}</dd>
          </div>
        ))}
      </dl>
      <p>To be accepted, the item must be:</p>
      <ul>
        <li>in its original packaging with all accessories, manuals and free items,</li>
        <li>not soldered, cut, modified, glued or physically damaged, and</li>
        <li>returned with the order number or invoice.</li>
      </ul>
      <p>We cannot accept returns for:</p>
      <ul>
        <li>parts damaged by wrong wiring, reverse polarity, over-voltage or short circuits,</li>
        <li>lithium cells and LiPo packs that were opened, punctured, swollen after use or over-discharged,</li>
        <li>software, licences, consumables (solder wire, flux, heat-shrink) and items cut to length (wire, LED strip),</li>
        <li>a change of mind after the {RETURN_DAYS}-day period.</li>
      </ul>

      <h3>How to return an item</h3>
      <ol>
        <li>
          Open the order in <a href="/my-orders">My Orders</a> and press <strong>Return items</strong>: choose the items and how many, the reason, and add
          photos. You can also call us or email <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a> with your order number.
        </li>
        <li>We reply within one working day (an SMS, and the order page shows our answer) and tell you how to send it back (to our office or by courier).</li>
        <li>Our technicians test the item, usually within 2 working days of receiving it.</li>
        <li>If the return is approved we send a replacement, or refund you if no replacement is in stock.</li>
      </ol>

      <h2 id="refunds">Refunds</h2>
      <ul>
        <li>Approved refunds are paid within 3–5 working days by bKash, Nagad or bank transfer to an account in your name.</li>
        <li>If a fault, damage or wrong item was our mistake, we refund the delivery charge too and pay for the return courier.</li>
        <li>If you cancel an order before it is shipped, there is nothing to refund for cash-on-delivery orders.</li>
      </ul>

      <h2 id="cancel">Cancelling an order</h2>
      <p>
        You can cancel an order from <a href="/my-orders">My Orders</a> until it has been handed to the courier. After that, please refuse the parcel at the
        door or contact us.
      </p>

      <h2 id="questions">Questions</h2>
      <p>
        Call <a href={`tel:${siteConfig.phone}`}>{siteConfig.phoneDisplay}</a> ({STORE_HOURS}) or see our <a href="/faq">FAQ</a>.
      </p>
    </>
  );
}
