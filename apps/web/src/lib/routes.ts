/** Storefront URLs built in more than one place. */
export function categoryHref(slug: string): string {
  return `/category/${slug}`;
}

export function productHref(slug: string): string {
  return `/product/${slug}`;
}
