import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";

/** Personal pages (cart, wishlist, addresses): not for search engines. */
export function personalPageMetadata(title: string, path: string): Metadata {
  return { title, alternates: { canonical: path }, robots: { index: false, follow: false } };
}

/** Breadcrumbs, the page's heading and its body, for /my-cart, /my-wishlist and /addresses. */
export function PageFrame({ title, path, actions, children }: { title: string; path: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="shop-container py-4 md:py-6">
      <Breadcrumbs
        crumbs={[
          { name: "Home", path: "/" },
          { name: title, path },
        ]}
        hideCurrentOnMobile
      />
      <div className="mt-3 mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-slate-900 md:text-2xl">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
