import type { Metadata } from "next";
import { ListingRoutePage, listingMetadata } from "@/features/catalog/listing-routes";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata("special-products", await searchParams);
}

export default async function Page({ searchParams }: Props) {
  return <ListingRoutePage name="special-products" searchParams={await searchParams} />;
}
