import { createHash } from "node:crypto";
import sharp from "sharp";
import { media } from "@shop/db";
import { AppError } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";

/** Uploaded photos are kept at most this wide: the widest rendition a page asks for is 1450 px. */
export const UPLOAD_MAX_WIDTH = 1600;
/** What staff may upload; anything else is refused before it reaches sharp. */
export const UPLOAD_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
const UPLOAD_FORMATS = new Set(["jpeg", "png", "webp"]);

export const NOT_AN_IMAGE = "Upload a JPEG, PNG or WebP image";

export type IngestedImage = { key: string; contentType: "image/webp"; body: Buffer; width: number; height: number };

/**
 * Decodes an upload and re-encodes it as the master the media route renders from:
 * turned upright (phones write EXIF orientation), at most UPLOAD_MAX_WIDTH wide, WebP,
 * metadata dropped (a phone photo carries its GPS position). Run it before opening a
 * transaction: it is the slow part. The key is a hash of the result, so the same photo
 * uploaded twice is one media row and every URL stays immutable.
 */
export async function ingestImage(upload: Buffer): Promise<IngestedImage> {
  const refuse = () => new AppError("validation_failed", NOT_AN_IMAGE, { field: "image" });
  if (!upload.length) throw refuse();
  let out: { data: Buffer; info: sharp.OutputInfo };
  try {
    const image = sharp(upload, { limitInputPixels: 50_000_000, failOn: "error" });
    const meta = await image.metadata();
    if (!meta.format || !UPLOAD_FORMATS.has(meta.format)) throw refuse();
    out = await image
      .rotate()
      .resize({ width: UPLOAD_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 85, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    // sharp's messages name its internals; the uploader only needs to know the file was not usable.
    if (error instanceof AppError) throw error;
    throw refuse();
  }
  const hash = createHash("sha256").update(out.data).digest("hex").slice(0, 24);
  return { key: `upload-${hash}.webp`, contentType: "image/webp", body: out.data, width: out.info.width, height: out.info.height };
}

/** Stores the master (once per content: the key is its hash). */
export async function saveMedia(tx: DbOrTx, image: IngestedImage): Promise<string> {
  await tx
    .insert(media)
    .values({ key: image.key, contentType: image.contentType, body: image.body, width: image.width, height: image.height })
    .onConflictDoNothing();
  return image.key;
}
