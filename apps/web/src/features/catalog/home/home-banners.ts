import { mediaUrl } from "../lib/media";

/**
 * The home banners. The seed draws them under fixed media keys (banner-home-1..3),
 * with their text inside the picture; no API lists banners, so the list lives here.
 * The alt text repeats what the picture says: the `banners` catalogue's `alt` key, in the page's language.
 */
export const HOME_BANNERS = [
  { image: mediaUrl("banner-home-1"), href: "/category/microcontroller-boards", alt: "boards" },
  { image: mediaUrl("banner-home-2"), href: "/offers", alt: "cod" },
  { image: mediaUrl("banner-home-3"), href: "/category/innovation-kit", alt: "kits" },
] as const;
