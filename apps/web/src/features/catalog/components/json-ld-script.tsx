import { serializeJsonLd } from "../lib/json-ld";

/** Structured data for search engines; the serializer escapes `<` so no value can end the script. */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
