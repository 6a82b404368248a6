import { z } from "zod";
import { envelope } from "./envelope";
import "./zod-config";

/**
 * A product's documents (issue 48): a datasheet, pinout, manual or library, either a PDF
 * uploaded in the back office (served by its content-addressed key with long caching) or
 * an outside https link. Decision 043.
 */
export const DOCUMENT_KINDS = ["datasheet", "pinout", "manual", "library", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  datasheet: "Datasheet",
  pinout: "Pinout",
  manual: "Manual",
  library: "Library",
  other: "Document",
};

/** An uploaded PDF is at most this large (a long datasheet is 2-5 MB). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A product lists at most this many documents. */
export const MAX_PRODUCT_DOCUMENTS = 12;

export const DOCUMENT_MESSAGES = {
  notPdf: "Upload a PDF file",
  link: "Enter a full web address that starts with https://",
  title: "Enter a title",
  tooMany: `A product has at most ${MAX_PRODUCT_DOCUMENTS} documents`,
  order: "Send every document of the product once, in the new order",
  notFound: "Document not found",
} as const;

const kind = z.enum(DOCUMENT_KINDS, { error: "Choose a kind: datasheet, pinout, manual, library or other" });
const title = z.string({ error: DOCUMENT_MESSAGES.title }).trim().min(1, DOCUMENT_MESSAGES.title).max(120);

/** The https address of an outside document (a shopper opens it: never http, javascript: or relative). */
export function httpsLink(value: string): string | null {
  const text = value.trim();
  if (!/^https:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** POST /v1/admin/products/{id}/documents: the PDF is the body; kind and title in the query. */
export const adminDocumentUploadQuery = z.object({ kind, title });
/** POST /v1/admin/products/{id}/document-links. */
export const adminDocumentLinkBody = z.strictObject({
  kind,
  title,
  url: z
    .string({ error: DOCUMENT_MESSAGES.link })
    .trim()
    .max(500)
    .refine((value) => httpsLink(value) !== null, DOCUMENT_MESSAGES.link),
});
/** PUT /v1/admin/products/{id}/document-order: every document id once, in the new order. */
export const adminDocumentOrderBody = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1, DOCUMENT_MESSAGES.order).max(MAX_PRODUCT_DOCUMENTS, DOCUMENT_MESSAGES.order),
});

export const adminProductDocument = z.object({
  id: z.number().int(),
  kind,
  title: z.string(),
  url: z.string(),
  /** Uploaded files only: bytes and type; null for an outside link. */
  file: z.object({ key: z.string(), size: z.number().int(), content_type: z.string() }).nullable(),
  position: z.number().int(),
});
export type AdminProductDocument = z.infer<typeof adminProductDocument>;
export const adminProductDocumentsResponse = envelope(z.array(adminProductDocument));

/** What the product page lists under Specifications. */
export const productDocument = z.object({
  kind,
  title: z.string(),
  url: z.string(),
  /** "PDF" for an uploaded file, null for an outside link (its type is not known). */
  file_type: z.string().nullable(),
  /** Bytes of an uploaded file; null for a link. */
  size: z.number().int().nullable(),
});
export type ProductDocument = z.infer<typeof productDocument>;

export const documentParams = z.object({ key: z.string().regex(/^doc-[0-9a-f]{64}\.pdf$/, "Not found") });

/** "1.2 MB", "340 KB": a file's size as the product page and the back office show it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
