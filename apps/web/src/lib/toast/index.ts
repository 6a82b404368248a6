import { createToastStore, type ToastOptions } from "./toast-store";

/** The shop's one toast store; <Toaster /> in the root layout renders it. */
export const toastStore = createToastStore();

/**
 * Usable from any client component or event handler:
 * `toast.success(MESSAGES.addedToCart)`, `toast.error(err.message, { duration: REVIEW_TOAST_MS })`.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => toastStore.show("success", message, options),
  error: (message: string, options?: ToastOptions) => toastStore.show("error", message, options),
  info: (message: string, options?: ToastOptions) => toastStore.show("info", message, options),
  dismiss: (id?: number) => toastStore.dismiss(id),
};

export type { Toast, ToastOptions } from "./toast-store";
