/**
 * What the shop's forms need before the page's scripts have come
 * (docs/decisions/035-forms-before-scripts.md), inline in the layout: two delegated
 * listeners on the window, plain ES5, about 700 bytes. On the window, so they hear a
 * press after React, whose listeners are on the document (Next.js hydrates it whole).
 * - A form is sent once: a second submit of a form already on its way is dropped
 *   (a double tap on Add to Cart adds once). A submit the page's code took
 *   (preventDefault, once hydrated and its code has come) is left alone; one it let
 *   through (hydrated, the cart's or wishlist's code not yet here) is marked sent too.
 * - The product page's quantity stepper (components/quantity-stepper.tsx, `field`):
 *   a press on minus or plus moves the count, bounded 1..data-max, its form field and
 *   the buttons' disabled states, until the component marks its group `data-live`.
 */
export const EARLY_FORMS_SCRIPT =
  'addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented)return;' +
  'if(f.hasAttribute("data-sent"))e.preventDefault();else f.setAttribute("data-sent","")});' +
  'addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-step]"),g=b&&b.closest("[data-stepper]");' +
  'if(!g||g.hasAttribute("data-live"))return;var i=g.querySelector("input"),m=+g.getAttribute("data-max")||1,' +
  'v=Math.min(m,Math.max(1,(+i.value||1)+(+b.getAttribute("data-step"))));i.value=v;g.querySelector("output").textContent=v;' +
  "g.querySelector('[data-step=\"-1\"]').disabled=v<=1;g.querySelector('[data-step=\"1\"]').disabled=v>=m})";
