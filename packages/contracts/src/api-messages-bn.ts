import type { PHONE_MESSAGES } from "./formats";
import type { IDENTITY_MESSAGES } from "./identity-words";
import type { CART_MESSAGES } from "./cart-words";
import type { ADDRESS_MESSAGES } from "./cart";
import type { ORDER_MESSAGES } from "./orders-words";
import type { RETURN_MESSAGES } from "./returns-words";
import type { QUESTION_MESSAGES, REVIEW_MESSAGES } from "./reviews";
import type { CONTACT_MESSAGES, NEWSLETTER_MESSAGES, NEWSLETTER_RESULTS } from "./newsletter-words";
import type { STOCK_REQUEST_MESSAGES } from "./stock";
import type { BOM_MESSAGES } from "./bom";
import type { FIND_PARTS_MESSAGES } from "./find-parts-words";
import type { MESSAGES } from "./messages";
import type { Locale } from "./locale";
import { toBanglaDigits } from "./locale-format";

/**
 * The API's messages to shoppers in Bangla (issue 50, decision 050): English as the API
 * sends it → Bangla. A message made from parts is written with numbered holes, `{0}`, `{1}`,
 * in both languages, so Bangla may put them in its own order. English stays the key, so
 * the spec's words are unchanged for every caller that does not ask for Bangla.
 *
 * Typed: every fixed message of the shopper's *_MESSAGES objects must be a key here (a
 * missing one fails the type check); apps/api/src/i18n/api-messages-bn.test.ts walks the
 * API's code for every other message (AppError texts, zod checks, envelopes) and fails on
 * one without its Bangla. The back office's words stay English.
 */

type Values<T> = T[keyof T];
type Fixed<T> = Extract<Values<T>, string>;
type ShopperMessage =
  | Fixed<typeof MESSAGES>
  | Fixed<typeof PHONE_MESSAGES>
  | Fixed<typeof IDENTITY_MESSAGES>
  | Fixed<typeof CART_MESSAGES>
  | Fixed<typeof ADDRESS_MESSAGES>
  | Fixed<typeof ORDER_MESSAGES>
  | Fixed<typeof RETURN_MESSAGES>
  | Fixed<typeof REVIEW_MESSAGES>
  | Fixed<typeof QUESTION_MESSAGES>
  | Fixed<typeof CONTACT_MESSAGES>
  | Fixed<typeof NEWSLETTER_MESSAGES>
  | Fixed<typeof NEWSLETTER_RESULTS>
  | Fixed<typeof STOCK_REQUEST_MESSAGES>
  | Fixed<typeof BOM_MESSAGES>
  | Fixed<typeof FIND_PARTS_MESSAGES>;

