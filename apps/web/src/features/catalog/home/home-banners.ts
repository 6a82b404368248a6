import { mediaUrl } from "../lib/media";
import type { HeroSlide } from "./hero-carousel";

/**
 * The home banners. The seed draws them under fixed media keys (banner-home-1..3),
 * with their text inside the picture; no API lists banners, so the list lives here.
 * The alt text repeats what the picture says.
 */
export const HOME_BANNERS: HeroSlide[] = [
  {
    image: mediaUrl("banner-home-1"),
    href: "/category/microcontroller-boards",
    alt: "Arduino & ESP32 Boards: genuine and compatible boards, in stock in Dhaka. Shop boards",
  },
  {
    image: mediaUrl("banner-home-2"),
    href: "/offers",
    alt: "Cash on Delivery in all 64 districts: order today, pay when your parts arrive. Start shopping",
  },
  {
    image: mediaUrl("banner-home-3"),
    href: "/category/innovation-kit",
    alt: "Robot Car & Innovation Kits: everything for your next science fair project, from Tk 450. Explore kits",
  },
];
