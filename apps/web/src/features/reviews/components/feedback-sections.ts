// The product page's two feedback sections, loaded as one piece of code (lazy-feedback.tsx):
// they sit one under the other, so the shopper who scrolls to one reaches the other.
export { QuestionsSection } from "./questions-section";
export { ReviewsSection } from "./reviews-section";
