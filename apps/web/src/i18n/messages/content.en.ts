/** The storefront's English words for the information pages, blog chrome, parts lists (/bom, /list), newsletter result pages (issue 50): part of en.ts. */
export const contentEn = {};
