import { timingSafeEqual } from "node:crypto";
import { revalidatePath, revalidateTag } from "next/cache";
import { FORWARDER_HEADER } from "@shop/contracts";
import { cachedRoutesOf } from "@/i18n/paths";
import { serverEnv } from "@/lib/env";

/**
 * POST /api/revalidate: the API calls this after a back-office change to the catalog
 * (apps/api/src/modules/admin/revalidate.ts), so the storefront shows it within
 * seconds instead of after its 30 s revalidation. Only the API may: it proves itself
 * with the shared FORWARDER_SECRET (decision 013); anyone else gets 404, as if the
 * route did not exist. The catalog's cached data expires at once (the next visitor
 * gets the new price, never the old one), and the named pages are rebuilt on their
 * next visit.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = serverEnv().FORWARDER_SECRET;
  const given = request.headers.get(FORWARDER_HEADER);
  if (!secret || !given || !sameSecret(given, secret)) return Response.json({ message: "Not Found" }, { status: 404 });

  const body = (await request.json().catch(() => null)) as { paths?: unknown } | null;
  const paths = Array.isArray(body?.paths) ? body.paths.filter((p): p is string => typeof p === "string" && /^\/[\w\-/.]{0,200}$/.test(p)).slice(0, 50) : [];
  revalidateTag("catalog", { expire: 0 });
  // Each page in both languages (decision 051): the API names the English path.
  for (const path of paths) for (const route of cachedRoutesOf(path)) revalidatePath(route);
  return Response.json({ message: "Revalidated", data: { paths } }, { headers: { "cache-control": "no-store" } });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