export const API_MESSAGES_BN = {
  // The envelope's `message` of a read (API.md "Responses").
  Addresses: "ঠিকানা",
  Brand: "ব্র্যান্ড",
  Brands: "ব্র্যান্ড",
  Cart: "কার্ট",
  Categories: "ক্যাটাগরি",
  Compare: "তুলনা",
  Customer: "গ্রাহক",
  Delivery: "ডেলিভারি",
  "Delivery fees": "ডেলিভারি চার্জ",
  Districts: "জেলা",
  "Featured parts list": "বাছাই করা পার্টস তালিকা",
  "Featured parts lists": "বাছাই করা পার্টস তালিকা",
  "Main menu": "প্রধান মেনু",
  Notifications: "নোটিফিকেশন",
  Order: "অর্ডার",
  Orders: "অর্ডার",
  "Order edit": "অর্ডার সম্পাদনা",
  "Order edit preview": "অর্ডার সম্পাদনার প্রিভিউ",
  "Order found": "অর্ডার পাওয়া গেছে",
  "Order preview": "অর্ডারের প্রিভিউ",
  Outbox: "আউটবক্স",
  "Parts list": "পার্টস তালিকা",
  "Parts lists": "পার্টস তালিকা",
  "Payment methods": "পেমেন্টের মাধ্যম",
  Product: "পণ্য",
  Products: "পণ্য",
  Profile: "প্রোফাইল",
  Questions: "প্রশ্ন",
  "Replacement order": "বদলি অর্ডার",
  Return: "রিটার্ন",
  Returns: "রিটার্ন",
  "Return policy": "রিটার্ন নীতি",
  Reviews: "রিভিউ",
  "Search suggestions": "সার্চের পরামর্শ",
  Stock: "স্টক",
  Wishlist: "উইশলিস্ট",

  // Successes.
  "Added to cart successfully": "কার্টে যোগ করা হয়েছে",
  "Product successfully removed": "পণ্যটি সরানো হয়েছে",
  "Order Created": "অর্ডার সম্পন্ন হয়েছে",
  "Order Cancelled": "অর্ডার বাতিল হয়েছে",
  "Question Created": "প্রশ্ন জমা হয়েছে",
  "Review Created": "রিভিউ যোগ হয়েছে",
  "Review submitted successfully": "রিভিউ জমা হয়েছে",
  "Product requested": "পণ্যের অনুরোধ পাঠানো হয়েছে",
  "Update Profile Data": "প্রোফাইল হালনাগাদ হয়েছে",
  "Success! Phone verified.": "সফল! ফোন যাচাই হয়েছে।",
  "Success! email verified.": "সফল! ইমেইল যাচাই হয়েছে।",
  "Phone number successfully updated": "ফোন নম্বর হালনাগাদ হয়েছে",
  "Cart address updated successfully": "কার্টের ঠিকানা হালনাগাদ হয়েছে",
  "Added to wishlist successfully": "উইশলিস্টে যোগ করা হয়েছে",
  "Removed from wishlist successfully": "উইশলিস্ট থেকে সরানো হয়েছে",
  "All products added to cart": "সব পণ্য কার্টে যোগ হয়েছে",
  "{0} added to cart; {1} not in stock {2} in your wishlist": "{0} কার্টে যোগ হয়েছে; স্টকে না থাকা {1}টি উইশলিস্টে রইল",
  "{0} product": "{0}টি পণ্য",
  "{0} products": "{0}টি পণ্য",
  "Coupon applied": "কুপন প্রয়োগ করা হয়েছে",
  "Coupon removed": "কুপন সরানো হয়েছে",
  "Sign out successfull!": "সাইন আউট সফল!",
  "Sign out failed!": "সাইন আউট হয়নি!",
  "Your cart is empty! Start shopping.": "আপনার কার্ট খালি! কেনাকাটা শুরু করুন।",
  "No shipping Address available": "কোনো ডেলিভারি ঠিকানা নেই",
  "It is already current cart address!": "এটি আগে থেকেই কার্টের ঠিকানা!",
  "Subscribed to newsletter": "নিউজলেটারে সাবস্ক্রাইব করা হয়েছে",
  "Something went wrong": "কিছু একটা সমস্যা হয়েছে",
  "Not found": "পাওয়া যায়নি",
  "Not Found": "পাওয়া যায়নি",
  "Order edited": "অর্ডার সম্পাদিত হয়েছে",
  "Order placed": "অর্ডার দেওয়া হয়েছে",
  "Order already placed": "অর্ডার আগেই দেওয়া হয়েছে",
  "Replacement order sent": "বদলি অর্ডার পাঠানো হয়েছে",
  "Replacement order already sent": "বদলি অর্ডার আগেই পাঠানো হয়েছে",
  "Return requested": "রিটার্নের অনুরোধ পাঠানো হয়েছে",
  "Return {0}": "রিটার্ন {0}",
  "Photo added": "ছবি যোগ করা হয়েছে",
  "BOM matched": "পার্টস তালিকা মেলানো হয়েছে",
  "Cancelled by the customer": "গ্রাহক বাতিল করেছেন",
  "Cancelled by you": "আপনি বাতিল করেছেন",

  // The error handler, sign-in and limits.
  "Invalid request": "অনুরোধটি সঠিক নয়",
  "Invalid value": "মানটি সঠিক নয়",
  "Malformed URL": "ঠিকানাটি (URL) সঠিক নয়",
  "Malformed request": "অনুরোধটি পড়া যায়নি",
  "Route not found": "এই ঠিকানায় কিছু নেই",
  "The file or request is too large: at most {0}": "ফাইল বা অনুরোধটি খুব বড়: সর্বোচ্চ {0}",
  "The shop is briefly unavailable. Please try again in a few seconds.": "দোকানটি কিছুক্ষণের জন্য বন্ধ। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।",
  "Please sign in to continue": "চালিয়ে যেতে সাইন ইন করুন",
  "Your session has expired, please sign in again": "আপনার সেশনের মেয়াদ শেষ, আবার সাইন ইন করুন",
  "Staff only": "শুধু কর্মীদের জন্য",
  "Owners only": "শুধু মালিকদের জন্য",
  "Invalid guest id": "অতিথি আইডি সঠিক নয়",
  "X-Unique-Number header is required": "X-Unique-Number হেডার দিতে হবে",
  "Too many requests. Please try again in a minute.": "অনেক বেশি অনুরোধ। এক মিনিট পরে আবার চেষ্টা করুন।",
  "Too many requests. Please try again in {0} seconds.": "অনেক বেশি অনুরোধ। {0} সেকেন্ড পরে আবার চেষ্টা করুন।",
  "A phone number or email address is required": "ফোন নম্বর বা ইমেইল ঠিকানা দিতে হবে",

  // Checks every schema shares (input-rules.ts defaultMessage) and their field names.
  "{0} contains characters that are not allowed": "{0}-এ এমন অক্ষর আছে যা দেওয়া যায় না",
  "{0} is required": "{0} দিতে হবে",
  "Request body is required": "অনুরোধের তথ্য দিতে হবে",
  "{0} must be {1}": "{0} {1} হতে হবে",
  "Request body must be {0}": "অনুরোধের তথ্য {0} হতে হবে",
  "{0} can not be empty": "{0} খালি রাখা যাবে না",
  "{0} must be at least {1} characters": "{0} অন্তত {1} অক্ষরের হতে হবে",
  "{0} must have at least {1} item{2}": "{0}-এ অন্তত {1}টি জিনিস থাকতে হবে",
  "{0} must be at least {1}": "{0} অন্তত {1} হতে হবে",
  "{0} must be at most {1} characters": "{0} সর্বোচ্চ {1} অক্ষরের হতে পারে",
  "{0} must have at most {1} items": "{0}-এ সর্বোচ্চ {1}টি জিনিস থাকতে পারে",
  "{0} must be at most {1}": "{0} সর্বোচ্চ {1} হতে পারে",
  "{0} must be one of {1}": "{0} এগুলোর একটি হতে হবে: {1}",
  "Invalid {0}": "{0} সঠিক নয়",
  "Unknown field {0}": "অজানা ঘর: {0}",
  "{0} must be a multiple of {1}": "{0} {1}-এর গুণিতক হতে হবে",
  text: "লেখা",
  "a number": "একটি সংখ্যা",
  "a whole number": "একটি পূর্ণসংখ্যা",
  "true or false": "true বা false",
  "a list": "একটি তালিকা",
  "an object": "একটি অবজেক্ট",
  "a date": "একটি তারিখ",
  Value: "মান",
  Request: "অনুরোধ",
  Name: "নাম",
  "Full name": "পুরো নাম",
  Phone: "ফোন নম্বর",
  Email: "ইমেইল",
  Otp: "কোড",
  Signature: "স্বাক্ষর",
  Quantity: "পরিমাণ",
  "Product id": "পণ্য",
  Page: "পাতা",
  "Per page": "প্রতি পাতার সংখ্যা",
  Q: "সার্চ",
  Gender: "লিঙ্গ",
  Birthday: "জন্মদিন",
  District: "জেলা",
  Area: "এলাকা",
  Address: "ঠিকানা",
  Note: "নোট",
  Notes: "নোট",
  Title: "বিষয়",
  Message: "বার্তা",
  Rating: "রেটিং",
  Coupon: "কুপন",
  "Payment method": "পেমেন্টের মাধ্যম",
  "Delivery method": "ডেলিভারির ধরন",
  Description: "বিবরণ",

  // Catalog and search.
  "Product not found": "পণ্যটি পাওয়া যায়নি",
  "Brand not found": "ব্র্যান্ডটি পাওয়া যায়নি",
  "Category not found": "ক্যাটাগরিটি পাওয়া যায়নি",
  "Image not found": "ছবিটি পাওয়া যায়নি",
  "District not found": "জেলাটি পাওয়া যায়নি",
  "Upload a JPEG, PNG or WebP image": "JPEG, PNG বা WebP ছবি আপলোড করুন",
  "Invalid slug": "ঠিকানার অংশটি (slug) সঠিক নয়",
  "Invalid media key": "ছবির কী সঠিক নয়",
  "Too many brands": "অনেক বেশি ব্র্যান্ড",
  "Tag must be one of {0}": "ট্যাগ এগুলোর একটি হতে হবে: {0}",
  "Min price must be at least 0": "সর্বনিম্ন দাম অন্তত ০ হতে হবে",
  "Min price must be a number": "সর্বনিম্ন দাম একটি সংখ্যা হতে হবে",
  "Max price must be at least 0": "সর্বোচ্চ দাম অন্তত ০ হতে হবে",
  "Max price must be a number": "সর্বোচ্চ দাম একটি সংখ্যা হতে হবে",
  "Min price must not be above max price": "সর্বনিম্ন দাম সর্বোচ্চ দামের বেশি হতে পারে না",
  "Sort must be one of {0}": "সাজানোর ধরন এগুলোর একটি হতে হবে: {0}",
  "Page must be a number": "পাতা একটি সংখ্যা হতে হবে",
  "Page must be a whole number": "পাতা একটি পূর্ণসংখ্যা হতে হবে",
  "Page must be at least 1": "পাতা অন্তত ১ হতে হবে",
  "Per page must be a number": "প্রতি পাতার সংখ্যা একটি সংখ্যা হতে হবে",
  "Per page must be a whole number": "প্রতি পাতার সংখ্যা একটি পূর্ণসংখ্যা হতে হবে",
  "Per page must be at least 1": "প্রতি পাতার সংখ্যা অন্তত ১ হতে হবে",
  "Per page must be at most {0}": "প্রতি পাতার সংখ্যা সর্বোচ্চ {0} হতে পারে",
  "Query must be at most {0} characters": "সার্চ সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "Specification filters must be at most {0} characters": "স্পেসিফিকেশন ফিল্টার সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "“{0}” is not a specification name. Write spec=name:value, such as spec=voltage:3.3..5":
    "“{0}” কোনো স্পেসিফিকেশনের নাম নয়। spec=নাম:মান লিখুন, যেমন spec=voltage:3.3..5",
  "Give a value for the specification “{0}”, such as {1}:3.3..5 or {2}:I2C": "“{0}” স্পেসিফিকেশনের একটি মান দিন, যেমন {1}:3.3..5 বা {2}:I2C",
  "Filter by at most {0} specifications at once": "একবারে সর্বোচ্চ {0}টি স্পেসিফিকেশন দিয়ে ফিল্টার করুন",
  "{0} needs a value.": "{0}-এর একটি মান দিন।",
  "“{0}” is not yes or no. Write yes or no.": "“{0}” হ্যাঁ বা না নয়। yes বা no লিখুন।",
  "“{0}” is not one of {1}: {2}.": "“{0}” {1}-এর কোনোটি নয়: {2}।",
  "The unit “{0}” is not one the shop knows.": "“{0}” এককটি দোকানের জানা নেই।",
  "Send every image of the product once, in the new order": "পণ্যের প্রতিটি ছবি নতুন ক্রমে একবার করে পাঠান",

  // Parts lists, asking for a part, comparing.
  "Paste your parts list or choose a CSV file": "আপনার পার্টস তালিকা পেস্ট করুন বা একটি CSV ফাইল বেছে নিন",
  "The list is too long: at most 200 lines": "তালিকাটি খুব লম্বা: সর্বোচ্চ ২০০ লাইন",
  "The list has {0} lines; at most {1} are matched at once": "তালিকায় {0}টি লাইন আছে; একবারে সর্বোচ্চ {1}টি মেলানো হয়",
  "No parts found in the list: write one part per line, such as 2 x HC-SR04": "তালিকায় কোনো পার্ট পাওয়া যায়নি: প্রতি লাইনে একটি পার্ট লিখুন, যেমন 2 x HC-SR04",
  "Only featured lists are listed: featured=1": "শুধু বাছাই করা তালিকা দেখানো হয়: featured=1",
  "This file could not be read as CSV: save it as CSV (comma, semicolon or tab separated) and try again":
    "ফাইলটি CSV হিসেবে পড়া যায়নি: CSV (কমা, সেমিকোলন বা ট্যাব দিয়ে আলাদা) হিসেবে সংরক্ষণ করে আবার চেষ্টা করুন",
  "Choose the column that names the part (value, name or part number)": "যে কলামে পার্টের নাম আছে সেটি বেছে নিন (মান, নাম বা পার্ট নম্বর)",
  "That column is not in the file": "ফাইলে এই কলামটি নেই",
  "Quantity must be a whole number from 1 to {0}": "পরিমাণ ১ থেকে {0}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে",
  "Request key is required": "অনুরোধের কী দিতে হবে",
  "Request key must be 8 to 64 letters, digits, - or _": "অনুরোধের কী ৮ থেকে ৬৪টি অক্ষর, অঙ্ক, - বা _ হতে হবে",
  "Choose at least one product to add": "যোগ করতে অন্তত একটি পণ্য বেছে নিন",
  "At most {0} products can be added at once": "একবারে সর্বোচ্চ {0}টি পণ্য যোগ করা যায়",
  "Each product can be listed once": "প্রতিটি পণ্য একবারই রাখা যায়",
  "{0} {1} added to cart": "{0}টি পণ্য কার্টে যোগ হয়েছে",
  "These products were already added to your cart": "এই পণ্যগুলো আগেই আপনার কার্টে যোগ করা হয়েছে",
  "None of these products could be added: they are out of stock or no longer sold": "এই পণ্যগুলোর কোনোটিই যোগ করা যায়নি: স্টকে নেই বা আর বিক্রি হয় না",
  "List name is required": "তালিকার নাম দিতে হবে",
  "List name must be at most {0} characters": "তালিকার নাম সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "Description must be at most {0} characters": "বিবরণ সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "Parts list not found": "পার্টস তালিকাটি পাওয়া যায়নি",
  "A parts list needs at least one product": "পার্টস তালিকায় অন্তত একটি পণ্য থাকতে হবে",
  "Parts list saved": "পার্টস তালিকা সংরক্ষণ করা হয়েছে",
  "Parts list updated": "পার্টস তালিকা হালনাগাদ করা হয়েছে",
  "Parts list deleted": "পার্টস তালিকা মুছে ফেলা হয়েছে",
  "Featured page must be a path of the shop, such as /blogs/line-follower": "বাছাই করা পাতাটি দোকানের একটি পাথ হতে হবে, যেমন /blogs/line-follower",
  "Another parts list is already featured on that page": "ওই পাতায় আরেকটি পার্টস তালিকা আগেই বাছাই করা আছে",
  "Your cart is empty": "আপনার কার্ট খালি",
  "Tell us the part you are looking for": "আপনি কোন পার্ট খুঁজছেন তা লিখুন",
  "The part's words must be at most 200 characters": "পার্টের বর্ণনা সর্বোচ্চ ২০০ অক্ষরের হতে পারে",
  "Thanks! We will email you if we stock it": "ধন্যবাদ! আমরা এটি স্টকে আনলে আপনাকে ইমেইল করব",
  "Choose products to compare": "তুলনা করতে পণ্য বেছে নিন",
  "Compare up to {0} products at a time": "একবারে সর্বোচ্চ {0}টি পণ্য তুলনা করুন",
  "Week must be a date (YYYY-MM-DD)": "সপ্তাহ একটি তারিখ হতে হবে (YYYY-MM-DD)",

  // Cart, coupons, addresses, wishlist.
  "Product is required": "পণ্য দিতে হবে",
  "This product is out of stock": "পণ্যটি স্টকে নেই",
  "Only {0} left in stock": "স্টকে মাত্র {0}টি আছে",
  "Quantity must be at least 1": "পরিমাণ অন্তত ১ হতে হবে",
  "Quantity must be a whole number": "পরিমাণ একটি পূর্ণসংখ্যা হতে হবে",
  "This product is not in your cart": "পণ্যটি আপনার কার্টে নেই",
  "Coupon is required": "কুপন কোড দিন",
  "Coupon must be at most 50 characters": "কুপন সর্বোচ্চ ৫০ অক্ষরের হতে পারে",
  "Invalid coupon code": "কুপন কোডটি সঠিক নয়",
  "This coupon has expired": "এই কুপনের মেয়াদ শেষ",
  "This coupon is not active yet": "এই কুপন এখনো চালু হয়নি",
  "Minimum order amount for this coupon is {0}": "এই কুপনের জন্য সর্বনিম্ন অর্ডার {0}",
  "This coupon has reached its usage limit": "এই কুপনের ব্যবহারের সীমা শেষ",
  "You have already used this coupon": "আপনি এই কুপন আগেই ব্যবহার করেছেন",
  "A coupon is already applied to your cart": "আপনার কার্টে আগেই একটি কুপন প্রয়োগ করা আছে",
  "No coupon is applied to your cart": "আপনার কার্টে কোনো কুপন প্রয়োগ করা নেই",
  "Add products to your cart before applying a coupon": "কুপন প্রয়োগের আগে কার্টে পণ্য যোগ করুন",
  "This coupon no longer applies to your cart": "এই কুপন আর আপনার কার্টে প্রযোজ্য নয়",
  "Address not found": "ঠিকানাটি পাওয়া যায়নি",
  "Express delivery is available inside Dhaka only": "এক্সপ্রেস ডেলিভারি শুধু ঢাকার ভেতরে পাওয়া যায়",
  "Cart address updated. Express delivery is available inside Dhaka only, so your order will come by Home Delivery":
    "কার্টের ঠিকানা হালনাগাদ হয়েছে। এক্সপ্রেস ডেলিভারি শুধু ঢাকার ভেতরে, তাই আপনার অর্ডার হোম ডেলিভারিতে যাবে",
  "Delivery method must be home_delivery, express_delivery or office_pickup": "ডেলিভারির ধরন home_delivery, express_delivery বা office_pickup হতে হবে",
  "Your wishlist is empty": "আপনার উইশলিস্ট খালি",
  "No wishlist product is in stock": "উইশলিস্টের কোনো পণ্য স্টকে নেই",
  "This product is not in your wishlist": "পণ্যটি আপনার উইশলিস্টে নেই",
  "Address saved successfully": "ঠিকানা সংরক্ষণ করা হয়েছে",
  "Address updated successfully": "ঠিকানা হালনাগাদ করা হয়েছে",
  "Address deleted successfully": "ঠিকানা মুছে ফেলা হয়েছে",
  "Delivery method updated successfully": "ডেলিভারির ধরন হালনাগাদ করা হয়েছে",
  "Name is required": "নাম দিতে হবে",
  "Name must be at least 3 characters": "নাম অন্তত ৩ অক্ষরের হতে হবে",
  "Name must be at most 30 characters": "নাম সর্বোচ্চ ৩০ অক্ষরের হতে পারে",
  "District is required": "জেলা দিতে হবে",
  "District must be one of Bangladesh's 64 districts": "জেলা বাংলাদেশের ৬৪টি জেলার একটি হতে হবে",
  "Area is required": "এলাকা দিতে হবে",
  "Area must be at most 100 characters": "এলাকা সর্বোচ্চ ১০০ অক্ষরের হতে পারে",
  "Street Address is required": "রাস্তার ঠিকানা দিতে হবে",
  "Street Address must be at least 5 characters": "রাস্তার ঠিকানা অন্তত ৫ অক্ষরের হতে হবে",
  "Street Address must be at most 250 characters": "রাস্তার ঠিকানা সর্বোচ্চ ২৫০ অক্ষরের হতে পারে",
  "Notes must be at most 250 characters": "নোট সর্বোচ্চ ২৫০ অক্ষরের হতে পারে",
  "Label must be home, office or other": "লেবেল home, office বা other হতে হবে",

  // Sign-in and the account.
  "Phone number can not be empty": "ফোন নম্বর খালি রাখা যাবে না",
  "Invalid phone number": "ফোন নম্বরটি সঠিক নয়",
  "Invalid email address": "ইমেইল ঠিকানাটি সঠিক নয়",
  "Otp input can not be empty": "কোড খালি রাখা যাবে না",
  "A 6-digit code was sent to your phone": "আপনার ফোনে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে",
  "The code is not correct": "কোডটি সঠিক নয়",
  "The code has expired, please ask for a new one": "কোডের মেয়াদ শেষ, নতুন কোড চান",
  "Too many wrong codes, please ask for a new one": "অনেকবার ভুল কোড দেওয়া হয়েছে, নতুন কোড চান",
  "Please wait before asking for a new code": "নতুন কোড চাওয়ার আগে একটু অপেক্ষা করুন",
  "Too many codes asked for this phone, please try again later": "এই ফোনের জন্য অনেক কোড চাওয়া হয়েছে, পরে আবার চেষ্টা করুন",
  "Too many links sent to this email address, please try again later": "এই ইমেইল ঠিকানায় অনেক লিংক পাঠানো হয়েছে, পরে আবার চেষ্টা করুন",
  "Signed in successfully": "সাইন ইন সফল হয়েছে",
  "Signed out": "সাইন আউট হয়েছে",
  "This phone number is already used by another account": "এই ফোন নম্বরটি অন্য একটি অ্যাকাউন্টে ব্যবহৃত হচ্ছে",
  "This is already your phone number": "এটি আগে থেকেই আপনার ফোন নম্বর",
  "This email address is already used by another account": "এই ইমেইল ঠিকানাটি অন্য একটি অ্যাকাউন্টে ব্যবহৃত হচ্ছে",
  "This is already your email address": "এটি আগে থেকেই আপনার ইমেইল ঠিকানা",
  "We have sent a verification link to your email address": "আপনার ইমেইল ঠিকানায় একটি যাচাই লিংক পাঠানো হয়েছে",
  "The verification link is invalid or has expired": "যাচাই লিংকটি সঠিক নয় বা এর মেয়াদ শেষ",
  "Full name is required": "পুরো নাম দিতে হবে",
  "Full name must be at least 3 characters": "পুরো নাম অন্তত ৩ অক্ষরের হতে হবে",
  "Full name must be at most 30 characters": "পুরো নাম সর্বোচ্চ ৩০ অক্ষরের হতে পারে",
  "Full name must be at least {0} characters": "পুরো নাম অন্তত {0} অক্ষরের হতে হবে",
  "Full name must be at most {0} characters": "পুরো নাম সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "Gender must be male or female": "লিঙ্গ পুরুষ বা নারী হতে হবে",
  "Birthday is not a valid date": "জন্মদিনটি সঠিক তারিখ নয়",
  "Birthday can not be in the future": "জন্মদিন ভবিষ্যতের তারিখ হতে পারে না",
  "Please sign in to continue.": "চালিয়ে যেতে সাইন ইন করুন।",
  "Sign-in is not available right now. Please try again in a few minutes.": "এই মুহূর্তে সাইন ইন করা যাচ্ছে না। কয়েক মিনিট পরে আবার চেষ্টা করুন।",
  "This account can not sign in. Please contact us.": "এই অ্যাকাউন্টে সাইন ইন করা যাবে না। আমাদের সাথে যোগাযোগ করুন।",
  "This sign-in link is no longer valid. Please sign in again.": "এই সাইন-ইন লিংকটি আর কাজ করে না। আবার সাইন ইন করুন।",
  "Sign-in did not work. Please try again.": "সাইন ইন হয়নি। আবার চেষ্টা করুন।",
  "Invalid signature": "স্বাক্ষরটি সঠিক নয়",
  "Signature is required": "স্বাক্ষর দিতে হবে",
  "Language must be en or bn": "ভাষা en বা bn হতে হবে",

  // Orders.
  "Cancellation Reason is Required": "বাতিলের কারণ দিতে হবে",
  "Must Accept Terms and Conditions": "শর্তাবলিতে সম্মতি দিতে হবে",
  "Notes must be at most {0} characters": "নোট সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "Note must be at most {0} characters": "নোট সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "Order ID is a required field": "অর্ডার আইডি দিতে হবে",
  "No order found with this Order ID": "এই অর্ডার আইডিতে কোনো অর্ডার পাওয়া যায়নি",
  "{0} is out of stock. Please remove it from your cart": "{0} স্টকে নেই। কার্ট থেকে এটি সরিয়ে দিন",
  "Only {0} left in stock of {1}. Please update your cart": "{1} স্টকে মাত্র {0}টি আছে। আপনার কার্ট হালনাগাদ করুন",
  "Please choose a shipping address": "ডেলিভারির ঠিকানা বেছে নিন",
  "Please choose a payment method": "পেমেন্টের মাধ্যম বেছে নিন",
  "This payment method is not available": "এই পেমেন্টের মাধ্যমটি এখন নেই",
  "Idempotency-Key header is required": "Idempotency-Key হেডার দিতে হবে",
  "This Idempotency-Key was already used for another order request": "এই Idempotency-Key আগেই আরেকটি অর্ডারের অনুরোধে ব্যবহার হয়েছে",
  "This order can no longer be cancelled": "এই অর্ডার আর বাতিল করা যাবে না",
  "No replacement was sent for this return": "এই রিটার্নের জন্য কোনো বদলি পাঠানো হয়নি",

  // An order's timeline notes (orders/timeline-words.ts) and the shopper's cancel reasons.
  "Confirmed by the shop": "দোকান নিশ্চিত করেছে",
  "Being packed": "প্যাক করা হচ্ছে",
  "Shipped with {0}, tracking {1}": "{0}-এ পাঠানো হয়েছে, ট্র্যাকিং {1}",
  Delivered: "পৌঁছে গেছে",
  "Delivered, cash collected": "পৌঁছে গেছে, টাকা নেওয়া হয়েছে",
  "Cancelled by the shop": "দোকান বাতিল করেছে",
  "Cancelled by the shop; the parcel comes back as a return": "দোকান বাতিল করেছে; পার্সেলটি ফেরত আসছে",
  "Returned parcel received": "ফেরত পার্সেল পাওয়া গেছে",
  "Payment was not completed in time": "সময়মতো পেমেন্ট সম্পন্ন হয়নি",
  "Cancelled by you: {0}": "আপনি বাতিল করেছেন: {0}",
  "Cancelled by the customer: {0}": "গ্রাহক বাতিল করেছেন: {0}",
  "Order changed at your request. New total {0}.": "আপনার কথামতো অর্ডার বদলানো হয়েছে। নতুন মোট {0}।",
  "Order changed at your request. New total {0}.{1}": "আপনার কথামতো অর্ডার বদলানো হয়েছে। নতুন মোট {0}।{1}",
  "Unsatisfactory return policy": "ফেরত নীতি পছন্দ হয়নি",
  "Change of mind": "মত বদলেছে",
  "High delivery charge": "ডেলিভারি চার্জ বেশি",
  "Expensive shipping and service charges": "ডেলিভারি ও সার্ভিস চার্জ বেশি",
  "Long delivery time": "ডেলিভারিতে বেশি সময়",
  "Lack of payment options": "পেমেন্টের যথেষ্ট উপায় নেই",
  Others: "অন্যান্য",

  // Returns.
  "Only a delivered order can be returned": "শুধু ডেলিভারি হওয়া অর্ডার ফেরত দেওয়া যায়",
  "Returns are accepted within {0} days of delivery. This order's return period has ended": "ডেলিভারির {0} দিনের মধ্যে ফেরত নেওয়া হয়। এই অর্ডারের ফেরতের সময় শেষ",
  "Please choose a reason for the return": "ফেরতের একটি কারণ বেছে নিন",
  "Choose at least one item to return": "ফেরত দিতে অন্তত একটি পণ্য বেছে নিন",
  "This item is not part of the order": "এই পণ্যটি অর্ডারে নেই",
  "Each item can be listed once": "প্রতিটি পণ্য একবারই রাখা যায়",
  "{0} has already been returned in full": "{0} আগেই পুরোটা ফেরত দেওয়া হয়েছে",
  "You can return at most {0} of {1}": "{1} সর্বোচ্চ {0}টি ফেরত দিতে পারেন",
  "Tell the customer why the return is refused": "ফেরত কেন নেওয়া হচ্ছে না গ্রাহককে জানান",
  "Choose refund or replacement": "টাকা ফেরত বা বদলি বেছে নিন",
  "Say for each returned item whether it is sellable or faulty": "ফেরত আসা প্রতিটি পণ্য বিক্রয়যোগ্য না ত্রুটিপূর্ণ তা জানান",
  "Return not found": "রিটার্নটি পাওয়া যায়নি",
  "A return can have at most {0} photos": "একটি রিটার্নে সর্বোচ্চ {0}টি ছবি দেওয়া যায়",
  "Photos can be added only while the return waits for the shop's reply": "দোকানের উত্তরের অপেক্ষায় থাকার সময়ই শুধু ছবি যোগ করা যায়",
  "Photo not found": "ছবিটি পাওয়া যায়নি",
  "A return that is {0} cannot be {1}": "{0} অবস্থার রিটার্ন {1} করা যায় না",

  // Reviews and questions.
  "Rating can not be empty": "রেটিং খালি রাখা যাবে না",
  "Rating can not be more than {0}": "রেটিং {0}-এর বেশি হতে পারে না",
  "Rating must be a whole number from {0} to {1}": "রেটিং {0} থেকে {1}-এর মধ্যে পূর্ণসংখ্যা হতে হবে",
  "Please rate this product": "পণ্যটিকে রেটিং দিন",
  "Review can not be empty": "রিভিউ খালি রাখা যাবে না",
  "Review should have a minimum length of {0}": "রিভিউ অন্তত {0} অক্ষরের হতে হবে",
  "Review should have a maximum length of {0}": "রিভিউ সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "Please choose the order you bought this product in": "যে অর্ডারে পণ্যটি কিনেছেন সেটি বেছে নিন",
  "We could not find this order among your orders": "আপনার অর্ডারগুলোর মধ্যে এই অর্ডারটি পাওয়া যায়নি",
  "You can review this product once your order is delivered": "অর্ডার ডেলিভারি হওয়ার পর পণ্যটির রিভিউ দিতে পারবেন",
  "This product is not part of this order": "পণ্যটি এই অর্ডারে নেই",
  "You have already reviewed this product": "আপনি আগেই পণ্যটির রিভিউ দিয়েছেন",
  "Question can not be empty": "প্রশ্ন খালি রাখা যাবে না",
  "Question should have a minimum length of {0}": "প্রশ্ন অন্তত {0} অক্ষরের হতে হবে",
  "Question should have a maximum length of {0}": "প্রশ্ন সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "You can ask at most {0} questions an hour. Please try again later.": "ঘণ্টায় সর্বোচ্চ {0}টি প্রশ্ন করা যায়। পরে আবার চেষ্টা করুন।",
  "Email address can not be empty": "ইমেইল ঠিকানা খালি রাখা যাবে না",
  "Thank you! We will answer your question within the next few hours.": "ধন্যবাদ! কয়েক ঘণ্টার মধ্যে আমরা আপনার প্রশ্নের উত্তর দেব।",

  // Stock requests, newsletter, contact.
  "Full Name is required": "পুরো নাম দিতে হবে",
  "Full Name must be at least 3 characters": "পুরো নাম অন্তত ৩ অক্ষরের হতে হবে",
  "Full Name must be at most 30 characters": "পুরো নাম সর্বোচ্চ ৩০ অক্ষরের হতে পারে",
  "This product is in stock: you can order it now": "পণ্যটি স্টকে আছে: এখনই অর্ডার করতে পারেন",
  "Email is a required field": "ইমেইল দিতে হবে",
  "Please confirm your subscription from the link we sent to your email.": "আপনার ইমেইলে পাঠানো লিংক থেকে সাবস্ক্রিপশন নিশ্চিত করুন।",
  "Thank you for your Subscriptions": "সাবস্ক্রাইব করার জন্য ধন্যবাদ",
  "We have sent a confirmation link to your email. Open it to start receiving our newsletter.":
    "আপনার ইমেইলে একটি নিশ্চিতকরণ লিংক পাঠানো হয়েছে। নিউজলেটার পেতে লিংকটি খুলুন।",
  "Email not found.": "ইমেইলটি পাওয়া যায়নি।",
  "Unable to process.": "অনুরোধটি সম্পন্ন করা যায়নি।",
  "You are already subscribed.": "আপনি আগেই সাবস্ক্রাইব করেছেন।",
  "You are already unsubscribed.": "আপনি আগেই আনসাবস্ক্রাইব করেছেন।",
  "URL has been expired.": "লিংকটির মেয়াদ শেষ।",
  "Thank you for your subscription!": "সাবস্ক্রাইব করার জন্য ধন্যবাদ!",
  "Successfully unsubscribed from newsletter.": "নিউজলেটার থেকে আনসাবস্ক্রাইব করা হয়েছে।",
  "Name is a required field": "নাম দিতে হবে",
  "Name must be at least {0} characters": "নাম অন্তত {0} অক্ষরের হতে হবে",
  "Name must be at most {0} characters": "নাম সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "Name must be on one line": "নাম এক লাইনে লিখুন",
  "Title is a required field": "বিষয় দিতে হবে",
  "Title must be at least {0} characters": "বিষয় অন্তত {0} অক্ষরের হতে হবে",
  "Title must be at most {0} characters": "বিষয় সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "Message is a required field": "বার্তা লিখুন",
  "Message must be at least {0} characters": "বার্তা অন্তত {0} অক্ষরের হতে হবে",
  "Message must be at most {0} characters": "বার্তা সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "You can send at most {0} messages an hour. Please try again later.": "ঘণ্টায় সর্বোচ্চ {0}টি বার্তা পাঠানো যায়। পরে আবার চেষ্টা করুন।",
  "Thank You for your message": "আপনার বার্তার জন্য ধন্যবাদ",
  "We have received it and will answer by email within store hours.": "আমরা বার্তাটি পেয়েছি এবং দোকান খোলার সময়ের মধ্যে ইমেইলে উত্তর দেব।",
  "Write the reply first": "আগে উত্তরটি লিখুন",
  "A reply can be at most {0} characters": "উত্তর সর্বোচ্চ {0} অক্ষরের হতে পারে",
  "Reply sent": "উত্তর পাঠানো হয়েছে",
  "Message not found": "বার্তাটি পাওয়া যায়নি",
  "Invalid captcha token": "ক্যাপচা সঠিক নয়",

  // The same messages with the shop's limits written in, as the typed objects hold them.
  "Note must be at most 250 characters": "নোট সর্বোচ্চ ২৫০ অক্ষরের হতে পারে",
  "Note must be at most 500 characters": "নোট সর্বোচ্চ ৫০০ অক্ষরের হতে পারে",
  "A return can have at most 3 photos": "একটি রিটার্নে সর্বোচ্চ ৩টি ছবি দেওয়া যায়",
  "Rating can not be more than 5": "রেটিং ৫-এর বেশি হতে পারে না",
  "Rating must be a whole number from 1 to 5": "রেটিং ১ থেকে ৫-এর মধ্যে পূর্ণসংখ্যা হতে হবে",
  "Review should have a minimum length of 10": "রিভিউ অন্তত ১০ অক্ষরের হতে হবে",
  "Review should have a maximum length of 500": "রিভিউ সর্বোচ্চ ৫০০ অক্ষরের হতে পারে",
  "Question should have a minimum length of 5": "প্রশ্ন অন্তত ৫ অক্ষরের হতে হবে",
  "Question should have a maximum length of 120": "প্রশ্ন সর্বোচ্চ ১২০ অক্ষরের হতে পারে",
  "You can ask at most 10 questions an hour. Please try again later.": "ঘণ্টায় সর্বোচ্চ ১০টি প্রশ্ন করা যায়। পরে আবার চেষ্টা করুন।",
  "Title must be at least 10 characters": "বিষয় অন্তত ১০ অক্ষরের হতে হবে",
  "Title must be at most 250 characters": "বিষয় সর্বোচ্চ ২৫০ অক্ষরের হতে পারে",
  "Message must be at least 20 characters": "বার্তা অন্তত ২০ অক্ষরের হতে হবে",
  "Message must be at most 1000 characters": "বার্তা সর্বোচ্চ ১০০০ অক্ষরের হতে পারে",
  "You can send at most 5 messages an hour. Please try again later.": "ঘণ্টায় সর্বোচ্চ ৫টি বার্তা পাঠানো যায়। পরে আবার চেষ্টা করুন।",
  "A reply can be at most 5000 characters": "উত্তর সর্বোচ্চ ৫০০০ অক্ষরের হতে পারে",
  "Quantity must be a whole number from 1 to 10000": "পরিমাণ ১ থেকে ১০,০০০-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে",
  "At most 200 products can be added at once": "একবারে সর্বোচ্চ ২০০টি পণ্য যোগ করা যায়",
  "List name must be at most 100 characters": "তালিকার নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে",
  "Description must be at most 1000 characters": "বিবরণ সর্বোচ্চ ১০০০ অক্ষরের হতে পারে",
  "Compare up to 4 products at a time": "একবারে সর্বোচ্চ ৪টি পণ্য তুলনা করুন",
  // Compare's refusal names the slug it could not find (modules/compare/service.ts).
  "Product not found: {0}": "পণ্যটি পাওয়া যায়নি: {0}",
} as const satisfies { [K in ShopperMessage]: string } & Record<string, string>;

