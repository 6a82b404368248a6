"use client";

import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { useLocalePath, useT } from "@/i18n/client";

/** An empty list page (cart, wishlist): an icon, the spec's text, and a way back to the shop. */
export function EmptyState({ icon, text }: { icon: ReactNode; text: string }) {
  const t = useT("cart");
  const href = useLocalePath();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      {icon}
      <p className="text-slate-700">{text}</p>
      <ButtonLink href={href("/")} variant="primary">
        {t("continueShopping")}
      </ButtonLink>
    </div>
  );
}
