import { shouldShowLoader } from "./route-loader";
import { useUiStore } from "./stores/ui-store";

/**
 * For code that navigates with router.push/replace (link clicks are seen by
 * <RouteEvents />): starts the route loader when the target allows it (spec §4).
 */
export function startRouteLoader(href: string): void {
  if (shouldShowLoader(href)) useUiStore.getState().setIsLoading(true);
}
