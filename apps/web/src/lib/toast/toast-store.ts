import { TOAST_AUTO_CLOSE_MS } from "@shop/contracts";

export type ToastKind = "success" | "error" | "info";
export type Toast = { id: number; kind: ToastKind; message: string; duration: number };
export type ToastOptions = { duration?: number };

type Listener = () => void;

/**
 * Spec §9: one toast at a time. A new toast replaces the one on screen (rather than
 * queueing behind it), so the shopper always sees the outcome of their last action.
 */
export function createToastStore() {
  let current: Toast | null = null;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
    current = { id: nextId++, kind, message, duration: options.duration ?? TOAST_AUTO_CLOSE_MS };
    emit();
    return current.id;
  }

  return {
    show,
    /** Closes the toast with this id (or whatever is shown); a stale id does nothing. */
    dismiss(id?: number): void {
      if (!current || (id !== undefined && current.id !== id)) return;
      current = null;
      emit();
    },
    get: (): Toast | null => current,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A countdown that can pause (hover or focus) and resume with the time that was left.
 * Pure over the `now` values it is given, so the rule is testable without timers.
 */
export function createCountdown(duration: number, now: number) {
  let remaining = duration;
  let startedAt: number | null = now;
  return {
    pause(at: number): void {
      if (startedAt === null) return;
      remaining = Math.max(0, remaining - (at - startedAt));
      startedAt = null;
    },
    resume(at: number): void {
      if (startedAt === null) startedAt = at;
    },
    remaining(at: number): number {
      return startedAt === null ? remaining : Math.max(0, remaining - (at - startedAt));
    },
    get paused(): boolean {
      return startedAt === null;
    },
  };
}
