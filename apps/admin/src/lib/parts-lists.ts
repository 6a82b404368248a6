import { BOM_MESSAGES, partsListFeatureBody, partsListIdParams } from "@shop/contracts";

/**
 * A parts list's id from what staff paste: its share link (https://…/list/{id}, with or
 * without the shop's address, a query or a trailing slash) or the bare id; null when neither.
 */
export function listIdOf(text: string): string | null {
  const trimmed = text.trim();
  const fromLink = /(?:^|\/)list\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(trimmed)?.[1];
  const id = fromLink ?? trimmed;
  return partsListIdParams.safeParse({ id }).success ? id : null;
}

/**
 * The page a list is featured on, as the API takes it (`/blogs/line-follower`): a pasted
 * address of the shop keeps its path only; a missing leading slash is added.
 */
export function pagePathOf(text: string): { path: string } | { error: string } {
  let path = text.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return { error: BOM_MESSAGES.listFeaturedPath };
    }
  }
  if (path && !path.startsWith("/")) path = `/${path}`;
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  const parsed = partsListFeatureBody.safeParse({ featured_path: path });
  return parsed.success && parsed.data.featured_path ? { path: parsed.data.featured_path } : { error: BOM_MESSAGES.listFeaturedPath };
}
