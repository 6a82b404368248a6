/** The storefront's English words for error pages, fallback toasts, banners' alt text, districts and other words every page shares (issue 50): part of en.ts. */
export const generalEn = {};
