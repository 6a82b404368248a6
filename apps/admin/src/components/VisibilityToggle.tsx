import { useState } from "react";
import { Button, Pill } from "./ui";
import { request } from "../lib/api";
import { useNotice } from "../lib/notice";

/**
 * Hide or show one row of a list (a category, a brand, a coupon) in one press: its state
 * as a pill and the button that flips it (PATCH `{ is_active }` to `url`). A failure is
 * told in the notice; the list reloads either way.
 */
export function VisibilityToggle({
  url,
  name,
  shown,
  labels,
  onChanged,
}: {
  url: string;
  name: string;
  shown: boolean;
  labels: { shown: string; hidden: string; show: string; hide: string };
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();
  async function flip() {
    setBusy(true);
    try {
      await request(url, { method: "PATCH", json: { is_active: !shown } });
      notify(`${name}: ${shown ? labels.hidden : labels.shown}`);
    } catch (error) {
      notify(error instanceof Error ? error.message : "Could not save", "error");
    } finally {
      setBusy(false);
      onChanged();
    }
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      {shown ? <Pill tone="green">{labels.shown}</Pill> : <Pill tone="amber">{labels.hidden}</Pill>}
      <Button small busy={busy} onClick={() => void flip()}>
        {shown ? labels.hide : labels.show}
        <span className="sr-only"> {name}</span>
      </Button>
    </span>
  );
}
