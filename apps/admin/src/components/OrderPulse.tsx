import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import type { AdminOrderPulse } from "@shop/contracts/admin";
import { api } from "../lib/api";
import { useNotice } from "../lib/notice";
import { endpoints } from "../lib/endpoints";
import { arrivalOf, arrivalText, PULSE_EVERY_MS, SOUND_KEY } from "../lib/order-pulse";

type Pulse = {
  /** Orders waiting to be confirmed (the nav badge); null until the first answer. */
  waiting: number | null;
  /** Counts arrivals since the back office opened: the queue reloads when it changes. */
  arrivals: number;
  sound: boolean;
  setSound: (on: boolean) => void;
};

const PulseContext = createContext<Pulse>({ waiting: null, arrivals: 0, sound: false, setSound: () => undefined });
export const useOrderPulse = () => useContext(PulseContext);

/** Two short tones (no file to load): the browser lets a page that was clicked play them. */
function chime() {
  const AudioCtx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioCtx) return;
  const audio = new AudioCtx();
  [0, 0.22].forEach((at, i) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = i === 0 ? 880 : 1320;
    gain.gain.setValueAtTime(0.2, audio.currentTime + at);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.2);
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + at);
    tone.stop(audio.currentTime + at + 0.2);
  });
  setTimeout(() => void audio.close(), 800);
}

/**
 * New-order alerts for the whole signed-in back office (issue 46): asks the API's pulse
 * every PULSE_EVERY_MS (at once again when the tab comes back), and when a new order
 * arrives plays a chime (unless turned off), shows and says it in the notice (a polite
 * live region) and bumps `arrivals` so an open queue reloads itself. A failed ask
 * changes nothing.
 */
export function OrderPulseProvider({ children }: { children: ReactNode }) {
  const [pulse, setPulse] = useState<{ waiting: number | null; arrivals: number }>({ waiting: null, arrivals: 0 });
  const { notify } = useNotice();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const [sound, setSoundState] = useState(() => localStorage.getItem(SOUND_KEY) !== "off");
  const last = useRef<AdminOrderPulse | null>(null);
  const soundRef = useRef(sound);
  soundRef.current = sound;

  useEffect(() => {
    let stopped = false;
    let controller: AbortController | null = null;
    const ask = () => {
      controller?.abort();
      controller = new AbortController();
      api
        .get<{ data: AdminOrderPulse }>(endpoints.orderPulse, undefined, controller.signal)
        .then(({ data }) => {
          if (stopped) return;
          const arrived = arrivalOf(last.current, data);
          last.current = data;
          if (arrived) {
            if (soundRef.current) chime();
            notifyRef.current(arrivalText(arrived));
          }
          setPulse((now) => ({ waiting: data.waiting, arrivals: arrived ? now.arrivals + 1 : now.arrivals }));
        })
        .catch(() => undefined);
    };
    ask();
    const timer = setInterval(ask, PULSE_EVERY_MS);
    const onVisible = () => document.visibilityState === "visible" && ask();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      controller?.abort();
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  const setSound = (on: boolean) => {
    localStorage.setItem(SOUND_KEY, on ? "on" : "off");
    setSoundState(on);
  };

  return <PulseContext.Provider value={{ ...pulse, sound, setSound }}>{children}</PulseContext.Provider>;
}
