import { GUEST_COOKIE } from "@shop/contracts";
import { siteConfig } from "@/lib/site-config";

export function PrivacyPolicy() {
  return (
    <>
      <p>
        {siteConfig.legalName} (“{siteConfig.name}”, “we”) runs this shop. This policy explains what personal information we collect when you browse or buy from
        us, why we need it, and the choices you have.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your name, mobile number and, if you add it, email address, gender and date of birth.
        </li>
        <li>
          <strong>Delivery details</strong>: the addresses, district and area you save, and any delivery notes.
        </li>
        <li>
          <strong>Orders</strong>: what you bought, prices, delivery method, payment method and order status. We do not see or store your bKash PIN or card
          numbers; online payments are handled by the payment provider.
        </li>
        <li>
          <strong>Reviews and questions</strong> you post on product pages, and messages you send through the contact form.
        </li>
        <li>
          <strong>Technical data</strong>: IP address, browser type and pages visited, kept in server logs to keep the shop secure and working.
        </li>
      </ul>

      <h2>Cookies and local storage</h2>
      <ul>
        <li>A sign-in cookie keeps you signed in. It is removed when you sign out.</li>
        <li>
          A guest cookie (<code>{GUEST_COOKIE}</code>) holds a random number so your cart is kept if you shop without an account. It expires after 365 days.
        </li>
        <li>Your recent searches are stored only in your own browser, and you can remove them from the search box.</li>
      </ul>
      <p>We do not use advertising cookies and we do not sell your data.</p>

      <h2>Why we use it</h2>
      <ul>
        <li>to process, deliver and support your orders, including calls or SMS from us or the courier,</li>
        <li>to send one-time passwords, order confirmations and delivery updates,</li>
        <li>to answer your questions, returns and warranty claims,</li>
        <li>to send our newsletter, only if you subscribe (every email has an unsubscribe link),</li>
        <li>to prevent fraud and abuse, and to meet our legal and accounting obligations.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        We share only what is needed: your name, phone number and address with the courier delivering your parcel; payment details with the payment provider you
        choose; and information with authorities when the law requires it. Our service providers (hosting, SMS and email) process data for us under
        confidentiality obligations.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep order and invoice records for as long as tax and accounting rules require. Account details are kept while your account is active; you can ask us
        to delete your account at any time and we will remove what we are not required to keep.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>
          You can view and edit your profile and addresses in <a href="/my-account">My Account</a>.
        </li>
        <li>You can unsubscribe from the newsletter from any newsletter email.</li>
        <li>
          You can ask for a copy of your data, a correction, or deletion by emailing <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
        </li>
      </ul>

      <h2>Security</h2>
      <p>
        All pages are served over HTTPS. Passwords are not used: you sign in with a one-time code sent to your phone. Access to customer data inside our team is
        limited to the people who need it to serve you.
      </p>

      <h2>Children</h2>
      <p>Many of our customers are students. If you are under 18, please shop with the help of a parent or guardian, who should place the order.</p>

      <h2>Changes and contact</h2>
      <p>
        If we change this policy we will update the date above. Questions: <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a> or{" "}
        <a href={`tel:${siteConfig.phone}`}>{siteConfig.phoneDisplay}</a>, {siteConfig.addresses[0]}.
      </p>
    </>
  );
}
