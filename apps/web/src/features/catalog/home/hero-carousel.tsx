"use client";

import { useEffect, useRef, useState } from "react";
import { imageAt } from "../lib/media";

/** A banner image (its text is part of the picture) and where it leads; `alt` repeats that text. */
export type HeroSlide = { href: string; image: string; alt: string };

/** Widths the media endpoint renders a banner at; 768 fits a phone's banner (about 380 px) at 2x density. */
const HERO_WIDTHS = [640, 768, 1024, 1450];
/** The banner spans the container: its width less the padding (1rem, 1.5rem from 1024 px), capped at 1392 px. */
const HERO_SIZES = "(min-width: 1440px) 1392px, (min-width: 1024px) calc(100vw - 3rem), calc(100vw - 2rem)";

/**
 * Home banners at a fixed 1450 × 480 ratio (no layout shift). A scroll-snap strip, so
 * it swipes on phones and works before hydration; the arrows and dots are extras.
 * No autoplay: moving content is hard to read and wastes mobile data.
 */
/** The carousel's words in the page's language ({n} and {total} filled here). */
export type CarouselWords = { promotions: string; previous: string; next: string; show: string; slideOf: string };

export function HeroCarousel({ slides, words }: { slides: HeroSlide[]; words: CarouselWords }) {
  const of = (text: string, i: number) => text.replace("{n}", String(i + 1)).replace("{total}", String(slides.length));
  const strip = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const onScroll = () => setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => el.removeEventListener("scroll", onScroll);
  }, []);

  function go(index: number) {
    const el = strip.current;
    if (!el) return;
    const next = (index + slides.length) % slides.length;
    el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    setActive(next);
  }

  if (!slides.length) return null;

  return (
    <section aria-roledescription="carousel" aria-label={words.promotions} className="relative">
      <ul
        ref={strip}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, i) => (
          <li
            key={slide.href}
            aria-roledescription="slide"
            aria-label={of(words.slideOf, i)}
            className="relative aspect-[1450/480] w-full shrink-0 snap-start overflow-hidden bg-brand-50"
          >
            <a
              href={slide.href}
              tabIndex={i === active ? 0 : -1}
              className="block size-full focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
            >
              <img
                src={imageAt(slide.image, 1024)}
                srcSet={HERO_WIDTHS.map((w) => `${imageAt(slide.image, w)} ${w}w`).join(", ")}
                sizes={HERO_SIZES}
                alt={slide.alt}
                width={1450}
                height={480}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                className="size-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(active - 1)}
            aria-label={words.previous}
            className="absolute left-2 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 md:flex"
          >
            <span aria-hidden>‹</span>
          </button>
          <button
            type="button"
            onClick={() => go(active + 1)}
            aria-label={words.next}
            className="absolute right-2 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 md:flex"
          >
            <span aria-hidden>›</span>
          </button>
          <div className="mt-2 flex justify-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.href}
                type="button"
                onClick={() => go(i)}
                aria-label={of(words.show, i)}
                aria-current={i === active ? "true" : undefined}
                className="group flex size-6 items-center justify-center focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  className={`block h-1.5 rounded-full transition-all ${i === active ? "w-5 bg-brand-600" : "w-1.5 bg-slate-300 group-hover:bg-slate-400"}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
