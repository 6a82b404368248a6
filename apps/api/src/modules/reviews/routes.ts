import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  apiErrorBody,
  createQuestionBody,
  createReviewBody,
  MESSAGES,
  productFeedbackQuery,
  productQuestionsResponse,
  productReviewsResponse,
  productSlugParams,
  questionCreatedResponse,
  reviewCreatedResponse,
} from "@shop/contracts";
import type { Database } from "@shop/db";
import { requireUser } from "../../plugins/identity";
import { askQuestion, createReview, listProductQuestions, listProductReviews } from "./service";

/**
 * Shared caches may keep a list, but must ask again every time: a shopper who has just
 * written a review or asked a question sees it at the next read.
 */
const LIST_CACHE_CONTROL = "public, max-age=0, must-revalidate";
const errors = { 401: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody, 429: apiErrorBody };
const security = [{ bearer: [] }];
const userId = (request: FastifyRequest) => request.identity.userId as string;

/** API.md "Reviews, questions, stock requests": the product page's reviews and questions. */
export async function reviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/product/:slug/reviews",
    {
      schema: {
        tags: ["catalog"],
        summary: "A product's visible reviews, newest first, 10 a page, with the average and the count per star",
        params: productSlugParams,
        querystring: productFeedbackQuery,
        response: { 200: productReviewsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await listProductReviews(db, { slug: request.params.slug, page: request.query.page });
      reply.header("cache-control", LIST_CACHE_CONTROL);
      return { message: "Reviews", ...answer };
    },
  );

  r.post(
    "/v1/product/:slug/reviews",
    {
      // Before validation: a guest hears "sign in", not what is wrong with the form.
      onRequest: requireUser,
      schema: {
        tags: ["catalog"],
        summary: "Reviews a product from the shopper's own delivered order, once per product",
        security,
        params: productSlugParams,
        body: createReviewBody,
        response: { 201: reviewCreatedResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { rating, review, order_key } = request.body;
      await createReview(db, { slug: request.params.slug, userId: userId(request), rating, review, orderKey: order_key });
      reply.code(201);
      return { message: MESSAGES.reviewCreated, data: null };
    },
  );

  r.get(
    "/v1/product/:slug/questions",
    {
      schema: {
        tags: ["catalog"],
        summary: "A product's visible questions: answered first (latest answer first), then the rest newest first, 10 a page",
        params: productSlugParams,
        querystring: productFeedbackQuery,
        response: { 200: productQuestionsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await listProductQuestions(db, { slug: request.params.slug, page: request.query.page });
      reply.header("cache-control", LIST_CACHE_CONTROL);
      return { message: "Questions", ...answer };
    },
  );

  r.post(
    "/v1/product/:slug/questions",
    {
      onRequest: requireUser,
      schema: {
        tags: ["catalog"],
        summary: "Asks about a product (at most 10 questions a shopper an hour; 429 with Retry-After past that)",
        security,
        params: productSlugParams,
        body: createQuestionBody,
        response: { 201: questionCreatedResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await askQuestion(db, { slug: request.params.slug, userId: userId(request), title: request.body.title, email: request.body.email });
      reply.code(201);
      return { message: MESSAGES.questionCreated, data: null };
    },
  );
}
