import { imageAt, imageSrcSet } from "../lib/media";

type Props = {
  /** Product image path (`/api/v1/media/<key>`); widths are asked with `?w=`. */
  src: string;
  alt: string;
  /** Intrinsic box; fixes the aspect ratio so nothing moves while it loads. */
  width: number;
  height: number;
  /** Which width the browser should pick, as for <img sizes>. */
  sizes: string;
  /** The page's largest image above the fold: load at once, at high priority. */
  priority?: boolean;
  minWidth?: number;
  maxWidth?: number;
  className?: string;
};

/** A plain <img> over the media endpoint's WebP sizes (no image optimiser in between). */
export function ProductImage({ src, alt, width, height, sizes, priority = false, minWidth = 128, maxWidth = 1024, className }: Props) {
  return (
    <img
      src={imageAt(src, Math.min(maxWidth, Math.max(minWidth, width)))}
      srcSet={imageSrcSet(src, minWidth, maxWidth)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
}
