/**
 * Drawing primitives for product pictures, all in the same 600 x 440 box as
 * svg-shapes.ts. Each returns a short SVG fragment: pin rows, screw terminals and
 * heatsink fins are single dashed lines, so a busy board stays a few hundred bytes.
 * Every text goes through escapeXml and uses the generic sans-serif font.
 */

export const DARK = "#1f2328";
export const METAL = "#c9ccd1";
export const GOLD = "#d9b54a";
export const FONT = `font-family="sans-serif"`;

/** Board colours as makers print them. */
export const PCB = {
  red: "#b3261e",
  blue: "#1456b8",
  green: "#2e7d32",
  black: "#25282c",
  teal: "#00878f",
  purple: "#5b2a86",
  yellow: "#d9a520",
  white: "#e8e8e4",
  pi: "#3c8a3f",
} as const;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);
}

const n = (v: number) => Math.round(v * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 3, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${fill}"${extra}/>`;
export const circle = (x: number, y: number, r: number, fill: string, extra = "") => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;

/** A dashed line: `count` marks of `size` along it, `pitch` apart (pins, screws, fins, LEDs). */
export function marks(
  x: number,
  y: number,
  count: number,
  pitch: number,
  size: number,
  color: string,
  width: number,
  vertical = false,
  round = false,
  also: [number, number][] = [],
) {
  const len = n((count - 1) * pitch + size);
  const cap = round ? ` stroke-linecap="round"` : "";
  const d = [[x, y], ...also].map(([px, py]) => `M${n(px)} ${n(py)}${vertical ? "v" : "h"}${len}`).join("");
  return `<path d="${d}" stroke="${color}" stroke-width="${width}" stroke-dasharray="${size} ${n(pitch - size)}"${cap}/>`;
}

/** Label text, shrunk to fit `maxWidth` (a bold sans-serif capital is about 0.68 em wide). */
export function label(text: string, x: number, y: number, size: number, fill: string, maxWidth = 1000, extra = "") {
  const fit = Math.max(8, Math.min(size, maxWidth / Math.max(1, text.length * 0.68)));
  return `<text x="${n(x)}" y="${n(y + fit * 0.35)}" font-size="${n(fit)}" font-weight="700" text-anchor="middle" fill="${fill}" ${FONT}${extra}>${escapeXml(text)}</text>`;
}

/** A bare PCB with four mounting holes (holes=false for sticks without them). */
export function board(x: number, y: number, w: number, h: number, color: string, holes = true) {
  const r = Math.min(12, h / 8);
  let s = rect(x, y, w, h, color, r, ` stroke="#00000033" stroke-width="3"`);
  if (holes) {
    const d = Math.min(16, h / 6);
    s += `<g fill="#f1f1ee" stroke="${GOLD}" stroke-width="3">${circle(x + d, y + d, 6, "")}${circle(x + w - d, y + d, 6, "")}${circle(x + d, y + h - d, 6, "")}${circle(x + w - d, y + h - d, 6, "")}</g>`;
  }
  return s;
}

export const PITCH = 16;

/** A pin header: `count` pins in `rows` rows; female = black socket with holes. */
export function header(x: number, y: number, count: number, opts: { vertical?: boolean; rows?: number; female?: boolean } = {}) {
  const rows = opts.rows ?? 1;
  const len = count * PITCH;
  const depth = rows * PITCH;
  const [w, h] = opts.vertical ? [depth, len] : [len, depth];
  const s = rect(x, y, w, h, opts.female ? "#15171a" : DARK, 2);
  const pin = opts.female ? "#000" : GOLD;
  const starts = Array.from({ length: rows }, (_, r): [number, number] =>
    opts.vertical ? [x + r * PITCH + PITCH / 2, y + 5] : [x + 5, y + r * PITCH + PITCH / 2],
  );
  return s + marks(starts[0][0], starts[0][1], count, PITCH, 6, pin, 6, opts.vertical, false, starts.slice(1));
}

/** Servo-style 3-pin headers: a black (GND), red (V) and yellow (S) row per bank, pins `count` across. */
export function servoHeaders(x: number, y: number, count: number, vertical = false) {
  const len = count * PITCH;
  const bases = ["#2b2b2b", "#c62828", "#e0b000"]
    .map((base, i) => (vertical ? rect(x + i * PITCH, y, PITCH, len, base, 1) : rect(x, y + i * PITCH, len, PITCH, base, 1)))
    .join("");
  const starts: [number, number][] = [1, 2].map((i) => (vertical ? [x + i * PITCH + PITCH / 2, y + 5] : [x + 5, y + i * PITCH + PITCH / 2]));
  return (
    bases +
    (vertical
      ? marks(x + PITCH / 2, y + 5, count, PITCH, 6, GOLD, 6, true, false, starts)
      : marks(x + 5, y + PITCH / 2, count, PITCH, 6, GOLD, 6, false, false, starts))
  );
}

/** Blue (or green) screw terminal block with `count` positions. */
export function screws(x: number, y: number, count: number, vertical = false, color = "#1e6fd9") {
  const p = 30;
  const [w, h] = vertical ? [36, count * p] : [count * p, 36];
  return (
    rect(x, y, w, h, color, 3) +
    (vertical ? marks(x + 18, y + p / 2, count, p, 0.1, METAL, 20, true, true) : marks(x + p / 2, y + 18, count, p, 0.1, METAL, 20, false, true)) +
    (vertical ? marks(x + 18, y + p / 2 - 6, count, p, 12, "#555", 3, true) : marks(x + p / 2 - 6, y + 18, count, p, 12, "#555", 3))
  );
}

/** Finned heatsink seen from above. */
export function heatsink(x: number, y: number, w: number, h: number, color = "#2b2f35", fins = "#4b5059") {
  return rect(x, y, w, h, color, 4) + marks(x + 6, y + h / 2, Math.max(2, Math.floor((w - 6) / 14)), 14, 7, fins, h - 10);
}

type Pins = "qfp" | "soic" | "dip" | "none";

/** A black IC with its part number printed on it. */
export function chip(x: number, y: number, w: number, h: number, text: string, pins: Pins = "qfp", body = "#16181b") {
  let s = "";
  if (pins === "qfp" || pins === "soic" || pins === "dip") {
    const along = Math.max(2, Math.floor((w - 8) / (pins === "dip" ? 16 : 10)));
    const pitch = (w - 8) / along;
    const size = pins === "dip" ? 7 : 4;
    const leg = pins === "dip" ? 8 : 6;
    s += marks(x + 4 + (pitch - size) / 2, y - leg / 2, along, pitch, size, METAL, leg, false, false, [[x + 4 + (pitch - size) / 2, y + h + leg / 2]]);
    if (pins === "qfp") {
      const down = Math.max(2, Math.floor((h - 8) / 10));
      const p2 = (h - 8) / down;
      s += marks(x - 3, y + 4 + (p2 - 4) / 2, down, p2, 4, METAL, 6, true, false, [[x + w + 3, y + 4 + (p2 - 4) / 2]]);
    }
  }
  s += rect(x, y, w, h, body, 3);
  if (pins === "dip") s += circle(x + 8, y + h / 2, Math.min(6, h / 6), "#3a3d42");
  else s += circle(x + 7, y + 7, 3, "#3a3d42");
  return s + label(text, x + w / 2, y + h / 2, Math.min(28, h * 0.36), "#d5d8dc", w - 12);
}

/** A metal RF can with the module name on it (ESP32, SIM800, LoRa). */
export function can(x: number, y: number, w: number, h: number, text: string) {
  return rect(x, y, w, h, "#b9bec5", 4, ` stroke="#8a9099" stroke-width="3"`) + label(text, x + w / 2, y + h / 2, Math.min(26, h * 0.3), "#3b3f45", w - 10);
}

/** Zig-zag PCB antenna trace. */
export function meander(x: number, y: number, w: number, h = 30) {
  const step = 16;
  let d = `M${x} ${y + h}`;
  for (let i = 0; i * step < w; i++) d += `v-${h}h${step / 2}v${h}h${step / 2}`;
  return `<path d="${d}" stroke="${GOLD}" stroke-width="4" fill="none"/>`;
}

export const usbB = (x: number, y: number) => rect(x, y, 84, 76, METAL, 4, ` stroke="#8a9099" stroke-width="3"`) + rect(x + 22, y + 20, 40, 36, "#555", 2);
export const usbA = (x: number, y: number, vertical = false) =>
  vertical ? rect(x, y, 40, 78, METAL, 3) + rect(x + 8, y + 8, 12, 62, "#1f4fa8", 2) : rect(x, y, 78, 40, METAL, 3) + rect(x + 8, y + 8, 62, 12, "#1f4fa8", 2);
export const usbC = (x: number, y: number) => rect(x, y, 30, 48, METAL, 12) + rect(x + 10, y + 10, 10, 28, "#555", 5);
export const microUsb = (x: number, y: number) => rect(x, y, 24, 46, METAL, 4) + rect(x + 8, y + 8, 8, 30, "#555", 2);
export const miniUsb = (x: number, y: number) => rect(x, y, 30, 50, METAL, 4) + rect(x + 9, y + 8, 12, 34, "#555", 2);
export const barrel = (x: number, y: number) => rect(x, y, 86, 60, "#15171a", 5) + circle(x + 22, y + 30, 14, "#3a3d42") + circle(x + 22, y + 30, 4, METAL);
export const ethernet = (x: number, y: number) =>
  rect(x, y, 84, 90, METAL, 3, ` stroke="#8a9099" stroke-width="3"`) + rect(x + 18, y + 26, 48, 38, "#2b2f35", 3);
export const crystal = (x: number, y: number, vertical = false) => (vertical ? rect(x, y, 20, 48, METAL, 10) : rect(x, y, 48, 20, METAL, 10));
export const smdLed = (x: number, y: number, color: string) => rect(x, y, 12, 8, color, 2);
export const button = (x: number, y: number) => rect(x, y, 30, 30, METAL, 3) + circle(x + 15, y + 15, 9, "#2b2f35");
/** Blue trimmer potentiometer (3296 / 3362 style). */
export const trimmer = (x: number, y: number) =>
  rect(x, y, 34, 34, "#2563eb", 3) + circle(x + 17, y + 17, 10, "#e5e7eb") + `<path d="M${x + 11} ${y + 17}h12" stroke="#555" stroke-width="3"/>`;
/** Electrolytic capacitor seen from above. */
export const capTop = (x: number, y: number, r: number, color = "#1f3f8a") =>
  circle(x, y, r, color) +
  circle(x, y, r * 0.72, "#c9ccd1") +
  `<path d="M${x - r * 0.5} ${y}h${r}M${x} ${y - r * 0.5}v${r}" stroke="#8a9099" stroke-width="3"/>`;
export const inductor = (x: number, y: number, s: number) => rect(x, y, s, s, "#2b2f35", 6) + circle(x + s / 2, y + s / 2, s * 0.32, "#7a5c2e");
/** The blue cube of a Songle relay, with its coil rating. */
export const relayCube = (x: number, y: number, w: number, h: number, text = "SRD-05VDC") =>
  rect(x, y, w, h, "#2563eb", 4) + label(text, x + w / 2, y + h / 2, 16, "#e5ecff", w - 10);
/** Ultrasonic transducer: silver ring, dark mesh. */
export const transducer = (x: number, y: number, r: number) =>
  circle(x, y, r, METAL, ` stroke="#8a9099" stroke-width="5"`) +
  circle(x, y, r * 0.7, "#2d3138") +
  circle(x, y, r * 0.7, "none", ` stroke="#555" stroke-width="3" stroke-dasharray="3 5"`);
/** A screen: panel with a coloured active area. */
export const screen = (x: number, y: number, w: number, h: number, glow: string, frame = "#0b1020") =>
  rect(x, y, w, h, frame, 4) + rect(x + 10, y + 10, w - 20, h - 20, glow, 2, ` opacity=".85"`);
/** Text rows drawn as bars on a screen. */
export const screenRows = (x: number, y: number, w: number, rows: number, color: string, gap = 30) =>
  Array.from({ length: rows }, (_, i) => rect(x, y + i * gap, w * (i % 2 ? 0.62 : 0.9), 12, color, 2)).join("");
/** An LED matrix: `cols` x `rows` dots. */
export function dotMatrix(x: number, y: number, cols: number, rows: number, pitch: number, color: string) {
  const also = Array.from({ length: rows - 1 }, (_, r): [number, number] => [x, y + (r + 1) * pitch]);
  return marks(x, y, cols, pitch, 0.1, color, pitch * 0.7, false, true, also);
}
/** A trail of tiny SMD resistors/capacitors, for texture on a board. */
export const smdRow = (x: number, y: number, count: number, vertical = false) => marks(x, y, count, 22, 12, "#8a6d3b", 7, vertical);
/** Wire leads (cable) from a point, as a soft curve. */
export const lead = (x1: number, y1: number, x2: number, y2: number, color: string, width = 8) =>
  `<path d="M${x1} ${y1}C${x1} ${(y1 + y2) / 2} ${x2} ${(y1 + y2) / 2} ${x2} ${y2}" stroke="${color}" stroke-width="${width}" fill="none"/>`;
