/**
 * Where toasts are drawn. A modal <dialog> puts everything outside it in the background
 * (under its backdrop, inert, and out of the accessibility tree), so while one is open
 * the toaster moves into the topmost open dialog: its toasts then sit above the
 * backdrop, can be dismissed, and are announced (issue 9). Pure over its own list.
 */
export function createToastHosts() {
  let hosts: HTMLElement[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    /** A dialog has opened: toasts go into it until it closes. */
    push(host: HTMLElement): void {
      hosts = [...hosts.filter((h) => h !== host), host];
      emit();
    },
    remove(host: HTMLElement): void {
      if (!hosts.includes(host)) return;
      hosts = hosts.filter((h) => h !== host);
      emit();
    },
    /** The topmost open dialog, or null for the page itself. */
    current: (): HTMLElement | null => hosts[hosts.length - 1] ?? null,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastHosts = createToastHosts();
