/**
 * Every mail the shop sends, its subject and its text, in one place (as sms-texts.ts is
 * for SMS), so the shop's words can be read and changed without reading the modules that
 * send them. Each returns `{ subject, body }`; the sender adds the address and headers.
 */
import { EMAIL_TOKEN_TTL_HOURS, NEWSLETTER_LINK_TTL_DAYS, toBanglaDigits } from "@shop/contracts";

export type MailText = { subject: string; body: string };

const paragraphs = (...lines: string[]) => lines.join("\n\n");

export const MAIL_TEXTS = {
  /** The link that confirms a shopper's new email address (profile). */
  emailVerification: (link: string): MailText => ({
    subject: "Verify your email address",
    body: paragraphs(
      "Please confirm your new email address for your account by opening this link:",
      link,
      `The link works once and expires in ${EMAIL_TOKEN_TTL_HOURS} hours. If you did not ask for this, ignore this mail.`,
    ),
  }),

  /** Double opt-in; the newsletter adds the unsubscribe line and headers to every newsletter mail. */
  newsletterConfirm: (shop: string, confirmLink: string): MailText => ({
    subject: `Confirm your subscription to the ${shop} newsletter`,
    body: paragraphs(
      `Someone, hopefully you, asked to receive the ${shop} newsletter at this address: new parts, restocks and offers, a few times a month.`,
      `Please confirm by opening this link: ${confirmLink}`,
      `The link expires in ${NEWSLETTER_LINK_TTL_DAYS} days. If you did not ask for this, ignore this mail and you will get nothing more from us.`,
    ),
  }),
  newsletterWelcome: (shop: string, shopLink: string): MailText => ({
    subject: `Welcome to the ${shop} newsletter`,
    body: paragraphs(
      `Thank you for confirming. You will hear from ${shop} when new parts arrive, when popular ones are back in stock and when there is an offer worth your time.`,
      `Browse the shop: ${shopLink}`,
    ),
  }),
  newsletterFooter: (unsubscribeLink: string) => `No longer want these mails? Unsubscribe: ${unsubscribeLink}`,

  /** What the contact form sent, to the shop (Reply-To the sender). The title goes on one line. */
  contactToShop: (from: { name: string; email: string }, title: string, comment: string): MailText => ({
    subject: `Contact form: ${title.replace(/[\r\n\t]+/g, " ")}`,
    body: paragraphs(`From: ${from.name} <${from.email}>`, `Title: ${title}`, comment, `Reply to this mail to answer ${from.name}.`),
  }),

  /**
   * A staff reply to a contact message (issue 46), to its sender: the reply, signed with
   * the staff member's name and the shop, then the sender's message quoted ("> " lines).
   * Plain text, as every mail here, so nothing the sender or staff typed is markup; the
   * subject is one line. `sentAt` is the message's Asia/Dhaka ISO time.
   */
  contactReply: (
    shop: string,
    staffName: string | null,
    original: { name: string; title: string; comment: string; sentAt: string },
    reply: string,
  ): MailText => ({
    subject: `Re: ${original.title.replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, " ")}`,
    body: paragraphs(
      `Hello ${original.name},`,
      reply,
      staffName ? `${staffName}\n${shop}` : shop,
      `On ${original.sentAt.slice(0, 10)} at ${original.sentAt.slice(11, 16)} you wrote:\n${[`Title: ${original.title}`, ...original.comment.split(/\r?\n/)]
        .map((line) => `> ${line}`)
        .join("\n")}`,
    ),
  }),

  /** A product a shopper asked about is back (once per request). */
  backInStock: (shop: string, product: string, shopperName: string, link: string): MailText => ({
    subject: `${product} is back in stock`,
    body:
      `Hello ${shopperName},\n\n${product} is back in stock at ${shop}. You asked us to tell you; ` +
      `order it here before it runs out again:\n${link}\n\nThis is the only mail we send about it.`,
  }),

  /** The answer to a shopper's question, when the account has an email (else an SMS: sms-texts.ts). */
  questionAnswered: (shop: string, product: string, shopperName: string | null, question: string, answer: string, link: string): MailText => ({
    subject: `${shop}: your question about ${product} was answered`,
    body: [
      `Hello${shopperName ? ` ${shopperName}` : ""},`,
      "",
      `Your question about ${product} was answered.`,
      "",
      `Q: ${question}`,
      `A: ${answer}`,
      "",
      `See it on the product page: ${link}`,
      "",
      shop,
    ].join("\n"),
  }),
};

/** The mails a shopper reads (all but the two contact mails, which staff write or read), in either language. */
export type ShopperMailTexts = Omit<typeof MAIL_TEXTS, "contactToShop" | "contactReply">;

