/** Served by the media route when a product has no image yet. */
export const PLACEHOLDER_MEDIA_KEY = "placeholder.svg";

export function mediaUrl(base: string, key: string | null): string {
  return `${base}/${encodeURIComponent(key ?? PLACEHOLDER_MEDIA_KEY)}`;
}

/**
 * Category and brand logos and banners hold a media key (seeded images) or, for
 * anything added by hand, an absolute path or URL which is passed through.
 */
export function assetUrl(base: string, value: string | null): string | null {
  if (!value) return null;
  return /^(?:\/|https?:\/\/)/.test(value) ? value : mediaUrl(base, value);
}
