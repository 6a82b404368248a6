import { z } from "zod";
import { envelope, pageMeta, paged } from "./envelope";
import { emailSchema } from "./validation";

/**
 * Reviews and questions on the product page (API.md "Reviews, questions, stock
 * requests"; spec §5). The spec words the rating, the review and the question's
 * minimum; the rest of the wording is ours, in the same voice.
 */
export const REVIEWS_PER_PAGE = 10;
export const QUESTIONS_PER_PAGE = 10;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_MIN = 10;
export const REVIEW_MAX = 500;
export const QUESTION_TITLE_MIN = 5;
export const QUESTION_TITLE_MAX = 120;
/** Questions one shopper may ask in any hour, across all products (spam guard, counted in the database). */
export const QUESTIONS_PER_HOUR = 10;

export const REVIEW_MESSAGES = {
  ratingRequired: "Rating can not be empty",
  ratingMax: `Rating can not be more than ${RATING_MAX}`,
  ratingWhole: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  ratingPrompt: "Please rate this product",
  reviewRequired: "Review can not be empty",
  reviewMin: `Review should have a minimum length of ${REVIEW_MIN}`,
  reviewMax: `Review should have a maximum length of ${REVIEW_MAX}`,
  orderRequired: "Please choose the order you bought this product in",
  orderNotFound: "We could not find this order among your orders",
  orderNotDelivered: "You can review this product once your order is delivered",
  productNotInOrder: "This product is not part of this order",
  alreadyReviewed: "You have already reviewed this product",
} as const;

export const QUESTION_MESSAGES = {
  titleRequired: "Question can not be empty",
  titleMin: `Question should have a minimum length of ${QUESTION_TITLE_MIN}`,
  titleMax: `Question should have a maximum length of ${QUESTION_TITLE_MAX}`,
  tooMany: `You can ask at most ${QUESTIONS_PER_HOUR} questions an hour. Please try again later.`,
  /** R284: a question needs an email; spec §5's words for an empty email field. */
  emailRequired: "Email address can not be empty",
  /** R128: the confirmation after asking. */
  submitted: "Thank you! We will answer your question within the next few hours.",
} as const;

// ---- requests ----------------------------------------------------------------

/** GET /v1/product/{slug}/reviews and /questions: a page that makes no sense reads as the first. */
export const productFeedbackQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });

/** The Write a Review form (rating starts at 0: "Rating can not be empty" until a star is chosen). */
export const reviewForm = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .min(RATING_MIN, REVIEW_MESSAGES.ratingRequired)
    .max(RATING_MAX, REVIEW_MESSAGES.ratingMax)
    .int(REVIEW_MESSAGES.ratingWhole),
  review: z
    .string({ error: REVIEW_MESSAGES.reviewRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.reviewRequired)
    .min(REVIEW_MIN, REVIEW_MESSAGES.reviewMin)
    .max(REVIEW_MAX, REVIEW_MESSAGES.reviewMax),
});
export type ReviewForm = z.input<typeof reviewForm>;

/** POST /v1/product/{slug}/reviews: the form plus the delivered order the product came in. */
export const createReviewBody = reviewForm.extend({
  order_key: z.string({ error: REVIEW_MESSAGES.orderRequired }).trim().min(1, REVIEW_MESSAGES.orderRequired).max(100, REVIEW_MESSAGES.orderNotFound),
});
export type CreateReviewBody = z.input<typeof createReviewBody>;

/**
 * POST /v1/product/{slug}/questions; the Ask Question form shows the account's email
 * read-only, or asks for one when the account has none (R284: then `email` is required).
 */
export const createQuestionBody = z.object({
  email: emailSchema.optional(),
  title: z
    .string({ error: QUESTION_MESSAGES.titleRequired })
    .trim()
    .min(1, QUESTION_MESSAGES.titleRequired)
    .min(QUESTION_TITLE_MIN, QUESTION_MESSAGES.titleMin)
    .max(QUESTION_TITLE_MAX, QUESTION_MESSAGES.titleMax),
});
export type CreateQuestionBody = z.input<typeof createQuestionBody>;

// ---- responses ---------------------------------------------------------------

/** Text is the shopper's as typed (trimmed): plain JSON strings, never HTML. */
export const productReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  review: z.string(),
  /** "Karim H.": first name and last initial; "Shopper" for an account without a name. */
  author: z.string(),
  created_at: z.string(),
  /** Always true: a review comes only from a delivered order. */
  verified_purchase: z.boolean(),
});
export type ProductReview = z.infer<typeof productReview>;

export const ratingDistribution = z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() });
export type RatingDistribution = z.infer<typeof ratingDistribution>;

export const productReviewsResponse = z.object({
  message: z.string(),
  data: z.array(productReview),
  /** The paging fields plus the visible reviews' average (2 decimals, 0 without any) and count per star. */
  meta: pageMeta.extend({ average: z.number(), distribution: ratingDistribution }),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponse>;

export const productQuestion = z.object({
  id: z.number().int(),
  title: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  author: z.string(),
});
export type ProductQuestion = z.infer<typeof productQuestion>;
export const productQuestionsResponse = paged(productQuestion);
export type ProductQuestionsResponse = z.infer<typeof productQuestionsResponse>;

/** 201 answers: the spec's "Review Created" / "Question Created", no payload. */
export const reviewCreatedResponse = envelope(z.null());
export const questionCreatedResponse = envelope(z.null());
