import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody } from "@shop/contracts";
import {
  ATTRIBUTE_CSV_MAX_BYTES,
  adminAttributesResponse,
  adminCategoryAttributesResponse,
  adminProductAttributesResponse,
  attributeImportBody,
  attributeImportPreviewResponse,
  attributeImportResultResponse,
  categoryAttributesBody,
  productAttributesBody,
} from "@shop/contracts/attribute-admin";
import { actorOf, type AdminRoutesOptions } from "../admin/context";
import { applyAttributeImport, previewAttributeImport } from "./csv";
import { listAttributes, listCategoryAttributes, listProductValues, saveCategoryAttributes, saveProductValues, type AttributesCtx } from "./service";

const errors = { 400: apiErrorBody, 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const bodyLimit = ATTRIBUTE_CSV_MAX_BYTES * 2 + 4096;

/** Typed specifications in the back office: a category's attributes, a product's values, values by CSV (staff, as product edits). */
export async function adminAttributeRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: AttributesCtx = { db: options.db, revalidate: options.revalidate };

  r.get(
    "/v1/admin/attributes",
    { schema: { tags, summary: "Every attribute (shared across categories by key)", security, response: { 200: adminAttributesResponse, ...errors } } },
    async () => ({ message: "Attributes", data: await listAttributes(options.db) }),
  );

  r.get(
    "/v1/admin/categories/:id/attributes",
    {
      schema: {
        tags,
        summary: "A category's attributes in its order",
        security,
        params: idParams,
        response: { 200: adminCategoryAttributesResponse, ...errors },
      },
    },
    async (request) => ({ message: "Category attributes", data: await listCategoryAttributes(options.db, request.params.id) }),
  );

  r.put(
    "/v1/admin/categories/:id/attributes",
    {
      schema: {
        tags,
        summary: "Replaces a category's attributes (name, unit, kind, choices, order, filterable); a known key edits the shared attribute",
        security,
        params: idParams,
        body: categoryAttributesBody,
        response: { 200: adminCategoryAttributesResponse, ...errors },
      },
    },
    async (request) => ({
      message: "Specifications saved",
      data: await saveCategoryAttributes(ctx, { actorId: actorOf(request), categoryId: request.params.id, list: request.body.attributes }),
    }),
  );

  r.get(
    "/v1/admin/products/:id/attributes",
    {
      schema: {
        tags,
        summary: "The product's values of its category's attributes",
        security,
        params: idParams,
        response: { 200: adminProductAttributesResponse, ...errors },
      },
    },
    async (request) => ({ message: "Product specifications", data: await listProductValues(options.db, request.params.id) }),
  );

  r.put(
    "/v1/admin/products/:id/attributes",
    {
      schema: {
        tags,
        summary: "Sets the product's values (raw text, normalised; empty clears); a value that does not parse refuses the form, naming the attribute",
        security,
        params: idParams,
        body: productAttributesBody,
        response: { 200: adminProductAttributesResponse, ...errors },
      },
    },
    async (request) => ({
      message: "Specifications saved",
      data: await saveProductValues(ctx, { actorId: actorOf(request), productId: request.params.id, values: request.body.values }),
    }),
  );

  r.post(
    "/v1/admin/attribute-values/import/preview",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Reads a CSV of attribute values (sku + one column per attribute key) and answers each row's changes and errors; writes nothing",
        security,
        body: attributeImportBody,
        response: { 200: attributeImportPreviewResponse, ...errors },
      },
    },
    async (request) => ({ message: "Import preview", data: await previewAttributeImport(options.db, request.body.file) }),
  );

  r.post(
    "/v1/admin/attribute-values/import",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Applies a previewed CSV of attribute values (the same file and its hash) in one transaction; a row with an error applies nothing",
        security,
        body: attributeImportBody,
        response: { 200: attributeImportResultResponse, ...errors },
      },
    },
    async (request) => {
      const data = await applyAttributeImport(ctx, { actorId: actorOf(request), file: request.body.file, hash: request.body.hash });
      return { message: data.changed === 1 ? "1 product changed" : `${data.changed} products changed`, data };
    },
  );
}
