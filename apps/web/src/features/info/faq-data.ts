import { siteConfig } from "@/lib/site-config";
import { DELIVERY, fee, PICKUP_ADDRESS, RETURN_DAYS, STORE_HOURS, WARRANTY_DAYS } from "./shop-facts";

export type Faq = { q: string; a: string; link?: { href: string; label: string } };
export type FaqGroup = { title: string; items: Faq[] };

const pickup = PICKUP_ADDRESS;

export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: "Delivery",
    items: [
      {
        q: "How long does delivery take and how much does it cost?",
        a: `Inside Dhaka: ${DELIVERY.insideDhaka.days}, delivery charge ${fee(DELIVERY.insideDhaka.fee)}. Outside Dhaka: ${DELIVERY.outsideDhaka.days} by courier, ${fee(DELIVERY.outsideDhaka.fee)}. Express delivery inside Dhaka city costs ${fee(DELIVERY.express.fee)} and arrives the same day if you order before 12:00 noon, otherwise the next day. Office pickup is free.`,
        link: { href: "/shipping-and-refund-policy", label: "Shipping & Refund Policy" },
      },
      {
        q: "Do you deliver on Fridays?",
        a: "No. Friday is our weekly holiday, so there are no deliveries or pickups. Orders placed on Thursday evening or Friday are dispatched on Saturday.",
      },
      {
        q: "Do you deliver all over Bangladesh?",
        a: "Yes, to all 64 districts through our courier partners. Remote upazilas may take a day longer than the usual 2–5 working days.",
      },
      {
        q: "Can I pick up my order from your office?",
        a: `Yes. Choose Office Pickup at checkout; it is free. We send an SMS when your order is ready, usually within 2 hours during store hours. Pickup point: ${pickup}.`,
      },
      {
        q: "How do I track my order?",
        a: "Use Track My Order at the top of the page and enter the order number from your confirmation SMS or email (8 to 13 characters). Signed-in customers can also see every order under My Orders.",
      },
    ],
  },
  {
    title: "Payment",
    items: [
      {
        q: "Is cash on delivery available?",
        a: "Yes. Pay the rider in cash when your parcel arrives, anywhere in Bangladesh. Please check that the outer box is sealed before you pay.",
      },
      {
        q: "Will the price change after I order?",
        a: "No. You pay the price shown when you placed the order plus the delivery charge shown at checkout.",
      },
    ],
  },
  {
    title: "Returns & warranty",
    items: [
      {
        q: "What is your return policy?",
        a: `You can return an item within ${RETURN_DAYS} days of delivery if it is faulty, damaged in transit or not what you ordered. It must be unused, not soldered or modified, and in its original packaging. We replace it, or refund you by bKash, Nagad or bank transfer within 3–5 working days if no replacement is available.`,
        link: { href: "/shipping-and-refund-policy#returns", label: "How to return an item" },
      },
      {
        q: "Do your products have a warranty?",
        a: `Boards and modules have a ${WARRANTY_DAYS}-day replacement warranty against manufacturing faults. Tools and gadgets with a brand warranty (multimeters, soldering stations, power banks) are covered for the period given in the product description. Damage from wrong wiring, over-voltage, reverse polarity or soldering is not covered.`,
      },
      {
        q: "My board is not detected by the computer. Is it faulty?",
        a: "Usually not. Most compatible Arduino Nano, Uno and ESP boards use a CH340 or CP2102 USB chip that needs a driver on Windows, and many USB cables are charge-only. Install the driver, try a data cable, and call us if it still does not show up; we will test it for you.",
      },
    ],
  },
  {
    title: "Orders & products",
    items: [
      {
        q: "Do you give discounts for bulk orders, students or institutions?",
        a: `Yes. Schools, universities, robotics clubs and companies get quantity pricing for class kits and lab equipment. Email ${siteConfig.salesEmail} with your list of parts and quantities; we send a quotation within one working day and can issue an invoice for your accounts office.`,
      },
      {
        q: "Are your products original?",
        a: "Products with “Original” or a brand name such as Arduino, Raspberry Pi, Samsung or Hakko come from those brands. Lower-cost compatible boards are clearly named as compatible. Every batch is tested by our team before it goes on the shelf.",
      },
      {
        q: "A part I need is out of stock or not listed. What can I do?",
        a: "Contact us with the part number. We restock popular parts every week and can import special parts on order; we tell you the price and the expected arrival date before you pay anything.",
        link: { href: "/contact", label: "Contact us" },
      },
      {
        q: "Can I cancel my order?",
        a: "Yes, from My Orders until the order has been handed to the courier. After that you can refuse the parcel at the door or contact us.",
      },
      {
        q: "When is your store open?",
        a: `${STORE_HOURS}. Friday closed.`,
      },
    ],
  },
];
