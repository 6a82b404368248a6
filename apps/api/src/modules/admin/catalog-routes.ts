import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ARCHIVE_MESSAGES,
  ADMIN_IMAGE_MAX_BYTES,
  adminBrand,
  adminBrandInput,
  adminBrandsResponse,
  adminCategoriesResponse,
  adminCategory,
  adminCategoryInput,
  adminLowStockResponse,
  adminProductInput,
  adminProductPatch,
  adminProductResponse,
  adminProductsQuery,
  adminProductsResponse,
  adminStockAdjustResponse,
  adminStockBody,
  adminStockHistoryResponse,
  apiErrorBody,
  envelope,
  mediaParams,
} from "@shop/contracts";
import {
  addProductImage,
  createAdminProduct,
  getAdminProduct,
  listAdminProducts,
  removeProductImage,
  updateAdminProduct,
  type AdminCatalogCtx,
} from "../catalog/admin";
import { createAdminBrand, createAdminCategory, listAdminBrands, listAdminCategories, updateAdminBrand, updateAdminCategory } from "../catalog/admin-taxonomy";
import { ingestImage, UPLOAD_CONTENT_TYPES } from "../media/ingest";
import { adjustStock, lowStock, stockHistory, type StockCtx } from "../stock/service";
import { actorOf, type AdminRoutesOptions } from "./context";
import { adminProductCsvRoutes } from "./product-csv-routes";
import { adminImageOrderBody } from "@shop/contracts/product-images";
import { duplicateProduct, reorderImages, setProductArchived } from "./product-lifecycle";
import { setArchived } from "./archive";

const errors = { 400: apiErrorBody, 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];
/** Any id that is not a positive integer is an id nothing has: 404 (the errors plugin). */
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const imageParams = idParams.extend({ media_key: mediaParams.shape.key });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });
const imageQuery = z.object({ alt: z.string().trim().max(200).optional() });
const imageBody = z.custom<Buffer>((value) => Buffer.isBuffer(value), "Upload a JPEG, PNG or WebP image").meta({ type: "string", format: "binary" });
const categoryResponse = envelope(adminCategory);
const brandResponse = envelope(adminBrand);

/**
 * /v1/admin/products, categories, brands and stock (staff; prices are the owner's,
 * decided in the service as it knows the current price). Writes revalidate the
 * storefront's pages after they commit.
 */
/** The signed-in staff member with their role (a price is the owner's). */
const actorWithRole = (request: FastifyRequest) => ({
  id: actorOf(request),
  role: request.identity.role === "owner" ? ("owner" as const) : ("staff" as const),
});

