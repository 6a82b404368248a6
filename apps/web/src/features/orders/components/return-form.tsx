"use client";

import {
  RETURN_MESSAGES,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_RULES,
  RETURN_REASONS,
  toBanglaDigits,
  type OrderReturns,
  type ReturnReason,
} from "@shop/contracts";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, FieldLabel } from "@/components/ui/form-field";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useLocale, useT } from "@/i18n/client";
import { ApiError } from "@/lib/api/client";
import { createReturn, uploadReturnPhoto } from "@/lib/api/returns";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useMessageIn } from "@/lib/use-message-in";
import { shrinkPhoto } from "../lib/return-photo";

type Photo = { id: string; blob: Blob; url: string; name: string };
type Errors = { lines?: string; reason?: string; note?: string; photos?: string; form?: string };

const inputClasses =
  "block rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 " +
  "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30";

/**
 * The shopper's return request: per line a quantity (0 up to what may still be
 * returned), a reason in the shop's words with what it asks for, a note, and up to
 * RETURN_PHOTOS_MAX photos (the camera on a phone), shrunk before sending. The request
 * goes first, then each photo on its own; the API's refusals show in its words.
 */
export function ReturnForm({
  orderKey,
  returns,
  onDone,
  onCancel,
}: {
  orderKey: string;
  returns: OrderReturns;
  onDone: (next: OrderReturns) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const lines = returns.returnable.filter((line) => line.returnable > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const firstQuantity = useRef<HTMLInputElement>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusNext = useRef<keyof Errors | null>(null);
  const photosRef = useRef(photos);
  photosRef.current = photos;
  const t = useT("returns");
  const m = useMessageIn();
  const bn = useLocale() === "bn";
  const digits = (n: number) => (bn ? toBanglaDigits(String(n)) : String(n));

  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    if (field === "lines") firstQuantity.current?.focus();
    else if (field === "reason") firstReason.current?.focus();
  }, [errors]);
  // The previews' object URLs go with the form.
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const addPhotos = (files: FileList | null) => {
    if (!files) return;
    const room = RETURN_PHOTOS_MAX - photos.length;
    const picked = Array.from(files).slice(0, Math.max(0, room));
    setPhotos((list) => [
      ...list,
      ...picked.map((file) => ({ id: `${file.name}-${file.size}-${Math.random()}`, blob: file, url: URL.createObjectURL(file), name: file.name })),
    ]);
    setErrors((e) => ({ ...e, photos: files.length > room ? RETURN_MESSAGES.photosMax : undefined }));
    if (fileInput.current) fileInput.current.value = "";
  };
  const removePhoto = (photo: Photo) => {
    URL.revokeObjectURL(photo.url);
    setPhotos((list) => list.filter((p) => p.id !== photo.id));
    setErrors((e) => ({ ...e, photos: undefined }));
    fileInput.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const chosen = lines.filter((l) => (quantities[l.order_line] ?? 0) > 0).map((l) => ({ order_line: l.order_line, quantity: quantities[l.order_line] }));
    const found: Errors = {};
    if (chosen.length === 0) found.lines = RETURN_MESSAGES.linesRequired;
    if (!reason) found.reason = RETURN_MESSAGES.reasonRequired;
    if (note.trim().length > RETURN_NOTE_MAX) found.note = RETURN_MESSAGES.noteMax;
    if (found.lines || found.reason || found.note) {
      focusNext.current = found.lines ? "lines" : found.reason ? "reason" : null;
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    let made: Awaited<ReturnType<typeof createReturn>>;
    try {
      made = await createReturn(orderKey, { lines: chosen, reason: reason as ReturnReason, note: note.trim() || null });
    } catch (error) {
      setBusy(false);
      const message = errorMessage(error);
      if (error instanceof ApiError && error.status === 422) {
        const field = error.errors[0]?.field ?? "";
        return setErrors(
          field.startsWith("lines") ? { lines: message } : field === "reason" ? { reason: message } : field === "note" ? { note: message } : { form: message },
        );
      }
      return setErrors({ form: message });
    }
    // The request is saved: each photo on its own; one that fails is said, the rest still go.
    let latest = made.returns;
    const failed: string[] = [];
    for (const photo of photos) {
      try {
        const sent = await uploadReturnPhoto(orderKey, made.return.id, await shrinkPhoto(photo.blob));
        latest = { ...latest, returns: latest.returns.map((r) => (r.id === sent.return.id ? sent.return : r)) };
      } catch (error) {
        failed.push(`${photo.name}: ${errorMessage(error)}`);
      }
    }
    setBusy(false);
    if (failed.length > 0) toast.error(t("photoNotSent", { list: failed.join("; ") }));
    else toast.success(t("requested"));
    onDone(latest);
  };

  const linesError = `${id}-lines-error`;
  const reasonError = `${id}-reason-error`;
  const noteId = `${id}-note`;
  const photoId = `${id}-photos`;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby={`${id}-title`} data-return-form="">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t("title")}
      </h3>
      {errors.form ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-return-error="">
          {errors.form}
        </p>
      ) : null}

      <fieldset aria-describedby={errors.lines ? linesError : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("howMany")}</legend>
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {lines.map((line, i) => {
            const qid = `${id}-q-${line.order_line}`;
            return (
              <li key={line.order_line} className="flex items-center justify-between gap-3 p-3">
                <span className="min-w-0 text-sm [overflow-wrap:anywhere] text-slate-800">
                  <span id={`${qid}-name`}>{line.name}</span>
                  <span id={`${qid}-max`} className="block text-xs text-slate-500">
                    {t("upTo", { count: digits(line.returnable) })}
                  </span>
                </span>
                <input
                  ref={i === 0 ? firstQuantity : undefined}
                  id={qid}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.returnable}
                  value={quantities[line.order_line] ?? 0}
                  onChange={(e) => {
                    const value = Math.max(0, Math.min(line.returnable, Math.floor(Number(e.target.value) || 0)));
                    setQuantities((q) => ({ ...q, [line.order_line]: value }));
                    setErrors((x) => ({ ...x, lines: undefined }));
                  }}
                  aria-invalid={errors.lines ? true : undefined}
                  aria-labelledby={`${qid}-name`}
                  aria-describedby={cn(`${qid}-max`, errors.lines && linesError)}
                  className={cn(inputClasses, "h-11 w-20 shrink-0 text-center tabular-nums")}
                  data-return-quantity={line.order_line}
                />
              </li>
            );
          })}
        </ul>
        <FieldError id={linesError} error={m(errors.lines)} />
      </fieldset>

      <fieldset aria-describedby={errors.reason ? reasonError : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t("reason")}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </legend>
        <div className="grid gap-2">
          {RETURN_REASONS.map((value, i) => (
            <label
              key={value}
              className={cn(
                "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-sm",
                reason === value ? "border-brand-600 bg-brand-50" : errors.reason ? "border-red-300" : "border-slate-300",
              )}
            >
              <input
                ref={i === 0 ? firstReason : undefined}
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors((x) => ({ ...x, reason: undefined }));
                }}
                aria-describedby={cn(`${id}-rule-${value}`, errors.reason && reasonError) || undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 font-medium text-slate-900">
                {t(`reason_${value}`)}
                <span id={`${id}-rule-${value}`} className="mt-0.5 block text-xs font-normal text-slate-600">
                  {t(`rule_${value}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={reasonError} error={m(errors.reason)} />
      </fieldset>

      <div>
        <FieldLabel htmlFor={noteId}>{t("whatIsWrong")}</FieldLabel>
        <textarea
          id={noteId}
          rows={3}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setErrors((x) => ({ ...x, note: undefined }));
          }}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={cn(`${noteId}-count`, errors.note && `${noteId}-error`)}
          className={cn(inputClasses, "w-full py-2.5", errors.note && "border-red-600")}
        />
        <div className="flex items-start justify-between gap-3">
          <FieldError id={`${noteId}-error`} error={m(errors.note)} />
          <p id={`${noteId}-count`} className={cn("mt-1 ml-auto text-xs tabular-nums", note.length > RETURN_NOTE_MAX ? "text-red-600" : "text-slate-500")}>
            {digits(note.length)}/{digits(RETURN_NOTE_MAX)}
          </p>
        </div>
      </div>

      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800" id={`${photoId}-label`}>
          {t("photos", { count: digits(photos.length), max: digits(RETURN_PHOTOS_MAX) })}
        </p>
        <p id={`${photoId}-hint`} className="mb-2 text-xs text-slate-600">
          {reason && RETURN_REASON_RULES[reason].photos ? t("photosHelp") : ""}
          {t("photoTypes")}
        </p>
        {photos.length > 0 ? (
          <ul className="mb-3 flex flex-wrap gap-3" aria-label={t("chosenPhotos")}>
            {photos.map((photo, i) => (
              <li key={photo.id} className="w-24">
                <img
                  src={photo.url}
                  alt={t("chosenPhoto", { n: digits(i + 1), name: photo.name })}
                  className="size-24 rounded-md border border-slate-200 object-cover"
                />
                <button
                  type="button"
                  onClick={() => removePhoto(photo)}
                  className="mt-1 min-h-11 w-full rounded-md text-sm font-medium text-red-700 underline hover:text-red-800"
                  aria-label={t("removeOf", { name: photo.name })}
                >
                  {t("remove")}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length < RETURN_PHOTOS_MAX ? (
          <label htmlFor={photoId} className="btn btn-outlined btn-md cursor-pointer focus-within:outline-2 focus-within:outline-brand-600">
            {t("addPhotos")}
            <input
              ref={fileInput}
              id={photoId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              onChange={(e) => addPhotos(e.target.files)}
              aria-describedby={cn(`${photoId}-hint`, errors.photos && `${photoId}-error`)}
              className="sr-only"
              data-return-photos=""
            />
          </label>
        ) : null}
        <FieldError id={`${photoId}-error`} error={m(errors.photos)} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={busy} data-return-submit="">
          {t("send")}
        </Button>
        <Button variant="outlined" onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
