import { useState } from "react";

/**
 * True from the first render in which `open` is true, and from then on: an overlay
 * whose code loads on first use mounts then and stays mounted, so it can animate
 * closed and open again like one that was there from the start.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
