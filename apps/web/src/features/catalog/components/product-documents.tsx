import { DOCUMENT_KIND_LABELS, formatFileSize, type ProductDocument } from "@shop/contracts/product-documents";
import { webLink } from "@shop/contracts/formats";

/** The shop's own path (an uploaded file) or an absolute http(s) address; anything else is not a link. */
function documentHref(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return webLink(url);
}

/** "PDF · 1.2 MB" for an uploaded file; an outside link says where it goes. */
function detail(document: ProductDocument): string {
  if (document.file_type) return document.size === null ? document.file_type : `${document.file_type} · ${formatFileSize(document.size)}`;
  try {
    return `Link · ${new URL(document.url).hostname.replace(/^www\./, "")}`;
  } catch {
    return "Link";
  }
}

/** The product's datasheet, pinout, manual and library under its Specifications (issue 48). */
export function ProductDocuments({ documents }: { documents: ProductDocument[] }) {
  const items = documents.flatMap((document) => {
    const href = documentHref(document.url);
    return href ? [{ document, href }] : [];
  });
  if (!items.length) return null;
  return (
    <section aria-labelledby="documents" className="min-w-0">
      <h2 id="documents" className="mb-3 text-lg font-bold text-slate-900">
        Documents
      </h2>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200">
        {items.map(({ document, href }, index) => (
          <li key={`${href}-${index}`}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 px-4 py-3 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            >
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="size-5 shrink-0 text-brand-700"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
                <path d="M14 3v6h6M12 12v6M9 15l3 3 3-3" />
              </svg>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{DOCUMENT_KIND_LABELS[document.kind]}</span>
                {document.title !== DOCUMENT_KIND_LABELS[document.kind] && <span className="block truncate text-slate-700">{document.title}</span>}
              </span>
              <span className="shrink-0 text-xs text-slate-600">{detail(document)}</span>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
