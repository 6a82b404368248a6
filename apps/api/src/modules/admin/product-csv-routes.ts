import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody } from "@shop/contracts";
import { PRODUCT_CSV_MAX_BYTES, productImportBody, productImportPreviewResponse, productImportResultResponse } from "@shop/contracts/product-csv";
import { toDhakaIso } from "../../lib/time";
import { actorOf, type AdminRoutesOptions } from "./context";
import { applyImport, exportProductsCsv, previewImport, type ImportCtx } from "./product-csv";

const errors = { 400: apiErrorBody, 401: apiErrorBody, 403: apiErrorBody, 409: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];
/** The file travels as JSON text: room for the file at its limit and the escaping of its quotes and line ends. */
const bodyLimit = PRODUCT_CSV_MAX_BYTES * 2 + 4096;
const roleOf = (request: FastifyRequest) => (request.identity.role === "owner" ? ("owner" as const) : ("staff" as const));

/** /v1/admin/products/export.csv and the import's preview and apply (contracts/product-csv.ts). */
export async function adminProductCsvRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: ImportCtx = { db: options.db, webUrl: options.env.PUBLIC_WEB_URL, shopName: options.shopName, revalidate: options.revalidate };

  r.get(
    "/v1/admin/products/export.csv",
    {
      schema: {
        tags,
        summary: "Every product as CSV in the import's columns (ID, SKU, name, category, brand, prices in taka, stock, visible, specs)",
        security,
        response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errors },
      },
    },
    async (_request, reply) => {
      const fileName = `products-${toDhakaIso(new Date()).slice(0, 10)}.csv`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(await exportProductsCsv(options.db));
    },
  );

  r.post(
    "/v1/admin/products/import/preview",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Reads a products CSV and answers each row's changes (before → after) and errors; writes nothing",
        security,
        body: productImportBody,
        response: { 200: productImportPreviewResponse, ...errors },
      },
    },
    async (request) => ({ message: "Import preview", data: await previewImport(options.db, { file: request.body.file, role: roleOf(request) }) }),
  );

  r.post(
    "/v1/admin/products/import",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Applies a previewed products CSV (the same file and its preview's hash) in one transaction; a row with an error applies nothing",
        security,
        body: productImportBody,
        response: { 200: productImportResultResponse, ...errors },
      },
    },
    async (request) => {
      const { notified, ...data } = await applyImport(ctx, {
        file: request.body.file,
        hash: request.body.hash,
        actor: { id: actorOf(request), role: roleOf(request) },
      });
      if (notified > 0) app.outbox.kick();
      return { message: data.changed === 1 ? "1 product changed" : `${data.changed} products changed`, data };
    },
  );
}
