import type { CreateQuestionBody, CreateReviewBody, ProductQuestionsResponse, ProductReviewsResponse } from "@shop/contracts";
import { api } from "./client";

type Created = { message: string; data: null };

const base = (slug: string) => `/v1/product/${encodeURIComponent(slug)}`;

/**
 * The product page's reviews and questions, read from the browser after the (cached)
 * page has painted: never from the data cache, so a review or question just sent shows
 * at the next read.
 */
export async function getProductReviews(slug: string, page: number, signal?: AbortSignal): Promise<ProductReviewsResponse> {
  return (await api.get<ProductReviewsResponse>(`${base(slug)}/reviews`, { query: { page }, cache: "no-store", signal })).data;
}

/** GET /v1/product/{slug}/questions?page=n: answered first, 10 a page. */
export async function getProductQuestions(slug: string, page: number, signal?: AbortSignal): Promise<ProductQuestionsResponse> {
  return (await api.get<ProductQuestionsResponse>(`${base(slug)}/questions`, { query: { page }, cache: "no-store", signal })).data;
}

/** POST /v1/product/{slug}/reviews {rating, review, order_key}: the shopper's session rides on the forwarder's cookie. */
export async function createReview(slug: string, body: CreateReviewBody): Promise<Created> {
  return (await api.post<Created>(`${base(slug)}/reviews`, body)).data;
}

/** POST /v1/product/{slug}/questions {title}: 429 past 10 questions an hour. */
export async function askQuestion(slug: string, body: CreateQuestionBody): Promise<Created> {
  return (await api.post<Created>(`${base(slug)}/questions`, body)).data;
}
