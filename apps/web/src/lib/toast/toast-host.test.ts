import { describe, expect, it } from "vitest";
import { createToastHosts } from "./toast-host";

const el = (name: string) => ({ name }) as unknown as HTMLElement;

describe("toast hosts", () => {
  it("draws toasts in the page until a dialog opens, then in the topmost open dialog", () => {
    const hosts = createToastHosts();
    const seen: (HTMLElement | null)[] = [];
    hosts.subscribe(() => seen.push(hosts.current()));
    const dialog = el("dialog");
    const confirm = el("confirm");
    expect(hosts.current()).toBeNull();
    hosts.push(dialog);
    hosts.push(confirm);
    expect(hosts.current()).toBe(confirm);
    hosts.remove(confirm);
    expect(hosts.current()).toBe(dialog);
    hosts.remove(dialog);
    expect(hosts.current()).toBeNull();
    expect(seen).toEqual([dialog, confirm, dialog, null]);
  });

  it("ignores a host removed twice and moves a host opened again to the top", () => {
    const hosts = createToastHosts();
    const a = el("a");
    const b = el("b");
    hosts.push(a);
    hosts.push(b);
    hosts.push(a);
    expect(hosts.current()).toBe(a);
    hosts.remove(a);
    hosts.remove(a);
    expect(hosts.current()).toBe(b);
  });
});
