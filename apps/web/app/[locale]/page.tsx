import { HomePage } from "@/features/catalog/home/home-page";

// Served from the full route cache and re-rendered in the background at most every 30 s
// (the catalog data cache's freshness), and at once after a catalog change (the API's
// POST /api/revalidate names "/" and expires the "catalog" tag): a phone gets the page
// without waiting for it to render. Prerendered by the build, which runs with the API up
// (scripts/start.mjs).
export const revalidate = 30;

export default function Page() {
  return <HomePage />;
}
