import { useState } from "react";
import { request } from "../lib/api";
import { useNotice } from "../lib/notice";
import { Button } from "./ui";

/**
 * Archive or restore one row of a list (a category, a brand, a coupon; issue 46). Archive
 * asks first: the row is turned off and leaves the current list; orders and products keep
 * it. Restore brings it back, still off. The API's words go to the notice; the list
 * reloads either way.
 */
export function ArchiveButton({
  url,
  name,
  noun,
  archived,
  onChanged,
}: {
  /** The row's URL; /archive or /restore is added. */
  url: string;
  name: string;
  noun: string;
  archived: boolean;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();
  async function run() {
    if (!archived && !window.confirm(`Archive ${name}? It is turned off and leaves the list; orders and products keep it. You can restore it.`)) return;
    setBusy(true);
    try {
      const answer = await request<{ message: string }>(`${url}/${archived ? "restore" : "archive"}`, { method: "POST" });
      notify(answer?.message ?? `${name}: ${archived ? "restored" : "archived"}`);
    } catch (error) {
      notify(error instanceof Error ? error.message : `Could not ${archived ? "restore" : "archive"} the ${noun}`, "error");
    } finally {
      setBusy(false);
      onChanged();
    }
  }
  return (
    <Button small busy={busy} onClick={() => void run()}>
      {archived ? "Restore" : "Archive"}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
