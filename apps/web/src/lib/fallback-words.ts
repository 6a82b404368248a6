/**
 * The English the web's own code answers with when the API cannot (forward.ts, form-post.ts):
 * a toast shows it in the page's language (the `errors` catalogue's `busy`, toast-card.tsx).
 */
export const SHOP_BUSY = "The shop is busy, please try again";