/** A key's holes, `{0}`, read as `{}`: how the code-walking test compares a template literal. */
export function messageShape(english: string): string {
  return english.replace(/\{\d+\}/g, "{}");
}

type Template = { pattern: RegExp; bangla: string };
const FIXED = new Map<string, string>();
const TEMPLATES: Template[] = [];
for (const [english, bangla] of Object.entries(API_MESSAGES_BN)) {
  if (!/\{\d+\}/.test(english)) {
    FIXED.set(english, bangla);
    continue;
  }
  const source = english
    .split(/(\{\d+\})/)
    .map((part) => (/^\{\d+\}$/.test(part) ? `(?<h${part.slice(1, -1)}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  TEMPLATES.push({ pattern: new RegExp(`^${source}$`, "s"), bangla });
}
// The most words first: "Name must be at least {0} characters" before "{0} must be at least {1}".
TEMPLATES.sort((a, b) => b.pattern.source.replace(/\(\?<h\d+>\.\+\?\)/g, "").length - a.pattern.source.replace(/\(\?<h\d+>\.\+\?\)/g, "").length);

/** A hole's text: a known word (a field's name) in Bangla, else its digits in Bangla ("৳500" → "৳৫০০"); names stay. */
function fillHole(text: string, depth: number): string {
  const known = banglaOf(text, depth + 1) ?? banglaOf(text.charAt(0).toUpperCase() + text.slice(1), depth + 1);
  if (known !== undefined) return known;
  return /^[\d\s.,:৳%-]+$/.test(text) ? toBanglaDigits(text) : text;
}

function banglaOf(english: string, depth: number): string | undefined {
  const fixed = FIXED.get(english);
  if (fixed !== undefined) return fixed;
  if (depth > 1) return undefined;
  for (const { pattern, bangla } of TEMPLATES) {
    const match = pattern.exec(english);
    if (!match) continue;
    const holes = match.groups ?? {};
    return bangla.replace(/\{(\d+)\}/g, (_, n: string) => fillHole(holes[`h${n}`] ?? "", depth));
  }
  return undefined;
}

/** Whether the catalogue knows this English message (as sent, holes filled). */
export function hasBanglaMessage(english: string): boolean {
  return banglaOf(english, 0) !== undefined;
}

/**
 * The API's message in the caller's language: English as it is; Bangla from the catalogue,
 * or the English when the catalogue has none (a framework message), never an empty text.
 */
export function translateMessage(english: string, locale: Locale): string {
  if (locale === "en") return english;
  return banglaOf(english, 0) ?? english;
}
