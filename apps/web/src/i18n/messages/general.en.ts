import { GLOBAL_ERROR_WORDS } from "./global-error-words";
/** The storefront's English words for error pages, fallback toasts, banners' alt text, districts and other words every page shares (issue 50): part of en.ts. */
export const generalEn = {
  /** Words of the shared controls (components/ui): a dialog's and a panel's ×. */
  common: {
    close: "Close",
  },
  /** /brands: every brand, or the products of the brands picked (app/[locale]/brands/page.tsx, brand-grid.tsx). */
  brandsPage: {
    title: "Brands",
    heading: "Shop by Brand",
    intro: "Genuine parts from {count} brands we stock in Dhaka.",
    description: "Shop genuine electronics and robotics parts by brand: Arduino, Espressif, Raspberry Pi and more, with prices in taka.",
    productsOf: "{names} products",
    pickedDescription: "{names} products in Bangladesh, prices in taka, cash on delivery.",
    picked: "Products from the brands you picked.",
    empty: "No {title} products listed yet.",
    productCount: "{count, plural, one {# product} other {# products}}",
  },
  /** Notify Me on an out-of-stock product, and the stock requests' contact fields (features/catalog/components). */
  stockRequest: {
    notifyMe: "Notify Me",
    title: "Notify Me When Available",
    text: "We will email you once {name} is back in stock.",
    fullName: "Full Name",
    email: "Email",
  },
  /** A listing's filters by typed specification (features/catalog/components/attribute-fields.tsx). */
  specFilters: {
    lowest: "Lowest {name}",
    lowestIn: "Lowest {name} in {unit}",
    highest: "Highest {name}",
    highestIn: "Highest {name} in {unit}",
    span: "Here: {min} to {max}",
    spanIn: "Here: {min} to {max} {unit}",
    min: "Min",
    max: "Max",
    any: "Any",
    yes: "Yes",
    no: "No",
    choiceCount: "{choice}, {count, plural, one {# product} other {# products}}",
  },
  /** The error boundaries (app/[locale]/error.tsx, app/global-error.tsx) and the browser's fallback messages. */
  errors: {
    ...GLOBAL_ERROR_WORDS.en,
    couldNotLoad: "We couldn't load {what}",
    tryAgain: "Try again",
    goHome: "Go to the home page",
    somethingWentWrong: "Something went wrong",
    busy: "The shop is busy, please try again",
    dismiss: "Dismiss notification",
    // What a page holds, by its path's first segment (features/catalog/lib/what-failed.ts).
    what_page: "this page",
    what_category: "this category",
    what_product: "this product",
    what_search: "the search results",
    what_brands: "the brands",
    what_offers: "the offers",
    "what_new-products": "new products",
    "what_popular-products": "popular products",
    "what_special-products": "special products",
    "what_today-deals": "today's deals",
  },
  /** An order's money rows by their key (contracts' orderMoneyRows, codSplit): the API labels them in English. */
  moneyRows: {
    subtotal: "Subtotal",
    product_discount: "Product discount",
    coupon_discount: "Coupon",
    coupon_discountOf: "Coupon ({code})",
    shipping: "Shipping",
    adjustment: "Adjustment",
    total: "Total",
    paidInAdvance: "Paid in advance by bKash",
    advanceDue: "Delivery charge to pay in advance by bKash",
    toPayOnDelivery: "To pay on delivery",
    paidOnDelivery: "Paid on delivery",
  },
  /** The home page's banners: the alt text repeats what each picture says (home-banners.ts). */
  banners: {
    boards: "Arduino & ESP32 Boards: genuine and compatible boards, in stock in Dhaka. Shop boards",
    cod: "Cash on Delivery in all 64 districts: order today, pay when your parts arrive. Start shopping",
    kits: "Robot Car & Innovation Kits: everything for your next science fair project, from Tk 450. Explore kits",
  },
  /** The cart's coupon box (spec §4, §5). */
  coupon: {
    coupon: "Coupon",
    placeholder: "Enter coupon code",
    apply: "Apply",
    signIn: "Sign In",
    toApply: " to apply a coupon.",
    applied: "Coupon Applied",
    notApplied: "Coupon Not Applied",
    removeLabel: "Remove coupon",
    removeTitle: "Remove Coupon From Cart",
    removeQuestion: "Do you want to remove the coupon {code} from your cart?",
    cancel: "Cancel",
    remove: "Remove",
  },
};
