import { RETURN_PHOTO_MAX_BYTES } from "@shop/contracts";

/** The width the API keeps a photo at: nothing wider is worth sending over mobile data. */
const SEND_WIDTH = 1600;

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
}

/**
 * A phone's photo made small enough to send: turned upright, at most 1600 px wide, as
 * JPEG, under RETURN_PHOTO_MAX_BYTES (a 4 MB camera photo becomes ~300 KB). A file the
 * browser cannot read as an image goes as it is, for the API to refuse in its words.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  if (bitmap.width <= SEND_WIDTH && file.size <= RETURN_PHOTO_MAX_BYTES && /^image\/(jpeg|png|webp)$/.test(file.type)) {
    bitmap.close();
    return file;
  }
  const scale = Math.min(1, SEND_WIDTH / bitmap.width);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5]) {
    const blob = await toBlob(canvas, quality);
    if (blob && blob.size <= RETURN_PHOTO_MAX_BYTES) return blob;
  }
  return file;
}
