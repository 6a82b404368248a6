import type { Page } from "playwright-core";

/**
 * The layout guard's checks of one page as it is on screen, in one page.evaluate: what
 * a shopper would see broken, whatever the page. Answers one line per fault, [] when
 * there is none. (Issue 40: the Payment Method choices squeezed into a 26 px column,
 * "Cash On Delivery" one letter a line, and pushed off a phone's screen.)
 *
 * - The page is no wider than the screen (no sideways scroll).
 * - Every form control and its label is inside the screen's width and inside its
 *   container (its form, fieldset, group or dialog).
 * - No label is narrower than its longest word (each word measured with a Range: one
 *   line box, inside the label).
 * - A placeholder shows whole in its empty field.
 * - A disabled field is not marked required.
 * - On a phone, every target (link, button, field) is at least 24 x 24 px, or has
 *   room for one around it, unless it is a link inside a line of text (WCAG 2.5.8).
 * - Nothing fixed (the cart tab, the chat bubble, a dock) lies over the centre of a
 *   link, button, field or line of text, with the page scrolled to the top, the middle
 *   and the end.
 * - The first heading takes at most a third of the first screen.
 * - The footer's links say different things (one link each).
 */
export async function layoutFaults(page: Page, options: { phone: boolean }): Promise<string[]> {
  const faults: string[] = [];
  for (const at of ["top", "middle", "end"] as const) {
    await page.evaluate((to) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, to === "top" ? 0 : to === "middle" ? max / 2 : max);
    }, at);
    // Two frames: a sticky bar or a tab that moves on scroll has moved.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    faults.push(...(await page.evaluate(checkPage, { phone: options.phone, at, full: at === "top" })));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...new Set(faults)];
}

