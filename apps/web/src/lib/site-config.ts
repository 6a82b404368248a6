import { OFFICE_PICKUP } from "@shop/contracts";

/**
 * Shop name, contacts and social links: one config with defaults, each
 * overridable from the environment (NEXT_PUBLIC_* so the browser sees the same).
 * Each variable is read as a literal `process.env.NEXT_PUBLIC_*` because Next.js only
 * inlines those into the browser bundle; a dynamic `process.env[name]` would give the
 * server's value on the server and the default in the browser (a hydration mismatch).
 */
const env = (value: string | undefined, fallback: string) => value || fallback;

export const siteConfig = {
  name: env(process.env.NEXT_PUBLIC_SHOP_NAME, "RoboDoc"),
  legalName: env(process.env.NEXT_PUBLIC_SHOP_LEGAL_NAME, "RoboDoc Electronics Ltd."),
  tagline: "Robotics & electronics parts, delivered across Bangladesh",
  description:
    "RoboDoc sells Arduino, ESP32 and Raspberry Pi boards, sensors, motors, drivers, batteries, displays and tools in Bangladesh. Cash on delivery across all 64 districts.",
  keywords: [
    "robotics shop Bangladesh",
    "electronics parts Dhaka",
    "Arduino price in Bangladesh",
    "ESP32 Bangladesh",
    "sensor module",
    "motor driver",
    "Raspberry Pi Bangladesh",
    "cash on delivery",
  ],
  url: env(process.env.NEXT_PUBLIC_SITE_URL, "http://localhost:3000").replace(/\/$/, ""),
  previewImage: "/og-image.png",
  phone: env(process.env.NEXT_PUBLIC_SHOP_PHONE, "+8801711000000"),
  phoneDisplay: env(process.env.NEXT_PUBLIC_SHOP_PHONE_DISPLAY, "+880 1711-000000"),
  email: env(process.env.NEXT_PUBLIC_SHOP_EMAIL, "support@robodoc.com.bd"),
  salesEmail: env(process.env.NEXT_PUBLIC_SHOP_SALES_EMAIL, "sales@robodoc.com.bd"),
  addresses: [
    env(process.env.NEXT_PUBLIC_SHOP_ADDRESS, "House 12, Road 5, Dhanmondi, Dhaka 1205"),
    `Pickup point: ${OFFICE_PICKUP.address}`,
  ],
  geo: { latitude: OFFICE_PICKUP.latitude, longitude: OFFICE_PICKUP.longitude, locality: "Dhaka", postalCode: "1205", region: "Dhaka Division", country: "BD" },
  pickupMapUrl: OFFICE_PICKUP.directionsUrl,
  social: {
    facebookPage: env(process.env.NEXT_PUBLIC_FACEBOOK_PAGE, "https://www.facebook.com/robodoc.bd"),
    facebookGroup: env(process.env.NEXT_PUBLIC_FACEBOOK_GROUP, "https://www.facebook.com/groups/robodoc.community"),
    youtube: env(process.env.NEXT_PUBLIC_YOUTUBE, "https://www.youtube.com/@robodocbd"),
    instagram: env(process.env.NEXT_PUBLIC_INSTAGRAM, "https://www.instagram.com/robodoc.bd"),
  },
  messengerUrl: env(process.env.NEXT_PUBLIC_MESSENGER_URL, "https://m.me/robodoc.bd"),
  partnerSite: { name: "RoboDoc Academy", url: env(process.env.NEXT_PUBLIC_PARTNER_URL, "https://academy.robodoc.com.bd") },
} as const;

export type SiteConfig = typeof siteConfig;
