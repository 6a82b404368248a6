import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody } from "@shop/contracts";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  adminDocumentLinkBody,
  adminDocumentOrderBody,
  adminDocumentUploadQuery,
  adminProductDocumentsResponse,
  httpsLink,
} from "@shop/contracts/product-documents";
import { actorOf, type AdminRoutesOptions } from "../admin/context";
import { ingestPdf } from "./ingest";
import { addDocumentFile, addDocumentLink, listAdminDocuments, removeDocument, reorderDocuments, type DocumentsCtx } from "./service";

const errors = { 400: apiErrorBody, 401: apiErrorBody, 403: apiErrorBody, 404: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const documentParams = idParams.extend({ document_id: z.coerce.number().int().positive().max(2_147_483_647) });
const pdfBody = z.custom<Buffer>((value) => Buffer.isBuffer(value), DOCUMENT_MESSAGES.notPdf).meta({ type: "string", format: "binary" });
// A browser may label a PDF as either; the bytes decide (ingestPdf).
const PDF_TYPES = ["application/pdf", "application/octet-stream"];

/** /v1/admin/products/{id}/documents…: staff add, order and remove a product's datasheets, pinouts, manuals and libraries. */
export async function adminDocumentRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: DocumentsCtx = { db: options.db, mediaBase: options.mediaBase, revalidate: options.revalidate };
  // Raw PDF bodies, in this scope only.
  app.addContentTypeParser(PDF_TYPES, { parseAs: "buffer", bodyLimit: DOCUMENT_MAX_BYTES }, (_request, body, done) => done(null, body));

  r.get(
    "/v1/admin/products/:id/documents",
    {
      schema: {
        tags,
        summary: "The product's documents, in their order",
        security,
        params: idParams,
        response: { 200: adminProductDocumentsResponse, ...errors },
      },
    },
    async (request) => ({ message: "Documents", data: await listAdminDocuments(ctx, request.params.id) }),
  );

  r.post(
    "/v1/admin/products/:id/documents",
    {
      bodyLimit: DOCUMENT_MAX_BYTES,
      schema: {
        tags,
        summary: "Uploads a PDF (the raw file as the body, up to 10 MB, checked by its first bytes) as a document of the product",
        security,
        params: idParams,
        querystring: adminDocumentUploadQuery,
        consumes: PDF_TYPES,
        body: pdfBody,
        response: { 201: adminProductDocumentsResponse, ...errors, 413: apiErrorBody, 415: apiErrorBody },
      },
    },
    async (request, reply) => {
      const file = ingestPdf(request.body);
      const data = await addDocumentFile(ctx, { actorId: actorOf(request), productId: request.params.id, ...request.query, file });
      reply.code(201);
      return { message: "Document uploaded", data };
    },
  );

  r.post(
    "/v1/admin/products/:id/document-links",
    {
      schema: {
        tags,
        summary: "Adds an outside document by its https address",
        security,
        params: idParams,
        body: adminDocumentLinkBody,
        response: { 201: adminProductDocumentsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { kind, title, url } = request.body;
      const data = await addDocumentLink(ctx, { actorId: actorOf(request), productId: request.params.id, kind, title, url: httpsLink(url) as string });
      reply.code(201);
      return { message: "Link added", data };
    },
  );

  r.put(
    "/v1/admin/products/:id/document-order",
    {
      schema: {
        tags,
        summary: "Puts the product's documents in a new order (every one once)",
        security,
        params: idParams,
        body: adminDocumentOrderBody,
        response: { 200: adminProductDocumentsResponse, ...errors },
      },
    },
    async (request) => ({
      message: "Document order saved",
      data: await reorderDocuments(ctx, { actorId: actorOf(request), productId: request.params.id, ids: request.body.ids }),
    }),
  );

  r.delete(
    "/v1/admin/products/:id/documents/:document_id",
    {
      schema: {
        tags,
        summary: "Removes a document from the product",
        security,
        params: documentParams,
        response: { 200: adminProductDocumentsResponse, ...errors },
      },
    },
    async (request) => ({
      message: "Document removed",
      data: await removeDocument(ctx, { actorId: actorOf(request), productId: request.params.id, documentId: request.params.document_id }),
    }),
  );
}