export async function adminCatalogRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: AdminCatalogCtx = { db: options.db, mediaBase: options.mediaBase, revalidate: options.revalidate };
  const stock: StockCtx = { db: options.db, webUrl: options.env.PUBLIC_WEB_URL, shopName: options.shopName, revalidate: options.revalidate };

  // Raw image bodies, in this scope only: everywhere else an image body stays a 415.
  app.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: "buffer", bodyLimit: ADMIN_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
  // The products CSV: export, import preview and apply (product-csv.ts).
  await app.register(adminProductCsvRoutes, options);

  r.get(
    "/v1/admin/products",
    {
      schema: {
        tags,
        summary: "Products for staff: search, category, shown or hidden, low or out of stock",
        security,
        querystring: adminProductsQuery,
        response: { 200: adminProductsResponse, ...errors },
      },
    },
    async (request) => ({ message: "Products", ...(await listAdminProducts(ctx, request.query)) }),
  );

  r.post(
    "/v1/admin/products",
    {
      schema: {
        tags,
        summary: "Creates a product (no stock: add it with a stock adjustment); one made by staff waits hidden for an owner's price",
        security,
        body: adminProductInput,
        response: { 201: adminProductResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createAdminProduct(ctx, { actor: actorWithRole(request), body: request.body });
      reply.code(201);
      return { message: data.needs_price ? "Product saved: it waits for a price from an owner" : "Product created", data };
    },
  );

  r.get(
    "/v1/admin/products/:id",
    { schema: { tags, summary: "One product with everything its form edits", security, params: idParams, response: { 200: adminProductResponse, ...errors } } },
    async (request) => ({ message: "Product", data: await getAdminProduct(ctx, request.params.id) }),
  );

  r.patch(
    "/v1/admin/products/:id",
    {
      schema: {
        tags,
        summary: "Edits a product (any subset; is_active hides or shows it; a changed price is the owner's)",
        security,
        params: idParams,
        body: adminProductPatch,
        response: { 200: adminProductResponse, ...errors },
      },
    },
    async (request) => {
      return { message: "Product saved", data: await updateAdminProduct(ctx, { actor: actorWithRole(request), id: request.params.id, patch: request.body }) };
    },
  );

  r.post(
    "/v1/admin/products/:id/duplicate",
    {
      schema: {
        tags,
        summary: "Copies a product: hidden, named … (copy), a free slug and SKU, the same category, brand, prices, specs and images, no stock",
        security,
        params: idParams,
        response: { 201: adminProductResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await duplicateProduct(ctx, { actor: actorWithRole(request), id: request.params.id });
      reply.code(201);
      return { message: "Copy made: it is hidden until you show it", data };
    },
  );

  for (const [verb, archived] of [
    ["archive", true],
    ["restore", false],
  ] as const) {
    r.post(
      `/v1/admin/products/:id/${verb}`,
      {
        schema: {
          tags,
          summary: archived
            ? "Archives a product: out of the back office's lists and hidden from the shop; orders keep it"
            : "Restores an archived product to the lists (still hidden until shown)",
          security,
          params: idParams,
          response: { 200: adminProductResponse, ...errors },
        },
      },
      async (request) => ({
        message: archived ? "Product archived" : "Product restored: it stays hidden until you show it",
        data: await setProductArchived(ctx, { actorId: actorOf(request), id: request.params.id, archived }),
      }),
    );
  }

  r.put(
    "/v1/admin/products/:id/image-order",
    {
      schema: {
        tags,
        summary: "Puts the product's images in a new order (every image once); the first is the main image",
        security,
        params: idParams,
        body: adminImageOrderBody,
        response: { 200: adminProductResponse, ...errors },
      },
    },
    async (request) => ({
      message: "Image order saved",
      data: await reorderImages(ctx, { actorId: actorOf(request), id: request.params.id, mediaKeys: request.body.media_keys }),
    }),
  );

  r.post(
    "/v1/admin/products/:id/images",
    {
      bodyLimit: ADMIN_IMAGE_MAX_BYTES,
      schema: {
        tags,
        summary: "Adds an image: the raw JPEG, PNG or WebP as the body (up to 8 MB), stored at most 1600 px wide",
        security,
        params: idParams,
        querystring: imageQuery,
        consumes: [...UPLOAD_CONTENT_TYPES],
        body: imageBody,
        response: { 201: adminProductResponse, ...errors, 413: apiErrorBody, 415: apiErrorBody },
      },
    },
    async (request, reply) => {
      // Decoded and resized before the transaction: the slow part holds no lock.
      const image = await ingestImage(request.body);
      const data = await addProductImage(ctx, { actorId: actorOf(request), productId: request.params.id, image, alt: request.query.alt ?? "" });
      reply.code(201);
      return { message: "Image added", data };
    },
  );

  r.delete(
    "/v1/admin/products/:id/images/:media_key",
    { schema: { tags, summary: "Removes an image from a product", security, params: imageParams, response: { 200: adminProductResponse, ...errors } } },
    async (request) => ({
      message: "Image removed",
      data: await removeProductImage(ctx, { actorId: actorOf(request), productId: request.params.id, mediaKey: request.params.media_key }),
    }),
  );

  r.post(
    "/v1/admin/products/:id/stock",
    {
      schema: {
        tags,
        summary: "Moves stock in or out with a reason (never below zero); mails shoppers waiting for a sold-out product",
        security,
        params: idParams,
        body: adminStockBody,
        response: { 200: adminStockAdjustResponse, ...errors },
      },
    },
    async (request) => {
      const data = await adjustStock(stock, { productId: request.params.id, ...request.body, actorId: actorOf(request) });
      if (data.notified > 0) app.outbox.kick();
      return { message: "Stock adjusted", data };
    },
  );

  r.get(
    "/v1/admin/products/:id/stock-history",
    {
      schema: {
        tags,
        summary: "The product's stock ledger, newest first",
        security,
        params: idParams,
        querystring: pageQuery,
        response: { 200: adminStockHistoryResponse, ...errors },
      },
    },
    async (request) => ({ message: "Stock history", ...(await stockHistory(options.db, { productId: request.params.id, page: request.query.page })) }),
  );

  r.get(
    "/v1/admin/stock/low",
    {
      schema: { tags, summary: "Shown products at or below the low-stock mark, sold-out first", security, response: { 200: adminLowStockResponse, ...errors } },
    },
    async () => ({ message: "Low stock", data: await lowStock(ctx) }),
  );

  r.get(
    "/v1/admin/categories",
    { schema: { tags, summary: "Every category with its product count", security, response: { 200: adminCategoriesResponse, ...errors } } },
    async () => ({ message: "Categories", data: await listAdminCategories(options.db) }),
  );

  r.post(
    "/v1/admin/categories",
    {
      schema: {
        tags,
        summary: "Creates a category (a main one, or under a main one)",
        security,
        body: adminCategoryInput,
        response: { 201: categoryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createAdminCategory(ctx, { actorId: actorOf(request), body: request.body });
      reply.code(201);
      return { message: "Category created", data };
    },
  );

  r.patch(
    "/v1/admin/categories/:id",
    {
      schema: {
        tags,
        summary: "Edits a category",
        security,
        params: idParams,
        body: adminCategoryInput.partial(),
        response: { 200: categoryResponse, ...errors },
      },
    },
    async (request) => ({
      message: "Category saved",
      data: await updateAdminCategory(ctx, { actorId: actorOf(request), id: request.params.id, patch: request.body }),
    }),
  );

  r.get(
    "/v1/admin/brands",
    { schema: { tags, summary: "Every brand with its product count", security, response: { 200: adminBrandsResponse, ...errors } } },
    async () => ({ message: "Brands", data: await listAdminBrands(options.db) }),
  );

  r.post(
    "/v1/admin/brands",
    { schema: { tags, summary: "Creates a brand", security, body: adminBrandInput, response: { 201: brandResponse, ...errors } } },
    async (request, reply) => {
      const data = await createAdminBrand(ctx, { actorId: actorOf(request), body: request.body });
      reply.code(201);
      return { message: "Brand created", data };
    },
  );

  // Archive and restore (issue 46): see archive.ts. The pages are revalidated when a shown row left the shop.
  const archiveSummary = (kind: "category" | "brand", archived: boolean) =>
    archived
      ? `Archives a ${kind}: hidden from the shop and out of the current list; its products and orders keep it`
      : `Restores an archived ${kind} to the current list (still hidden until shown)`;
  for (const [verb, archived] of [
    ["archive", true],
    ["restore", false],
  ] as const) {
    r.post(
      `/v1/admin/categories/:id/${verb}`,
      { schema: { tags, summary: archiveSummary("category", archived), security, params: idParams, response: { 200: categoryResponse, ...errors } } },
      async (request) => {
        const outcome = await setArchived(options.db, { kind: "category", actorId: actorOf(request), id: request.params.id, archived });
        if (outcome.changed && outcome.wasActive) await ctx.revalidate(["/", `/category/${outcome.label}`]);
        const [data] = await listAdminCategories(options.db, request.params.id);
        return { message: ARCHIVE_MESSAGES[archived ? "archived" : "restored"].category, data };
      },
    );
    r.post(
      `/v1/admin/brands/:id/${verb}`,
      { schema: { tags, summary: archiveSummary("brand", archived), security, params: idParams, response: { 200: brandResponse, ...errors } } },
      async (request) => {
        const outcome = await setArchived(options.db, { kind: "brand", actorId: actorOf(request), id: request.params.id, archived });
        if (outcome.changed && outcome.wasActive) await ctx.revalidate(["/", "/brands"]);
        const [data] = await listAdminBrands(options.db, request.params.id);
        return { message: ARCHIVE_MESSAGES[archived ? "archived" : "restored"].brand, data };
      },
    );
  }

  r.patch(
    "/v1/admin/brands/:id",
    { schema: { tags, summary: "Edits a brand", security, params: idParams, body: adminBrandInput.partial(), response: { 200: brandResponse, ...errors } } },
    async (request) => ({
      message: "Brand saved",
      data: await updateAdminBrand(ctx, { actorId: actorOf(request), id: request.params.id, patch: request.body }),
    }),
  );
}
