import { siteConfig } from "@/lib/site-config";
import { STORE_HOURS } from "./shop-facts";

export function AboutUs() {
  return (
    <>
      <p>
        {siteConfig.name} is an electronics and robotics parts shop in Dhaka. We started as a small stall for classmates who could not find a working sensor or
        motor driver before their project deadline. Today we supply thousands of students, hobbyists, teachers and engineers across all 64 districts of
        Bangladesh.
      </p>

      <h2>What we sell</h2>
      <p>
        Development boards (Arduino, ESP32, Raspberry Pi, STM32), sensors and modules, motors and drivers, batteries and power modules, displays, wireless and
        IoT modules, passive components, tools and complete project kits. We stock both original parts from brands such as Arduino, Raspberry Pi, Espressif,
        Samsung and Hakko and lower-cost compatible parts, always clearly labelled so you know exactly what you are buying.
      </p>

      <h2>How we work</h2>
      <ul>
        <li>
          <strong>Tested before shipping.</strong> Every new batch of boards and modules is checked on our bench before it goes on the shelf.
        </li>
        <li>
          <strong>Honest stock.</strong> The stock you see on a product page is our real stock in Dhaka, updated as orders are placed.
        </li>
        <li>
          <strong>Cash on delivery everywhere.</strong> Pay when the parcel arrives, whether you live in Dhanmondi or Panchagarh.
        </li>
        <li>
          <strong>Help from engineers.</strong> Our team builds projects too. Ask a question on any product page, or call us, and someone who has used the part
          will answer.
        </li>
      </ul>

      <h2>For schools and universities</h2>
      <p>
        We put together class kits for school science fairs, university lab courses and robotics competitions, with quantity pricing and invoices for your
        accounts office. Email <a href={`mailto:${siteConfig.salesEmail}`}>{siteConfig.salesEmail}</a> with your list.
      </p>

      <h2>Learn with us</h2>
      <p>
        Our <a href="/blogs">blog</a> has beginner-friendly guides on boards, batteries and motors, and our partner{" "}
        <a href={siteConfig.partnerSite.url} target="_blank" rel="noopener noreferrer">
          {siteConfig.partnerSite.name}
        </a>{" "}
        runs hands-on workshops.
      </p>

      <h2>Visit or contact us</h2>
      <p>
        {siteConfig.addresses[0]}. Open {STORE_HOURS}; Friday closed. See all our details on the <a href="/contact">contact page</a>.
      </p>
    </>
  );
}
