/** Widths the media endpoint renders (`?w=`); anything else would be resized on the fly. */
export const IMAGE_WIDTHS = [64, 128, 256, 384, 512, 640, 768, 1024, 1450] as const;

/** A product image path (`/api/v1/media/<key>`) at one width. */
export function imageAt(path: string, width: number): string {
  return `${path}${path.includes("?") ? "&" : "?"}w=${width}`;
}

/** srcSet over the rendered widths from `min` to `max` inclusive. */
export function imageSrcSet(path: string, min = 128, max = 1024): string {
  return IMAGE_WIDTHS.filter((w) => w >= min && w <= max)
    .map((w) => `${imageAt(path, w)} ${w}w`)
    .join(", ");
}

/**
 * Category logos and banners, brand logos and home banners: a media key, or (as the
 * API answers them today) already a path or URL, which is used as it is.
 */
export function mediaUrl(keyOrUrl: string): string {
  if (/^(?:\/|https?:\/\/)/i.test(keyOrUrl)) return keyOrUrl;
  return `/api/v1/media/${encodeURIComponent(keyOrUrl)}`;
}

export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
