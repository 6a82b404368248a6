import { REVIEW_MESSAGES } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { EMPTY_REVIEW, firstInvalidReviewField, reviewFieldError, validateReview } from "./review-fields";

describe("the Write a Review form", () => {
  it("starts at rating 0, which reads as an empty rating", () => {
    const checked = validateReview(EMPTY_REVIEW);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ rating: REVIEW_MESSAGES.ratingRequired, review: REVIEW_MESSAGES.reviewRequired });
    expect(firstInvalidReviewField(checked.errors)).toBe("rating");
  });

  it("trims the review and checks 10..500 with the contracts' messages", () => {
    expect(reviewFieldError("review", { rating: 4, review: "     " })).toBe(REVIEW_MESSAGES.reviewRequired);
    expect(reviewFieldError("review", { rating: 4, review: "  too short  " })).toBe(REVIEW_MESSAGES.reviewMin);
    expect(reviewFieldError("review", { rating: 4, review: "x".repeat(501) })).toBe(REVIEW_MESSAGES.reviewMax);
    expect(reviewFieldError("review", { rating: 0, review: "Works well with 3.3 V logic" })).toBeUndefined();
    expect(reviewFieldError("rating", { rating: 0, review: "" })).toBe(REVIEW_MESSAGES.ratingRequired);
  });

  it("gives the trimmed body to send", () => {
    expect(validateReview({ rating: 5, review: "  Great sensor, accurate readings.  " })).toEqual({
      ok: true,
      body: { rating: 5, review: "Great sensor, accurate readings." },
    });
  });
});
