/**
 * The web app's public settings (NEXT_PUBLIC_*), the same in the browser and on the
 * server. Each is read as a literal `process.env.NEXT_PUBLIC_*` because Next.js only
 * inlines those into the browser bundle; a dynamic `process.env[name]` would give the
 * server's value on the server and nothing in the browser (a hydration mismatch).
 * Server-only settings live in ./env.ts.
 */
export const publicEnv = {
  shopName: process.env.NEXT_PUBLIC_SHOP_NAME,
  shopLegalName: process.env.NEXT_PUBLIC_SHOP_LEGAL_NAME,
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  shopPhone: process.env.NEXT_PUBLIC_SHOP_PHONE,
  shopPhoneDisplay: process.env.NEXT_PUBLIC_SHOP_PHONE_DISPLAY,
  shopEmail: process.env.NEXT_PUBLIC_SHOP_EMAIL,
  shopSalesEmail: process.env.NEXT_PUBLIC_SHOP_SALES_EMAIL,
  shopAddress: process.env.NEXT_PUBLIC_SHOP_ADDRESS,
  facebookPage: process.env.NEXT_PUBLIC_FACEBOOK_PAGE,
  facebookGroup: process.env.NEXT_PUBLIC_FACEBOOK_GROUP,
  youtube: process.env.NEXT_PUBLIC_YOUTUBE,
  instagram: process.env.NEXT_PUBLIC_INSTAGRAM,
  messengerUrl: process.env.NEXT_PUBLIC_MESSENGER_URL,
  partnerUrl: process.env.NEXT_PUBLIC_PARTNER_URL,
  /** reCAPTCHA v3 site key for the newsletter signup; unset, no captcha script is ever loaded. */
  recaptchaSiteKey: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
} as const;
