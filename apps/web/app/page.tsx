import { connection } from "next/server";
import { HomePage } from "@/features/catalog/home/home-page";

export default async function Page() {
  // Rendered per request (catalog reads come from the 30 s data cache), never at build time.
  await connection();
  return <HomePage />;
}
