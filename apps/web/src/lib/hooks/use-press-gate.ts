import { useState } from "react";

/** A press that ends without a click (dragged off, say) holds nothing longer than this after it ends. */
const NO_CLICK_MS = 500;

type PressGate = { onPointerDown: () => void; afterPress: (swap: () => void) => void };

function createPressGate(): PressGate {
  let pressed = false;
  let waiting: (() => void) | null = null;

  const afterPress = (swap: () => void) => {
    if (pressed) waiting = swap;
    else swap();
  };

  const onPointerDown = () => {
    pressed = true;
    let noClick: ReturnType<typeof setTimeout> | undefined;
    const ended = () => (noClick = setTimeout(release, NO_CLICK_MS));
    function release() {
      clearTimeout(noClick);
      window.removeEventListener("click", release, true);
      window.removeEventListener("pointercancel", release, true);
      window.removeEventListener("pointerup", ended, true);
      // After the click's own handlers and the submit it starts, all in this task.
      setTimeout(() => {
        pressed = false;
        const swap = waiting;
        waiting = null;
        swap?.();
      });
    }
    window.addEventListener("click", release, true);
    window.addEventListener("pointercancel", release, true);
    window.addEventListener("pointerup", ended, true);
  };

  return { onPointerDown, afterPress };
}

/**
 * For markup rendered on the server that is swapped for its full client version when
 * that code arrives (the footer signup, the header search box): the swap must not
 * happen while a button is down, or the button goes away under the pointer and the
 * press's click is lost. `onPointerDown` marks a press; `afterPress(swap)` runs `swap`
 * at once, or, during a press, once its click has been handled (a tap's click follows
 * its pointerup in a later task) or the press ended without one. The same gate for
 * the component's whole life, so effects may depend on it.
 */
export function usePressGate(): PressGate {
  const [gate] = useState(createPressGate);
  return gate;
}
