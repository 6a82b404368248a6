import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/features/catalog/components/breadcrumbs";
import { OwnedList } from "@/features/bom/components/owned-list";
import { ApiError } from "@/lib/api/client";
import { getList } from "@/lib/api/bom";

type Props = { params: Promise<{ id: string }> };

async function load(id: string) {
  try {
    return await getList(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const list = await load((await params).id);
  // Shared by link only: not for search engines.
  return { title: list.name, robots: { index: false, follow: false } };
}

/** /list/{id}: a shared parts list, read-only, with Add all to cart; its owner edits it (in the browser). */
export default async function Page({ params }: Props) {
  const { id } = await params;
  const [list, t, listing] = await Promise.all([load(id), getTranslations("bom"), getTranslations("listing")]);
  return (
    <div className="shop-container space-y-4 py-4 md:py-6">
      <Breadcrumbs
        crumbs={[
          { name: listing("home"), path: "/" },
          { name: t("partsList"), path: `/list/${id}` },
        ]}
        hideCurrentOnMobile
      />
      <OwnedList initial={list} />
    </div>
  );
}
