import { createHash } from "node:crypto";
import { DOCUMENT_MESSAGES } from "@shop/contracts/product-documents";
import { AppError } from "../../lib/app-error";

export type IngestedPdf = { key: string; contentType: "application/pdf"; body: Buffer; size: number };

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");

/**
 * Checks an upload is a PDF by its first bytes (`%PDF-`), whatever type the browser
 * claimed, and names it by its content: the same file uploaded twice is one row and its
 * URL never changes meaning, so it can be cached as immutable.
 */
export function ingestPdf(upload: Buffer): IngestedPdf {
  if (upload.length < PDF_MAGIC.length || !upload.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw new AppError("validation_failed", DOCUMENT_MESSAGES.notPdf, { field: "file" });
  }
  const hash = createHash("sha256").update(upload).digest("hex");
  return { key: `doc-${hash}.pdf`, contentType: "application/pdf", body: upload, size: upload.length };
}

/** A Content-Disposition filename from a document's title: plain ASCII for old clients, UTF-8 for the rest. */
export function contentDisposition(title: string | null, key: string): string {
  const base = (title ?? "").trim() || key.replace(/\.pdf$/, "");
  const name = `${base}.pdf`;
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