const bn = (n: number) => toBanglaDigits(String(n));

/**
 * The shopper's mails in Bangla (issue 50), each with the English one's arguments (a
 * missing one fails the type check). Which language a mail goes in: the address check,
 * back in stock and a question's answer follow the account's users.locale (a back-in-stock
 * request made signed out stays English); the newsletter's follow the language the address
 * last subscribed in (newsletter_subscriptions.locale). The contact mails stay English:
 * staff read the one and write the other. Product and shop names go as written, numbers
 * in Bangla digits, links as they are.
 */
export const MAIL_TEXTS_BN: ShopperMailTexts = {
  emailVerification: (link: string): MailText => ({
    subject: "আপনার ইমেইল ঠিকানা যাচাই করুন",
    body: paragraphs(
      "আপনার অ্যাকাউন্টের নতুন ইমেইল ঠিকানা নিশ্চিত করতে এই লিংকটি খুলুন:",
      link,
      `লিংকটি একবারই কাজ করে, ${bn(EMAIL_TOKEN_TTL_HOURS)} ঘণ্টা পর এর মেয়াদ শেষ হবে। আপনি এটি না চেয়ে থাকলে মেইলটি উপেক্ষা করুন।`,
    ),
  }),

  newsletterConfirm: (shop: string, confirmLink: string): MailText => ({
    subject: `${shop} নিউজলেটারের সাবস্ক্রিপশন নিশ্চিত করুন`,
    body: paragraphs(
      `এই ঠিকানায় ${shop} নিউজলেটার পাঠানোর অনুরোধ এসেছে, আশা করি আপনার কাছ থেকেই: নতুন পণ্য, আবার স্টকে আসা পণ্য আর অফার, মাসে কয়েকবার।`,
      `নিশ্চিত করতে এই লিংকটি খুলুন: ${confirmLink}`,
      `লিংকটির মেয়াদ ${bn(NEWSLETTER_LINK_TTL_DAYS)} দিন। আপনি এটি না চেয়ে থাকলে মেইলটি উপেক্ষা করুন, আমাদের কাছ থেকে আর কিছু পাবেন না।`,
    ),
  }),
  newsletterWelcome: (shop: string, shopLink: string): MailText => ({
    subject: `${shop} নিউজলেটারে স্বাগতম`,
    body: paragraphs(
      `নিশ্চিত করার জন্য ধন্যবাদ। নতুন পণ্য এলে, জনপ্রিয় পণ্য আবার স্টকে এলে আর ভালো কোনো অফার থাকলে ${shop} আপনাকে জানাবে।`,
      `শপ ঘুরে দেখুন: ${shopLink}`,
    ),
  }),
  newsletterFooter: (unsubscribeLink: string) => `এই মেইলগুলো আর চান না? আনসাবস্ক্রাইব করুন: ${unsubscribeLink}`,

  backInStock: (shop: string, product: string, shopperName: string, link: string): MailText => ({
    subject: `${product} আবার স্টকে এসেছে`,
    body:
      `হ্যালো ${shopperName},\n\n${product} আবার ${shop}-এ স্টকে এসেছে। আপনি আমাদের জানাতে বলেছিলেন; ` +
      `আবার শেষ হয়ে যাওয়ার আগে এখানে অর্ডার করুন:\n${link}\n\nএ নিয়ে এটিই আমাদের একমাত্র মেইল।`,
  }),

  questionAnswered: (shop: string, product: string, shopperName: string | null, question: string, answer: string, link: string): MailText => ({
    subject: `${shop}: ${product} নিয়ে আপনার প্রশ্নের উত্তর দেওয়া হয়েছে`,
    body: [
      `হ্যালো${shopperName ? ` ${shopperName}` : ""},`,
      "",
      `${product} নিয়ে আপনার প্রশ্নের উত্তর দেওয়া হয়েছে।`,
      "",
      `প্রশ্ন: ${question}`,
      `উত্তর: ${answer}`,
      "",
      `পণ্যের পেজে দেখুন: ${link}`,
      "",
      shop,
    ].join("\n"),
  }),
};

/** The shopper's mails in a language ("bn": Bangla; anything else: English). */
export function mailTextsFor(locale: string | null | undefined): ShopperMailTexts {
  return locale === "bn" ? MAIL_TEXTS_BN : MAIL_TEXTS;
}

/**
 * A storefront page's address in a language: English at today's paths, Bangla under /bn
 * (`/product/x` → `/bn/product/x`, `/` → `/bn`).
 */
export function webLink(webUrl: string, locale: string | null | undefined, path: string): string {
  if (locale !== "bn") return `${webUrl}${path}`;
  return path === "/" ? `${webUrl}/bn` : `${webUrl}/bn${path}`;
}
