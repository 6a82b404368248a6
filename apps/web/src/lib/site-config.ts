import { OFFICE_PICKUP, SHOP_DEFAULTS } from "@shop/contracts";
import { publicEnv } from "./public-env";

/**
 * Shop name, contacts and social links: one config with defaults, each overridable
 * from the environment (NEXT_PUBLIC_*, read in ./public-env.ts so the browser sees the same).
 */
const env = (value: string | undefined, fallback: string) => value || fallback;

export const siteConfig = {
  name: env(publicEnv.shopName, SHOP_DEFAULTS.name),
  legalName: env(publicEnv.shopLegalName, "RoboDoc Electronics Ltd."),
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
  url: env(publicEnv.siteUrl, "http://localhost:3000").replace(/\/$/, ""),
  previewImage: "/og-image.png",
  phone: env(publicEnv.shopPhone, "+8801711000000"),
  phoneDisplay: env(publicEnv.shopPhoneDisplay, SHOP_DEFAULTS.phoneDisplay),
  email: env(publicEnv.shopEmail, SHOP_DEFAULTS.email),
  salesEmail: env(publicEnv.shopSalesEmail, "sales@robodoc.com.bd"),
  addresses: [env(publicEnv.shopAddress, SHOP_DEFAULTS.address), `Pickup point: ${OFFICE_PICKUP.address}`],
  geo: { latitude: OFFICE_PICKUP.latitude, longitude: OFFICE_PICKUP.longitude, locality: "Dhaka", postalCode: "1205", region: "Dhaka Division", country: "BD" },
  pickupMapUrl: OFFICE_PICKUP.directionsUrl,
  social: {
    facebookPage: env(publicEnv.facebookPage, "https://www.facebook.com/robodoc.bd"),
    facebookGroup: env(publicEnv.facebookGroup, "https://www.facebook.com/groups/robodoc.community"),
    youtube: env(publicEnv.youtube, "https://www.youtube.com/@robodocbd"),
    instagram: env(publicEnv.instagram, "https://www.instagram.com/robodoc.bd"),
  },
  messengerUrl: env(publicEnv.messengerUrl, "https://m.me/robodoc.bd"),
  partnerSite: { name: "RoboDoc Academy", url: env(publicEnv.partnerUrl, "https://academy.robodoc.com.bd") },
} as const;
