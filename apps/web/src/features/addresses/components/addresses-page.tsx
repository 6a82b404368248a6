"use client";

import type { ShippingAddress } from "@shop/contracts";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { MapPinIcon } from "@/components/ui/more-icons";
import { Spinner } from "@/components/ui/spinner";
import { SignInPrompt } from "@/features/cart/components/sign-in-prompt";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useShopSession } from "@/features/identity/session";
import { useLocale, useT } from "@/i18n/client";
import { deleteAddress, getAddresses } from "@/lib/api/addresses";
import { toast } from "@/lib/toast";
import { AddressForm } from "./address-form";
import { addressIn } from "../lib/district-names-bn";

type List = { state: "loading" } | { state: "failed" } | { state: "ready"; addresses: ShippingAddress[] };
type Editing = { address: ShippingAddress | null } | null;

/** /addresses: saved addresses with Add New Address, Edit and Delete (with confirmation). */
export function AddressesPage() {
  const { status, user } = useShopSession();
  const [list, setList] = useState<List>({ state: "loading" });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShippingAddress | null>(null);
  const [removing, setRemoving] = useState(false);
  const t = useT("addresses");
  const labels = useT("checkout");
  const locale = useLocale();

  const reload = useCallback(async () => {
    try {
      setList({ state: "ready", addresses: await getAddresses() });
    } catch (error) {
      toast.error(errorMessage(error));
      setList({ state: "failed" });
    }
  }, []);

  useEffect(() => {
    if (status === "authenticated") void reload();
  }, [status, user?.phone, reload]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    try {
      const answer = await deleteAddress({ uuid: deleting.uuid });
      toast.success(answer.message);
      setDeleting(null);
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRemoving(false);
    }
  };

  if (status === "unauthenticated") return <SignInPrompt path="/addresses" what="manage your addresses" />;

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ address: null })} aria-haspopup="dialog">
          {t("addNew")}
        </Button>
      </div>
      {list.state === "loading" ? (
        <div className="flex justify-center py-16" role="status" aria-label={t("loading")}>
          <Spinner className="size-8 text-brand-600" />
        </div>
      ) : list.state === "failed" ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-slate-600">{t("wentWrong")}</p>
          <Button variant="outlined" onClick={() => void reload()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : list.addresses.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <MapPinIcon className="size-14 text-slate-300" />
          <p className="text-slate-700">{t("none")}</p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t("saved")}>
          {list.addresses.map((a) => (
            <li key={a.uuid} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4" data-address={a.uuid}>
              <p className="flex items-center gap-2">
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{labels(`label_${a.label}`)}</span>
                <span className="font-semibold text-slate-900">{a.full_name}</span>
              </p>
              <p className="text-sm text-slate-700">{addressIn(locale, a.full_address)}</p>
              <p className="text-sm text-slate-500">{a.phone_number}</p>
              {a.notes ? <p className="text-sm text-slate-500">{t("notes", { notes: a.notes })}</p> : null}
              <div className="mt-auto flex gap-2 pt-2">
                <Button
                  variant="outlined"
                  size="sm"
                  onClick={() => setEditing({ address: a })}
                  aria-label={t("editOf", { address: addressIn(locale, a.full_address) })}
                  aria-haspopup="dialog"
                >
                  {t("edit")}
                </Button>
                <Button
                  variant="outlined"
                  size="sm"
                  onClick={() => setDeleting(a)}
                  aria-label={t("deleteOf", { address: addressIn(locale, a.full_address) })}
                  aria-haspopup="dialog"
                >
                  {t("delete")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.address ? t("editTitle") : t("addNew")} size="lg">
        {editing ? (
          <AddressForm
            address={editing.address}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void reload();
            }}
          />
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title={t("deleteTitle")} size="sm">
        <p className="text-sm text-slate-700">{t("confirmDelete", { address: addressIn(locale, deleting?.full_address ?? "") })}</p>
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="outlined" onClick={() => setDeleting(null)} disabled={removing}>
            {t("cancel")}
          </Button>
          <Button onClick={confirmDelete} loading={removing}>
            {t("delete")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
