import { useRef, useState, type FormEvent } from "react";
import { ADMIN_IMAGE_MAX_BYTES, type AdminProduct } from "@shop/contracts/admin";
import { Banner, Button, ErrorBanner, Section, TextField } from "../../components/ui";
import { request } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { useNotice } from "../../lib/notice";

const TYPES = ["image/jpeg", "image/png", "image/webp"];

/** The product's images: choose the main one, move one earlier or later, delete one, or upload a new one (the raw file as the body). */
export function ImagesPanel({ product, onChanged }: { product: AdminProduct; onChanged: (product: AdminProduct | null) => void }) {
  const { notify } = useNotice();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [fileError, setFileError] = useState<string | undefined>();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const images = [...product.images].sort((a, b) => a.position - b.position);

  async function upload(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const file = fileInput.current?.files?.[0];
    if (!file) return setFileError("Choose an image file");
    if (!TYPES.includes(file.type)) return setFileError("Use a JPEG, PNG or WebP image");
    if (file.size > ADMIN_IMAGE_MAX_BYTES) return setFileError(`The image is larger than ${ADMIN_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
    setFileError(undefined);
    setBusy(true);
    try {
      const answer = await request<{ data?: AdminProduct }>(endpoints.productImages(product.id), {
        method: "POST",
        file,
        query: { alt: alt.trim() || product.name },
      });
      onChanged(answer?.data && "images" in answer.data ? answer.data : null);
      setAlt("");
      if (fileInput.current) fileInput.current.value = "";
      notify("Image uploaded");
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  async function remove(mediaKey: string) {
    setError(null);
    setDeleting(mediaKey);
    try {
      const answer = await request<{ data?: AdminProduct }>(endpoints.productImage(product.id, mediaKey), { method: "DELETE" });
      setConfirming(null);
      onChanged(answer?.data && "images" in answer.data ? answer.data : null);
      notify("Image deleted");
    } catch (err) {
      setError(err);
    } finally {
      setDeleting(null);
    }
  }

  /** Moves one image to a new place (0: the main image) and saves the whole order. */
  async function move(mediaKey: string, to: number) {
    const keys = images.map((image) => image.media_key).filter((key) => key !== mediaKey);
    keys.splice(to, 0, mediaKey);
    setError(null);
    setMoving(mediaKey);
    try {
      const answer = await request<{ data?: AdminProduct }>(`${endpoints.product(product.id)}/image-order`, { method: "PUT", json: { media_keys: keys } });
      onChanged(answer?.data && "images" in answer.data ? answer.data : null);
      notify(to === 0 ? "Main image chosen" : "Image order saved");
    } catch (err) {
      setError(err);
    } finally {
      setMoving(null);
    }
  }

  return (
    <Section title="Images">
      <ErrorBanner error={error} className="mb-3" />
      {images.length === 0 ? <Banner kind="info">No images yet: the shop shows a placeholder.</Banner> : null}
      <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {images.map((image, index) => (
          <li key={image.media_key} className="flex flex-col gap-2 rounded-md border border-slate-200 p-2">
            <img
              src={`${image.url}${image.url.includes("?") ? "" : "?w=240"}`}
              alt={image.alt}
              className="aspect-square w-full object-contain"
              loading="lazy"
            />
            <p className="truncate text-xs text-slate-700">
              {index === 0 ? "Main image · " : ""}
              {image.alt || "No description"}
            </p>
            {confirming === image.media_key ? (
              <div className="flex flex-col gap-1">
                <Button small variant="danger" busy={deleting === image.media_key} onClick={() => void remove(image.media_key)}>
                  Yes, delete<span className="sr-only"> image {index + 1}</span>
                </Button>
                <Button small onClick={() => setConfirming(null)}>
                  Keep it
                </Button>
              </div>
            ) : (
              <div className="flex flex-col gap-1">
                {index > 0 ? (
                  <>
                    <Button small busy={moving === image.media_key} onClick={() => void move(image.media_key, 0)}>
                      Make main<span className="sr-only"> (image {index + 1})</span>
                    </Button>
                    <Button small disabled={moving !== null} onClick={() => void move(image.media_key, index - 1)}>
                      ← Earlier<span className="sr-only"> (image {index + 1})</span>
                    </Button>
                  </>
                ) : null}
                {index < images.length - 1 ? (
                  <Button small disabled={moving !== null} onClick={() => void move(image.media_key, index + 1)}>
                    Later →<span className="sr-only"> (image {index + 1})</span>
                  </Button>
                ) : null}
                <Button small onClick={() => setConfirming(image.media_key)}>
                  Delete<span className="sr-only"> image {index + 1}</span>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={upload} noValidate className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <TextField ref={fileInput} label="Image file" type="file" accept={TYPES.join(",")} hint="JPEG, PNG or WebP, up to 8 MB" error={fileError} />
        <TextField label="Image description (alt text)" value={alt} maxLength={200} onChange={(e) => setAlt(e.target.value)} hint="What the picture shows" />
        <Button type="submit" variant="primary" busy={busy}>
          Upload image
        </Button>
      </form>
    </Section>
  );
}
