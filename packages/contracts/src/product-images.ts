import { z } from "zod";

/**
 * PUT /v1/admin/products/{id}/image-order (issue 46): the product's images in their new
 * order, every one once; the first is the main image (the listings' and the cart's).
 */
export const IMAGE_ORDER_MESSAGE = "Send every image of the product once, in the new order";
export const adminImageOrderBody = z.strictObject({
  media_keys: z.array(z.string().min(1).max(200)).min(1, IMAGE_ORDER_MESSAGE).max(12, IMAGE_ORDER_MESSAGE),
});
