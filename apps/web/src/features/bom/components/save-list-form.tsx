"use client";

import { useState } from "react";
import { PARTS_LIST_NAME_MAX } from "@shop/contracts";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/features/cart/lib/error-message";
import { signInHref } from "@/features/identity/callback-url";
import { useShopSession } from "@/features/identity/session";
import { useLocalePath, useT } from "@/i18n/client";
import { saveList } from "@/lib/api/bom";
import { withLink } from "../lib/with-link";

/** Saves the chosen lines (or, with fromCart, the cart) as a named list, then shows its share link. */
export function SaveListForm({
  items,
  fromCart = false,
  returnTo = "/bom",
}: {
  items: { product: string; quantity: number }[];
  fromCart?: boolean;
  returnTo?: string;
}) {
  const { status } = useShopSession();
  const t = useT("bom");
  const href = useLocalePath();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  if (status !== "authenticated") {
    return (
      <p className="text-sm text-slate-700">
        {withLink(
          t("signInToSave"),
          <a href={href(signInHref(returnTo))} className="font-semibold text-brand-700 hover:underline">
            {t("signIn")}
          </a>,
        )}
      </p>
    );
  }
  if (saved) {
    return (
      <p className="text-sm text-slate-800" role="status">
        {t("saved", { name: saved.name })}{" "}
        <a href={href(`/list/${saved.id}`)} className="font-semibold break-all text-brand-700 hover:underline">
          /list/{saved.id}
        </a>
      </p>
    );
  }
  return (
    <form
      method="post"
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        try {
          const list = await saveList(fromCart ? { name, from_cart: true } : { name, items });
          setSaved({ id: list.id, name: list.name });
        } catch (err) {
          setError(errorMessage(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="list-name" className="mb-1 block text-sm font-medium text-slate-700">
          {fromCart ? t("saveCart") : t("saveAs")}
        </label>
        <input
          id="list-name"
          value={name}
          maxLength={PARTS_LIST_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          placeholder={t("namePlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "list-name-error" : undefined}
          className="h-11 w-full rounded-lg border border-slate-300 px-3 text-sm"
        />
        {error ? (
          <p id="list-name-error" className="mt-1 text-sm text-red-600" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="outlined" loading={busy} disabled={!fromCart && items.length === 0}>
        {t("saveList")}
      </Button>
    </form>
  );
}
