"use client";

import { ADDRESS_LABELS, MESSAGES, type AddressOption, type Cart } from "@shop/contracts";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { getAddressOptions, setCartAddress } from "@/lib/api/cart";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { lazyComponent } from "@/lib/lazy-component";
import { toast } from "@/lib/toast";
import { applyCartData } from "../cart-store";
import { errorMessage } from "../lib/error-message";
import { addressIn } from "@/features/addresses/lib/district-names-bn";

/**
 * The address form, with its rules (zod), loads when the shopper adds an address from
 * the chooser: most carts never show it (decision 025).
 */
const AddressForm = lazyComponent(
  () => import("@/features/addresses/components/address-form").then((m) => m.AddressForm),
  <div className="flex justify-center py-8" role="status" aria-label="Loading">
    <Spinner className="size-6 text-brand-600" />
  </div>,
);

/**
 * With no address chosen yet, a shopper who has exactly one saved address gets it
 * chosen for them (no toast unless the delivery method had to change); with several,
 * they choose. The API keeps no default address, so one is never guessed among many.
 * True while that is being looked up.
 */
function useOnlyAddress(needed: boolean): boolean {
  const [looking, setLooking] = useState(needed);
  useEffect(() => {
    if (!needed) return setLooking(false);
    let current = true;
    setLooking(true);
    getAddressOptions()
      .then(async (addresses) => {
        if (!current || addresses.length !== 1) return;
        const answer = await setCartAddress({ uuid: addresses[0].address_id });
        if (!current) return;
        applyCartData(answer.data);
        if (answer.message && answer.message !== MESSAGES.cartAddressUpdated) toast.info(answer.message);
      })
      .catch(() => {
        // The shopper can still choose with Change.
      })
      .finally(() => current && setLooking(false));
    return () => {
      current = false;
    };
  }, [needed]);
  return looking;
}

/** The address the cart ships to, with Change opening the chooser (signed-in only). */
export function ShippingAddress({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false);
  const address = cart.address;
  const looking = useOnlyAddress(address === null);
  const t = useT("checkout");
  const locale = useLocale();
  return (
    <section aria-labelledby="shipping-address-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="shipping-address-title" className="text-base font-semibold text-slate-900">
          {t("shippingAddress")}
        </h2>
        <Button variant="outlined" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t("change")}
        </Button>
      </div>
      {address ? (
        <div className="rounded-lg border border-slate-200 p-3 text-sm" data-cart-address={address.uuid}>
          <p className="font-semibold text-slate-900">
            {address.full_name}
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {locale === "en" ? ADDRESS_LABELS[address.label] : t(`label_${address.label}`)}
            </span>
          </p>
          <p className="text-slate-700">{addressIn(locale, address.full_address)}</p>
          <p className="text-slate-500">{address.phone_number}</p>
        </div>
      ) : looking ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner className="size-4 text-brand-600" />
          {t("lookingForAddress")}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t("noAddress")}</p>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={t("chooseShippingAddress")}>
        <AddressChooser current={address?.uuid ?? null} onDone={() => setOpen(false)} />
      </Dialog>
    </section>
  );
}

type Options = { state: "loading" } | { state: "failed" } | { state: "ready"; addresses: AddressOption[] };

function AddressChooser({ current, onDone }: { current: string | null; onDone: () => void }) {
  const [options, setOptions] = useState<Options>({ state: "loading" });
  const [saving, setSaving] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const t = useT("addresses");
  const labels = useT("checkout");
  const path = useLocalePath();
  const locale = useLocale();

  // Mounted only while the dialog is open (Dialog renders its body then): a fresh list each time.
  useEffect(() => {
    let current = true;
    getAddressOptions()
      .then((addresses) => current && setOptions({ state: "ready", addresses }))
      .catch((error: unknown) => {
        if (!current) return;
        toast.error(errorMessage(error));
        setOptions({ state: "failed" });
      });
    return () => {
      current = false;
    };
  }, []);

  /** A new address is saved in place (checkout): it becomes the cart's address at once. */
  const added = async () => {
    setAdding(false);
    setOptions({ state: "loading" });
    try {
      const addresses = await getAddressOptions();
      setOptions({ state: "ready", addresses });
      // Newest first: the one just saved.
      if (addresses[0]) await choose(addresses[0], { quiet: true });
    } catch (error) {
      toast.error(errorMessage(error));
      setOptions({ state: "failed" });
    }
  };

  const choose = async (option: AddressOption, { quiet = false }: { quiet?: boolean } = {}) => {
    if (saving) return;
    if (option.address_id === current && !quiet) {
      toast.info(t("alreadyCurrent"));
      return;
    }
    setSaving(option.address_id);
    try {
      const answer = await setCartAddress({ uuid: option.address_id });
      applyCartData(answer.data);
      if (!quiet || answer.message !== MESSAGES.cartAddressUpdated) toast.success(answer.message || MESSAGES.cartAddressUpdated);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
      setSaving(null);
    }
  };

  if (options.state === "loading") {
    return (
      <div className="flex justify-center py-8" role="status" aria-label={t("loading")}>
        <Spinner className="size-6 text-brand-600" />
      </div>
    );
  }
  if (options.state === "failed") return <p className="text-sm text-slate-600">{t("wentWrong")}</p>;
  if (adding) return <AddressForm address={null} onSaved={() => void added()} onCancel={() => setAdding(false)} />;
  const addNew = (
    <Button variant={options.addresses.length === 0 ? "primary" : "outlined"} size="sm" onClick={() => setAdding(true)}>
      {t("addNew")}
    </Button>
  );
  if (options.addresses.length === 0) {
    return (
      <div className="space-y-4 text-center">
        <p className="text-sm text-slate-700">{t("noneToChoose")}</p>
        {addNew}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-2" aria-label={t("saved")}>
        {options.addresses.map((option) => {
          const isCurrent = option.address_id === current;
          return (
            <li key={option.address_id}>
              <button
                type="button"
                onClick={() => void choose(option)}
                aria-current={isCurrent || undefined}
                aria-busy={saving === option.address_id || undefined}
                disabled={saving !== null}
                className={cn(
                  "relative w-full rounded-lg border p-3 text-left text-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-wait",
                  isCurrent ? "border-brand-600 bg-brand-50" : "border-slate-300",
                )}
              >
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  {option.full_name}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{labels(`label_${option.label}`)}</span>
                  {isCurrent ? <span className="ml-auto text-xs font-semibold text-brand-700">{t("current")}</span> : null}
                  {saving === option.address_id ? <Spinner className="ml-auto size-4" /> : null}
                </span>
                <span className="mt-0.5 block text-slate-700">{addressIn(locale, option.full_address)}</span>
                <span className="block text-slate-500">{option.phone_number}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {addNew}
        <a href={path("/addresses")} className="inline-block text-sm font-medium text-brand-700 hover:underline">
          {t("manage")}
        </a>
      </div>
    </div>
  );
}