/** Runs in the page: self-contained. */
function checkPage({ phone, at, full }: { phone: boolean; at: string; full: boolean }): string[] {
  const faults: string[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const slack = 1;
  const describe = (el: Element) => {
    const name =
      el.getAttribute("aria-label") || (el as HTMLElement).innerText?.trim().slice(0, 40) || el.getAttribute("name") || el.getAttribute("placeholder") || "";
    const id = el.id ? `#${el.id}` : "";
    return `<${el.tagName.toLowerCase()}${id}${el.getAttribute("type") ? ` type=${el.getAttribute("type")}` : ""}> "${name.replace(/\s+/g, " ")}"`;
  };
  /** Shown, and neither visually hidden (sr-only, itself or inside such a box) nor hidden from everyone (a honeypot). */
  const shown = (el: Element) => {
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    if (r.width <= 2 || r.height <= 2) return false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath.startsWith("inset(50%") || style.clip === "rect(0px, 0px, 0px, 0px)") return false;
      if (node !== el && style.overflow !== "visible") {
        const b = node.getBoundingClientRect();
        if (b.width <= 2 || b.height <= 2) return false;
      }
    }
    return true;
  };
  /** Inside an open dialog only when one is open (the page behind is inert). */
  const openModal = document.querySelector("dialog[open]");
  const inScope = (el: Element) => !openModal || openModal.contains(el);

  if (full) {
    if (document.documentElement.scrollWidth > window.innerWidth + slack) {
      faults.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${window.innerWidth} px screen`);
    }
    const h1 = document.querySelector("main h1");
    if (h1 && shown(h1) && h1.getBoundingClientRect().height > vh / 3) {
      faults.push(`the heading ${describe(h1)} is ${Math.round(h1.getBoundingClientRect().height)} px tall, over a third of the first screen`);
    }
    const footerLinks = [...document.querySelectorAll("footer a[href]")].filter(shown);
    const seen = new Map<string, string>();
    const said = (a: Element) =>
      (a.textContent ?? "")
        .toLowerCase()
        .replace(/\b(us|s)\b|s\b/g, "")
        .replace(/[^a-z]/g, "");
    for (const a of footerLinks) {
      const key = (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).host;
      const words = said(a);
      const other = [...seen.entries()].find(([k, w]) => k === key || (w && w === words));
      if (other) faults.push(`the footer links to ${(a as HTMLAnchorElement).pathname} twice ("${a.textContent?.trim()}" and "${other[1]}")`);
      seen.set(key, words);
    }
  }

  const controls = [...document.querySelectorAll("input:not([type=hidden]), select, textarea")].filter((el) => inScope(el));
  for (const control of controls as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) {
    const labels = [...(control.labels ?? [])].filter(shown);
    const parts = [control, ...labels].filter(shown);
    if (parts.length === 0) continue;
    if (full) {
      const container = control.closest("fieldset, form, [role=group], [role=radiogroup], dialog");
      for (const part of parts) {
        const r = part.getBoundingClientRect();
        if (r.left < -slack || r.right > vw + slack)
          faults.push(`${describe(part)} (of ${describe(control)}) runs off the screen: ${Math.round(r.left)}..${Math.round(r.right)} of ${vw} px`);
        if (container && shown(container)) {
          const c = container.getBoundingClientRect();
          if (r.left < c.left - slack || r.right > c.right + slack) {
            faults.push(
              `${describe(part)} (of ${describe(control)}) sticks out of its ${container.tagName.toLowerCase()}: ${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(c.left)}..${Math.round(c.right)}`,
            );
          }
        }
      }
      // No label narrower than its longest word: each word one line box, inside the label.
      for (const label of labels) {
        const box = label.getBoundingClientRect();
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement || !shown(node.parentElement)) continue;
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0);
            const r = range.getBoundingClientRect();
            if (rects.length > 1 || r.left < box.left - slack || r.right > box.right + slack) {
              faults.push(
                `the label ${describe(label)} is narrower than its word "${match[0]}" (${Math.round(box.width)} px wide, ${rects.length} line boxes)`,
              );
              break;
            }
          }
        }
      }
      if (control.disabled && (control.required || control.getAttribute("aria-required") === "true")) {
        faults.push(`${describe(control)} is disabled yet marked required`);
      }
      if (control instanceof HTMLInputElement && control.placeholder && !control.value && shown(control)) {
        const style = getComputedStyle(control);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const needs = ctx.measureText(control.placeholder).width;
        if (needs > room + slack) faults.push(`the placeholder of ${describe(control)} is cut: ${Math.round(needs)} px of text in ${Math.round(room)} px`);
      }
    }
  }

  const targets = [
    ...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=option]"),
  ].filter((el) => inScope(el) && shown(el));
  /** A link in a line of text (its parent holds text of its own): exempt from the size rule. */
  const inline = (el: Element) =>
    getComputedStyle(el).display === "inline" &&
    [...(el.parentElement?.childNodes ?? [])].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "");
  /** The target's box with its label's (a press on either works it). */
  const area = (el: Element) => {
    const boxes = [el, ...(el instanceof HTMLInputElement ? [...(el.labels ?? [])].filter(shown) : [])].map((e) => e.getBoundingClientRect());
    const left = Math.min(...boxes.map((b) => b.left));
    const top = Math.min(...boxes.map((b) => b.top));
    return { left, top, right: Math.max(...boxes.map((b) => b.right)), bottom: Math.max(...boxes.map((b) => b.bottom)) };
  };
  if (phone && full) {
    const boxes = targets.map((el) => ({ el, box: area(el) }));
    for (const { el, box } of boxes) {
      const w = box.right - box.left;
      const h = box.bottom - box.top;
      if ((w >= 24 - 0.5 && h >= 24 - 0.5) || inline(el)) continue;
      // WCAG 2.5.8's spacing: a 24 px circle on its centre meets no other target.
      const cx = (box.left + box.right) / 2;
      const cy = (box.top + box.bottom) / 2;
      const crowded = boxes.some(({ el: other, box: o }) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded) faults.push(`${describe(el)} is a ${Math.round(w)} x ${Math.round(h)} px target with others close by`);
    }
  }

  // Nothing fixed over the centre of a target or a line of text on screen.
  const texts = [...document.querySelectorAll("main p, main li, main dd, main dt, main label, footer p, footer li, footer a")].filter(
    (el) => inScope(el) && shown(el) && (el.textContent ?? "").trim() !== "",
  );
  for (const el of new Set([...targets, ...texts])) {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || x >= vw || y < 0 || y >= vh) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || el === hit || el.contains(hit) || hit.contains(el)) continue;
    // What lies on top: a fixed element (or inside one) that is not where `el` is.
    for (let node: Element | null = hit; node; node = node.parentElement) {
      if (node.contains(el)) break;
      // Content scrolls under a bar across the screen (a phone's dock), except at the page's end.
      const bar = node.getBoundingClientRect().width >= vw * 0.6;
      if (getComputedStyle(node).position === "fixed" && (!bar || at === "end")) {
        faults.push(`${describe(node)} (fixed) covers ${describe(el)} at the ${at} of the page`);
        break;
      }
    }
  }
  return faults;
}
