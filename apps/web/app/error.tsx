"use client";

import { RouteError } from "@/features/catalog/components/route-error";

/** The home page's error boundary, and the fallback for any route without its own. */
export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} />;
}
