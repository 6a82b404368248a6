import type { MainMenuResponse, MenuItem } from "@shop/contracts";
import { getLocale } from "next-intl/server";
import { api } from "./client";

/**
 * The main menu for the page frame (header and mobile menu), cached for 60 s under
 * the "catalog" tag. The frame is on every page, so an API outage must not take the
 * page down with it: the failure is logged and the header renders without categories.
 */
export async function getMainMenu(): Promise<MenuItem[]> {
  try {
    // In the page's language (decision 051): Bangla category names where the API has them.
    const res = await api.get<MainMenuResponse>("/v1/main-menus", {
      next: { revalidate: 60, tags: ["catalog"] },
      headers: { "Accept-Language": await getLocale() },
    });
    return res.data.data?.main_menu ?? [];
  } catch (error) {
    // The API client has already reported the failure in detail.
    console.error(`Main menu unavailable (${error instanceof Error ? error.message : String(error)}); rendering the header without categories`);
    return [];
  }
}
