"use client";

import { RouteError } from "@/features/catalog/components/route-error";

/** Every route's error boundary: RouteError names what could not be loaded from the path. */
export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} />;
}
