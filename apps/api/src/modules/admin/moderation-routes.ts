import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminAnswerBody,
  adminQuestion,
  adminQuestionsQuery,
  adminQuestionsResponse,
  adminReview,
  adminReviewsQuery,
  adminReviewsResponse,
  apiErrorBody,
  envelope,
} from "@shop/contracts";
import { actorOf, type AdminRoutesOptions } from "./context";
import { answerQuestion, listQuestions, setQuestionHidden } from "./questions";
import { listReviews, setReviewHidden } from "./reviews";

/** A malformed or out-of-range id is an id nothing has: 404 (the error handler's rule for params). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const questionResponse = envelope(adminQuestion);
const reviewResponse = envelope(adminReview);
const productPage = (slug: string) => [`/product/${slug}`];

/**
 * Questions and reviews (any staff member). What changes the product page (an
 * answer, a hidden or shown question or review) asks the web app to drop that page
 * once the change has committed.
 */
export async function adminModerationRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db, revalidate } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/admin/questions",
    {
      schema: {
        tags: ["admin"],
        summary: "Shoppers' questions: the unanswered queue (oldest first), answered, hidden or all",
        security,
        querystring: adminQuestionsQuery,
        response: { 200: adminQuestionsResponse, ...errors },
      },
    },
    async (request) => ({ message: "Questions", ...(await listQuestions(db, request.query)) }),
  );

  r.post(
    "/v1/admin/questions/:id/answer",
    {
      schema: {
        tags: ["admin"],
        summary: "Answers (or corrects the answer to) a question; the asker is told by mail, or SMS without an email",
        security,
        params: idParams,
        body: adminAnswerBody,
        response: { 200: questionResponse, ...errors },
      },
    },
    async (request) => {
      const question = await answerQuestion(
        { db, shopName: options.shopName, webUrl: options.env.PUBLIC_WEB_URL },
        { actorId: actorOf(request), id: request.params.id, answer: request.body.answer },
      );
      app.outbox.kick();
      await revalidate(productPage(question.product.slug));
      return { message: "Question answered", data: question };
    },
  );

  for (const action of ["hide", "show"] as const) {
    r.post(
      `/v1/admin/questions/:id/${action}`,
      {
        schema: {
          tags: ["admin"],
          summary: `${action === "hide" ? "Hides" : "Shows"} a question on the product page`,
          security,
          params: idParams,
          response: { 200: questionResponse, ...errors },
        },
      },
      async (request) => {
        const { question, changed } = await setQuestionHidden(db, { actorId: actorOf(request), id: request.params.id, hidden: action === "hide" });
        if (changed) await revalidate(productPage(question.product.slug));
        return { message: action === "hide" ? "Question hidden" : "Question shown", data: question };
      },
    );

    r.post(
      `/v1/admin/reviews/:id/${action}`,
      {
        schema: {
          tags: ["admin"],
          summary: `${action === "hide" ? "Hides a review (it leaves the product's rating)" : "Shows a review again (it counts in the rating again)"}`,
          security,
          params: idParams,
          response: { 200: reviewResponse, ...errors },
        },
      },
      async (request) => {
        const { review, changed } = await setReviewHidden(db, { actorId: actorOf(request), id: request.params.id, hidden: action === "hide" });
        if (changed) await revalidate(productPage(review.product.slug));
        return { message: action === "hide" ? "Review hidden" : "Review shown", data: review };
      },
    );
  }

  r.get(
    "/v1/admin/reviews",
    {
      schema: {
        tags: ["admin"],
        summary: "Reviews, newest first: all, visible or hidden",
        security,
        querystring: adminReviewsQuery,
        response: { 200: adminReviewsResponse, ...errors },
      },
    },
    async (request) => ({ message: "Reviews", ...(await listReviews(db, request.query)) }),
  );
}
