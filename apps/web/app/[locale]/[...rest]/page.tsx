import { notFound } from "next/navigation";

/** Any other path in either language: the shop's 404 page ([locale]/not-found.tsx), in the page's language. */
export default function UnknownPage() {
  notFound();
}
