"use client";

import { MOBILE_BREAKPOINT_PX, ORDER_NUMBER_MAX, trackOrderForm } from "@shop/contracts";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { SlidePanel } from "@/components/ui/slide-panel";
import { ApiError } from "@/lib/api/client";
import { trackOrder } from "@/lib/api/orders";
import { useUiStore } from "@/lib/stores/ui-store";

const TITLE = "Track Order";
const INTRO = "Enter the Order ID from your order confirmation SMS.";
/** Room for an Order ID typed with spaces or dashes (they are ignored). */
const INPUT_MAX_LENGTH = ORDER_NUMBER_MAX + 4;
const INPUT_ID = "track-order-id";

// ---- viewport ----------------------------------------------------------------

const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribeToViewport(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True from the mobile breakpoint up (spec §9: 768 px); read at render, so at open time, and followed. */
function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribeToViewport,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => true,
  );
}

// ---- overlay -----------------------------------------------------------------

/**
 * Track Order (spec §2, §4, §5, §8): a modal on desktop, a right-side panel below
 * 768 px, opened from the ui store (`trackOrderPanelOpen`) by the header, the account
 * menu, the mobile menu and the footer. One Order ID field validated with
 * `trackOrderForm`; success closes and goes to /my-orders/{order_key}; any failure
 * shows under the field, never as a toast.
 *
 * The form's state lives here rather than in the dialog body, so rotating a phone
 * across the breakpoint (panel ⇄ modal) keeps what was typed. It is reset whenever the
 * overlay opens, which covers closing by X, Escape, the backdrop or anything else that
 * clears the flag (and a reopen during the panel's slide-out, when its body is still
 * mounted).
 */
export function TrackOrderOverlay() {
  const open = useUiStore((s) => s.trackOrderPanelOpen);
  const setOpen = useUiStore((s) => s.setTrackOrderPanelOpen);
  const setIsTrackOrder = useUiStore((s) => s.setIsTrackOrder);
  const isDesktop = useIsDesktop();
  const router = useRouter();

  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Bumped on every open, close and submit: an answer for an older attempt is dropped. */
  const attempt = useRef(0);

  // Every opening starts with a blank form (spec §4: closing resets forms).
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) {
      setValue("");
      setError(undefined);
      setBusy(false);
    }
  }
  useEffect(() => {
    attempt.current += 1;
  }, [open]);

  const close = () => {
    attempt.current += 1;
    setOpen(false);
    setIsTrackOrder(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = trackOrderForm.safeParse({ order: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    const mine = ++attempt.current;
    setError(undefined);
    setBusy(true);
    try {
      const answer = await trackOrder(parsed.data.order);
      if (mine !== attempt.current) return;
      close();
      router.push(`/my-orders/${encodeURIComponent(answer.data.order_key)}`);
    } catch (err) {
      if (mine !== attempt.current) return;
      // Spec §8: the failure goes on the order field (422 "No order found…", 429, network).
      const message = err instanceof ApiError ? (err.fieldError("order") ?? err.message) : err instanceof Error ? err.message : "";
      setError(message || "Something went wrong");
      setBusy(false);
      inputRef.current?.focus();
    }
  };

  const form = (
    <>
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        <TextField
          id={INPUT_ID}
          label="Order ID"
          required
          name="order"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={INPUT_MAX_LENGTH}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
          ref={inputRef}
          // 16 px text so iOS Safari does not zoom in on focus.
          className="[&_input]:text-base"
        />
        <Button type="submit" fullWidth loading={busy}>
          {TITLE}
        </Button>
      </form>
      <p className="mt-3 text-center text-sm text-slate-600">
        <a
          href="/faq"
          onClick={close}
          className="inline-flex min-h-11 items-center rounded px-2 font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Need help?
        </a>
      </p>
    </>
  );

  if (isDesktop) {
    return (
      <Dialog open={open} onClose={close} title={TITLE} description={INTRO} size="sm">
        {form}
      </Dialog>
    );
  }
  return (
    <SlidePanel id="track-order-panel" open={open} onClose={close} title={TITLE} side="right">
      <div className="p-4">
        <p className="mb-4 text-sm text-slate-600">{INTRO}</p>
        {form}
      </div>
    </SlidePanel>
  );
}
