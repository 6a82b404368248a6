"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { imageAt, imageSrcSet } from "../lib/media";

type Image = { url: string; alt: string };
type Props = { images: Image[]; name: string; outOfStock?: boolean; badge?: string | null };

const MAIN_SIZES = "(min-width: 1280px) 560px, (min-width: 768px) 45vw, 100vw";

/**
 * Main image with thumbnails. Thumbnails are buttons (Tab to reach, Enter/Space to
 * show); arrow keys, Home and End move between them like a toolbar. Phones get a 16:9
 * band with previous and next buttons instead, so the buy box fits the first screen.
 */
export function ProductGallery({ images, name, outOfStock = false, badge }: Props) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[index] ?? images[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = images.length - 1;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + images.length) % images.length;
    setIndex(next);
    thumbs.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <img
          key={current.url}
          src={imageAt(current.url, 768)}
          srcSet={imageSrcSet(current.url, 384, 1450)}
          sizes={MAIN_SIZES}
          alt={current.alt || name}
          width={768}
          height={768}
          fetchPriority={index === 0 ? "high" : undefined}
          loading="eager"
          className={`aspect-video w-full object-contain p-2 md:aspect-square md:p-6 ${outOfStock ? "opacity-70" : ""}`}
        />
        {badge && <span className="absolute left-3 top-3 rounded-md bg-accent-700 px-2 py-1 text-sm font-bold text-white">{badge}</span>}
        {outOfStock && (
          <span className="absolute right-3 top-3 rounded-md bg-slate-900/85 px-2.5 py-1 text-sm font-semibold uppercase tracking-wide text-white">
            Stock Out
          </span>
        )}
        {images.length > 1 && (
          // Phones page through the images here; the thumbnails are shown from 768 px.
          <div className="absolute inset-y-0 inset-x-1 flex items-center justify-between md:hidden">
            {[
              { label: "Previous image", step: -1, Icon: ChevronLeftIcon },
              { label: "Next image", step: 1, Icon: ChevronRightIcon },
            ].map(({ label, step, Icon }) => (
              <button
                key={label}
                type="button"
                aria-label={label}
                onClick={() => setIndex((i) => (i + step + images.length) % images.length)}
                className="inline-flex size-10 items-center justify-center rounded-full bg-white/85 text-slate-700 shadow ring-1 ring-slate-900/10 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Icon className="size-5" />
              </button>
            ))}
          </div>
        )}
        {images.length > 1 && (
          <p className="absolute bottom-2 right-3 rounded-full bg-white/90 px-2 py-0.5 text-xs tabular-nums text-slate-600" aria-live="polite">
            {index + 1} / {images.length}
          </p>
        )}
      </div>
      {images.length > 1 && (
        <div
          role="toolbar"
          aria-label="Product images"
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="hidden gap-2 overflow-x-auto p-0.5 md:flex"
        >
          {images.map((image, i) => (
            <button
              key={image.url}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              tabIndex={i === index ? 0 : -1}
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              className={`size-16 shrink-0 overflow-hidden rounded-lg border-2 bg-white p-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:size-20 ${
                i === index ? "border-brand-600" : "border-slate-200 hover:border-slate-400"
              }`}
            >
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
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
