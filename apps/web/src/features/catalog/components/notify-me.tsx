"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/client";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { lazyComponent } from "@/lib/lazy-component";

const NotifyMeDialog = lazyComponent(() => import("./notify-me-dialog").then((m) => m.NotifyMeDialog));

/** Notify Me on an out-of-stock product's buy box (guests too); the dialog's code loads on first press. */
export function NotifyMe({ slug, name }: { slug: string; name: string }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const t = useT("stockRequest");
  return (
    <>
      <Button variant="primary" size="lg" className="min-w-36 flex-1" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t("notifyMe")}
      </Button>
      {opened ? <NotifyMeDialog open={open} onClose={() => setOpen(false)} slug={slug} name={name} /> : null}
    </>
  );
}
