import type { Metadata } from "next";
import { FIXED_MENU_LINKS } from "@shop/contracts";
import { NotFoundMarker } from "@/components/layout/not-found-marker";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

const LINKS = [
  { name: "New Products", href: "/new-products" },
  { name: "Popular Products", href: "/popular-products" },
  ...FIXED_MENU_LINKS,
  { name: "All Brands", href: "/brands" },
  { name: "FAQ", href: "/faq" },
];

/** Friendly 404: say what happened, offer a search and the main ways back into the shop. */
export default function NotFound() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 text-center md:py-20">
      <NotFoundMarker />
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">We couldn&apos;t find that page</h1>
      <p className="mt-3 text-base text-slate-600">The link may be old, or the product may have been removed. Try searching for the part you need.</p>

      <form action="/search" method="get" role="search" className="mx-auto mt-8 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search products
        </label>
        <input
          id="not-found-search"
          name="query"
          type="search"
          required
          maxLength={200}
          placeholder="e.g. ESP32, HC-SR04, 18650"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Search
        </button>
      </form>

      <div className="mt-10">
        <a
          href="/"
          className="inline-flex items-center rounded-md border border-brand-600 bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          ← Back to the home page
        </a>
      </div>
      <nav aria-label="Popular pages" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-2">
          {LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
