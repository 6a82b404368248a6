"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/client";
import { addAll, newRequestKey } from "../lib/add-all";

/** "Add all to cart" for a shared list: one bulk call; a double press adds one set. */
export function AddListButton({ items }: { items: { product: string; quantity: number }[] }) {
  const t = useT("bom");
  const [busy, setBusy] = useState(false);
  const key = useRef(newRequestKey());
  return (
    <Button
      variant="primary"
      loading={busy}
      disabled={items.length === 0}
      onClick={async () => {
        setBusy(true);
        const done = await addAll(items, key.current);
        setBusy(false);
        // Pressed again after it answered: a new set on purpose.
        if (done) key.current = newRequestKey();
      }}
    >
      {t("addAll")}
    </Button>
  );
}
