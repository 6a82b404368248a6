"use client";

import { RouteError } from "@/features/catalog/components/route-error";

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} what="the search results" />;
}
