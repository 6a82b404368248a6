import { toBanglaDigits } from "@shop/contracts";
import { useTranslations } from "next-intl";
import { useServerLocale } from "@/i18n/server";
import { imageAt, imageSrcSet } from "../lib/media";

type Image = { url: string; alt: string };
type Props = { images: Image[]; name: string; outOfStock?: boolean; badge?: string | null };

const MAIN_SIZES = "(min-width: 1280px) 560px, (min-width: 768px) 45vw, 100vw";
/** One gallery a page (the product's): its radios' ids and name. */
const RADIO = "gallery-image";

const chevron = {
  left: "M12.8 4.2a1 1 0 0 1 0 1.4L8.4 10l4.4 4.4a1 1 0 1 1-1.4 1.4l-5.1-5.1a1 1 0 0 1 0-1.4l5.1-5.1a1 1 0 0 1 1.4 0Z",
  right: "M7.2 4.2a1 1 0 0 1 1.4 0l5.1 5.1a1 1 0 0 1 0 1.4l-5.1 5.1a1 1 0 1 1-1.4-1.4l4.4-4.4-4.4-4.4a1 1 0 0 1 0-1.4Z",
};

/**
 * Which image shows, which thumbnail is marked and where the focus ring goes, from the
 * checked radio. Written per gallery because CSS cannot pair the nth radio with the nth
 * image by itself; the rules hold only ids and numbers, nothing from the catalog.
 */
function galleryRules(count: number): string {
  const rules = ["[data-gallery]:has(input:focus-visible) [data-frame]{outline:2px solid var(--color-brand-600);outline-offset:2px}"];
  for (let i = 0; i < count; i++) {
    const checked = `[data-gallery]:has(#${RADIO}-${i}:checked)`;
    rules.push(`${checked} [data-slide="${i}"]{display:block}`, `${checked} label[for="${RADIO}-${i}"]{border-color:var(--color-brand-600)}`);
  }
  return rules.join("");
}

/**
 * Main image with thumbnails, and no script: a radio group ("Product images") chooses
 * the image, so Tab reaches it, the arrow keys move through the images, and a screen
 * reader reads "Image 2 of 5". From 768 px the thumbnails are the radios' labels;
 * phones get a 16:9 band with previous and next arrows (labels of the neighbouring
 * radios) instead, so the buy box fits the first screen. Only the first image loads
 * with the page; the others when first shown.
 */
export function ProductGallery({ images, name, outOfStock = false, badge }: Props) {
  const t = useTranslations("product");
  const locale = useServerLocale();
  const digits = (n: number) => (locale === "bn" ? toBanglaDigits(String(n)) : String(n));
  const many = images.length > 1;
  const step = (i: number, by: number) => `${RADIO}-${(i + by + images.length) % images.length}`;

  return (
    <div data-gallery="" className="flex flex-col gap-3">
      {many && (
        <>
          <style>{galleryRules(images.length)}</style>
          <fieldset className="sr-only">
            <legend>{t("images")}</legend>
            {images.map((image, i) => (
              <input
                key={image.url}
                type="radio"
                name={RADIO}
                id={`${RADIO}-${i}`}
                defaultChecked={i === 0}
                aria-label={t("imageOf", { n: digits(i + 1), total: digits(images.length) })}
              />
            ))}
          </fieldset>
        </>
      )}
      <div data-frame="" className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {images.map((image, i) => (
          <div key={image.url} data-slide={i} className={i === 0 && !many ? "block" : "hidden"}>
            <img
              src={imageAt(image.url, 768)}
              srcSet={imageSrcSet(image.url, 384, 1450)}
              sizes={MAIN_SIZES}
              alt={image.alt || name}
              width={768}
              height={768}
              fetchPriority={i === 0 ? "high" : undefined}
              loading={i === 0 ? "eager" : "lazy"}
              className={`aspect-video w-full object-contain p-2 md:aspect-square md:p-6 ${outOfStock ? "opacity-70" : ""}`}
            />
            {many && (
              // Phones page through the images here; the thumbnails are shown from 768 px.
              <div aria-hidden className="absolute inset-y-0 inset-x-1 flex items-center justify-between md:hidden">
                {[
                  { label: t("previousImage"), to: step(i, -1), path: chevron.left },
                  { label: t("nextImage"), to: step(i, 1), path: chevron.right },
                ].map(({ label, to, path }) => (
                  <label
                    key={label}
                    htmlFor={to}
                    title={label}
                    className="inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-white/85 text-slate-700 shadow ring-1 ring-slate-900/10"
                  >
                    <span className="sr-only">{label}</span>
                    <svg viewBox="0 0 20 20" fill="currentColor" className="size-5">
                      <path d={path} />
                    </svg>
                  </label>
                ))}
              </div>
            )}
            {many && (
              <p aria-hidden className="absolute bottom-2 right-3 rounded-full bg-white/90 px-2 py-0.5 text-xs tabular-nums text-slate-600">
                {digits(i + 1)} / {digits(images.length)}
              </p>
            )}
          </div>
        ))}
        {badge && <span className="absolute left-3 top-3 rounded-md bg-accent-700 px-2 py-1 text-sm font-bold text-white">{badge}</span>}
        {outOfStock && (
          <span className="absolute right-3 top-3 rounded-md bg-slate-900/85 px-2.5 py-1 text-sm font-semibold uppercase tracking-wide text-white">
            Stock Out
          </span>
        )}
      </div>
      {many && (
        <div aria-hidden className="hidden gap-2 overflow-x-auto p-0.5 md:flex">
          {images.map((image, i) => (
            <label
              key={image.url}
              htmlFor={`${RADIO}-${i}`}
              title={`Show image ${i + 1} of ${images.length}`}
              className="size-16 shrink-0 cursor-pointer overflow-hidden rounded-lg border-2 border-slate-200 bg-white p-1 transition-colors hover:border-slate-400 md:size-20"
            >
              <span className="sr-only">{`Show image ${i + 1} of ${images.length}`}</span>
              <img
                src={imageAt(image.url, 128)}
                srcSet={`${imageAt(image.url, 128)} 1x, ${imageAt(image.url, 256)} 2x`}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                decoding="async"
                className="size-full object-contain"
              />
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
