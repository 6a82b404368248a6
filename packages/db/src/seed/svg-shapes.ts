import type { Shape } from "./data/types";

/**
 * Flat product illustrations, each drawn in a 600 x 440 box. Kept to a few
 * primitives (dashed lines stand in for pin rows) so every SVG stays small.
 */
export type ShapeColors = { bg: string; accent: string; pcb: string };

const DARK = "#1f2328";
const METAL = "#c9ccd1";
const GOLD = "#d9b54a";

const pinRow = (x1: number, x2: number, y: number, color = GOLD, w = 10) =>
  `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="${color}" stroke-width="${w}" stroke-dasharray="8 8"/>`;
const pinCol = (x: number, y1: number, y2: number, color = METAL) =>
  `<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}" stroke="${color}" stroke-width="12" stroke-dasharray="7 9"/>`;
const pcb = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${fill}" stroke="#00000030" stroke-width="4"/>`;
const holes = (x1: number, y1: number, x2: number, y2: number, fill: string) =>
  `<g fill="${fill}"><circle cx="${x1}" cy="${y1}" r="9"/><circle cx="${x2}" cy="${y1}" r="9"/><circle cx="${x1}" cy="${y2}" r="9"/><circle cx="${x2}" cy="${y2}" r="9"/></g>`;
const ic = (x: number, y: number, s: number) =>
  `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="6" fill="${DARK}"/>` +
  pinCol(x - 9, y + 8, y + s - 8) +
  pinCol(x + s + 9, y + 8, y + s - 8) +
  `<line x1="${x + 8}" y1="${y - 9}" x2="${x + s - 8}" y2="${y - 9}" stroke="${METAL}" stroke-width="12" stroke-dasharray="7 9"/>` +
  `<line x1="${x + 8}" y1="${y + s + 9}" x2="${x + s - 8}" y2="${y + s + 9}" stroke="${METAL}" stroke-width="12" stroke-dasharray="7 9"/>` +
  `<circle cx="${x + 16}" cy="${y + 16}" r="5" fill="#555"/>`;
const header = (x: number, y: number, w: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="24" rx="3" fill="${DARK}"/>` + pinRow(x + 8, x + w - 8, y + 12);
const cylinderShine = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x + w * 0.15}" y="${y + 10}" width="${w * 0.18}" height="${h - 20}" rx="${w * 0.09}" fill="#ffffff" opacity=".28"/>`;

const SHAPES: Record<Shape, (c: ShapeColors) => string> = {
  board: (c) =>
    pcb(40, 70, 520, 300, c.pcb) +
    holes(66, 96, 534, 344, c.bg) +
    header(130, 84, 370) +
    header(170, 332, 330) +
    ic(250, 165, 110) +
    `<rect x="14" y="168" width="84" height="66" rx="5" fill="${METAL}" stroke="#8a9099" stroke-width="3"/>` +
    `<rect x="420" y="205" width="56" height="24" rx="12" fill="${METAL}"/><circle cx="470" cy="150" r="9" fill="#4ade80"/><circle cx="440" cy="150" r="9" fill="#facc15"/>`,
  module: (c) =>
    pcb(120, 80, 360, 280, c.pcb) +
    holes(144, 104, 456, 336, c.bg) +
    header(190, 322, 220) +
    ic(250, 170, 90) +
    `<rect x="160" y="96" width="70" height="50" rx="4" fill="#2563eb"/><rect x="370" y="96" width="70" height="50" rx="4" fill="#2563eb"/>` +
    `<g fill="#8a6d3b"><rect x="380" y="200" width="30" height="14"/><rect x="380" y="230" width="30" height="14"/><rect x="170" y="210" width="30" height="14"/></g>`,
  ultrasonic: (c) =>
    pcb(40, 110, 520, 230, c.pcb) +
    header(240, 300, 120) +
    [150, 450]
      .map(
        (x) =>
          `<circle cx="${x}" cy="215" r="92" fill="${METAL}" stroke="#8a9099" stroke-width="6"/><circle cx="${x}" cy="215" r="62" fill="#2d3138"/><circle cx="${x}" cy="215" r="62" fill="none" stroke="#555" stroke-width="3" stroke-dasharray="3 5"/>`,
      )
      .join("") +
    `<rect x="270" y="130" width="60" height="26" rx="13" fill="${METAL}"/>`,
  sensor: (c) =>
    pcb(150, 80, 300, 280, c.pcb) +
    holes(174, 104, 426, 336, c.bg) +
    `<circle cx="300" cy="185" r="72" fill="#eef0f2" stroke="${METAL}" stroke-width="8"/><circle cx="300" cy="185" r="48" fill="none" stroke="#9aa0a6" stroke-width="4" stroke-dasharray="4 6"/>` +
    `<rect x="330" y="280" width="44" height="44" rx="4" fill="#2563eb"/><path d="M340 302h24M352 290v24" stroke="#fff" stroke-width="4"/>` +
    `<circle cx="200" cy="300" r="8" fill="#ef4444"/><circle cx="228" cy="300" r="8" fill="#4ade80"/>` +
    header(240, 330, 80),
  battery: (c) =>
    `<rect x="225" y="40" width="150" height="370" rx="22" fill="${c.accent}"/><rect x="225" y="300" width="150" height="110" rx="0" fill="#00000030"/>` +
    `<rect x="265" y="18" width="70" height="30" rx="8" fill="${METAL}"/>` +
    cylinderShine(225, 40, 150, 370) +
    `<text x="300" y="240" font-size="30" font-weight="700" fill="#fff" text-anchor="middle" font-family="sans-serif">+</text>`,
  lipo: (c) =>
    `<rect x="120" y="110" width="360" height="240" rx="18" fill="#b9c0c9" stroke="#8a9099" stroke-width="4"/><rect x="150" y="150" width="300" height="110" rx="8" fill="${c.accent}"/>` +
    `<path d="M480 190 C540 190 530 130 570 130" stroke="#dc2626" stroke-width="10" fill="none"/><path d="M480 230 C540 230 530 150 570 150" stroke="${DARK}" stroke-width="10" fill="none"/>` +
    `<rect x="550" y="116" width="36" height="50" rx="5" fill="#f5f5f2" stroke="#999" stroke-width="3"/>`,
  motor: (c) =>
    `<path d="M60 220 C30 220 30 280 10 280" stroke="#dc2626" stroke-width="8" fill="none"/><path d="M60 236 C40 236 40 300 20 300" stroke="${DARK}" stroke-width="8" fill="none"/>` +
    `<rect x="60" y="140" width="70" height="160" rx="16" fill="#8a9099"/><rect x="110" y="130" width="250" height="180" rx="26" fill="${METAL}"/>` +
    cylinderShine(110, 130, 250, 180) +
    `<rect x="350" y="110" width="150" height="220" rx="14" fill="${c.accent}"/><rect x="500" y="200" width="80" height="36" rx="6" fill="#8a9099"/>`,
  servo: () =>
    `<path d="M300 340 C300 390 360 400 420 410" stroke="#8b5a2b" stroke-width="7" fill="none"/><path d="M310 340 C310 385 365 392 425 400" stroke="#dc2626" stroke-width="7" fill="none"/><path d="M320 340 C320 378 370 384 430 390" stroke="#f59e0b" stroke-width="7" fill="none"/>` +
    `<rect x="110" y="190" width="380" height="34" rx="8" fill="#1d4ed8"/><circle cx="140" cy="207" r="8" fill="#dbeafe"/><circle cx="460" cy="207" r="8" fill="#dbeafe"/>` +
    `<rect x="160" y="130" width="280" height="210" rx="14" fill="#2563eb"/><rect x="180" y="96" width="130" height="50" rx="22" fill="#2563eb"/>` +
    `<rect x="130" y="64" width="230" height="34" rx="17" fill="#f5f5f2" stroke="#d1d5db" stroke-width="3"/><circle cx="245" cy="81" r="14" fill="#d1d5db"/>` +
    `<g fill="#9aa0a6"><circle cx="160" cy="81" r="4"/><circle cx="190" cy="81" r="4"/><circle cx="300" cy="81" r="4"/><circle cx="330" cy="81" r="4"/></g>`,
  stepper: () =>
    `<rect x="170" y="70" width="260" height="300" rx="18" fill="#2d3138"/><rect x="170" y="170" width="260" height="100" fill="${METAL}"/>` +
    holes(200, 100, 400, 340, "#8a9099") +
    `<circle cx="300" cy="220" r="56" fill="#b9c0c9" stroke="#8a9099" stroke-width="6"/><circle cx="300" cy="220" r="16" fill="#555"/>` +
    `<path d="M300 370 C300 410 360 420 420 420" stroke="${DARK}" stroke-width="10" fill="none"/>`,
  display: (c) =>
    pcb(40, 80, 520, 290, c.pcb) +
    holes(64, 104, 536, 346, c.bg) +
    header(70, 92, 200) +
    `<rect x="80" y="130" width="440" height="200" rx="6" fill="#0b1020"/><rect x="100" y="150" width="400" height="160" rx="4" fill="${c.accent}" opacity=".35"/>` +
    `<g fill="#e0f2fe"><rect x="120" y="180" width="250" height="22" rx="3"/><rect x="120" y="230" width="180" height="22" rx="3"/><rect x="120" y="270" width="300" height="14" rx="3" opacity=".6"/></g>`,
  chip: () =>
    `<rect x="160" y="140" width="280" height="160" rx="8" fill="${DARK}"/><path d="M160 200a20 20 0 0 1 0 40z" fill="#555"/>` +
    pinRow(180, 420, 128, METAL, 22) +
    pinRow(180, 420, 312, METAL, 22) +
    `<circle cx="190" cy="270" r="8" fill="#555"/>`,
  resistor: (c) =>
    `<line x1="40" y1="220" x2="560" y2="220" stroke="#9aa0a6" stroke-width="8"/><rect x="190" y="170" width="220" height="100" rx="44" fill="#e8d3a8"/>` +
    `<g><rect x="225" y="172" width="18" height="96" fill="#7c4a1e"/><rect x="265" y="172" width="18" height="96" fill="${DARK}"/><rect x="305" y="172" width="18" height="96" fill="${c.accent}"/><rect x="360" y="172" width="14" height="96" fill="${GOLD}"/></g>`,
  capacitor: (c) =>
    `<line x1="270" y1="340" x2="270" y2="430" stroke="#9aa0a6" stroke-width="8"/><line x1="330" y1="340" x2="330" y2="410" stroke="#9aa0a6" stroke-width="8"/>` +
    `<rect x="210" y="50" width="180" height="300" rx="20" fill="${c.accent}"/><rect x="340" y="50" width="34" height="300" fill="#d1d5db" opacity=".8"/>` +
    `<path d="M350 110h14M350 190h14M350 270h14" stroke="#333" stroke-width="5"/>` +
    cylinderShine(210, 50, 180, 300),
  led: (c) =>
    `<line x1="270" y1="300" x2="270" y2="430" stroke="#9aa0a6" stroke-width="8"/><line x1="330" y1="300" x2="330" y2="400" stroke="#9aa0a6" stroke-width="8"/>` +
    `<path d="M210 300V150a90 90 0 0 1 180 0V300z" fill="${c.accent}" opacity=".85"/><rect x="195" y="290" width="210" height="22" rx="4" fill="${c.accent}"/>` +
    `<rect x="235" y="110" width="30" height="150" rx="15" fill="#fff" opacity=".35"/>`,
  breadboard: () =>
    `<defs><pattern id="h" width="16" height="16" patternUnits="userSpaceOnUse"><rect x="5" y="5" width="7" height="7" fill="#9aa0a6"/></pattern></defs>` +
    `<rect x="30" y="80" width="540" height="280" rx="10" fill="#f5f5f2" stroke="#d1d5db" stroke-width="4"/>` +
    `<rect x="60" y="130" width="480" height="80" fill="url(#h)"/><rect x="60" y="230" width="480" height="80" fill="url(#h)"/><rect x="50" y="212" width="500" height="14" fill="#e5e7eb"/>` +
    `<path d="M60 100h480M60 340h480" stroke="#dc2626" stroke-width="4"/><path d="M60 116h480M60 324h480" stroke="#2563eb" stroke-width="4"/>`,
  wires: () =>
    ["#dc2626", "#f59e0b", "#16a34a", "#2563eb", "#7c3aed", DARK]
      .map(
        (col, i) =>
          `<path d="M70 ${120 + i * 40} C250 ${40 + i * 60} 350 ${380 - i * 40} 530 ${110 + i * 44}" stroke="${col}" stroke-width="12" fill="none"/><rect x="40" y="${108 + i * 40}" width="36" height="24" rx="3" fill="${DARK}"/><rect x="526" y="${98 + i * 44}" width="36" height="24" rx="3" fill="${DARK}"/>`,
      )
      .join(""),
  iron: (c) =>
    `<g transform="rotate(-22 300 220)"><path d="M90 220 C40 220 40 320 20 380" stroke="${DARK}" stroke-width="10" fill="none"/>` +
    `<rect x="80" y="185" width="260" height="70" rx="35" fill="${c.accent}"/><path d="M150 190v60M180 190v60M210 190v60" stroke="#00000040" stroke-width="8"/>` +
    `<rect x="340" y="205" width="150" height="30" fill="${METAL}"/><path d="M490 208 L580 220 L490 232z" fill="#8a9099"/></g>`,
  meter: (c) =>
    `<rect x="170" y="20" width="260" height="400" rx="32" fill="${c.accent}"/><rect x="195" y="45" width="210" height="350" rx="18" fill="#2d3138"/>` +
    `<rect x="215" y="65" width="170" height="90" rx="6" fill="#c7d2b8"/><text x="300" y="128" font-size="48" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#1f2328">12.0</text>` +
    `<circle cx="300" cy="250" r="62" fill="#555" stroke="${METAL}" stroke-width="6"/><rect x="294" y="192" width="12" height="50" rx="6" fill="#fff"/>` +
    `<g fill="#0b0b0b" stroke="${METAL}" stroke-width="4"><circle cx="240" cy="355" r="14"/><circle cx="300" cy="355" r="14"/><circle cx="360" cy="355" r="14"/></g>`,
  kit: (c) =>
    `<path d="M110 150 L190 80 L510 80 L490 150z" fill="${c.accent}" opacity=".7"/><path d="M490 150 L510 80 L510 310 L490 380z" fill="${c.accent}" opacity=".55"/>` +
    `<rect x="110" y="150" width="380" height="230" rx="6" fill="${c.accent}"/><rect x="150" y="190" width="300" height="150" rx="8" fill="#ffffff" opacity=".92"/>` +
    `<rect x="190" y="220" width="140" height="90" rx="8" fill="${c.pcb}"/><circle cx="390" cy="265" r="34" fill="#f59e0b"/><rect x="215" y="240" width="40" height="40" fill="${DARK}"/>`,
  powerbank: () =>
    `<rect x="170" y="50" width="260" height="350" rx="38" fill="#2d3138"/><rect x="186" y="66" width="228" height="318" rx="28" fill="#3b4048"/>` +
    `<rect x="230" y="36" width="54" height="20" rx="4" fill="${METAL}"/><rect x="310" y="36" width="54" height="20" rx="4" fill="${METAL}"/>` +
    `<g fill="#38bdf8"><circle cx="255" cy="330" r="8"/><circle cx="285" cy="330" r="8"/><circle cx="315" cy="330" r="8"/><circle cx="345" cy="330" r="8" opacity=".3"/></g>`,
  watch: (c) =>
    `<rect x="235" y="0" width="130" height="440" rx="34" fill="#2d3138"/><rect x="190" y="110" width="220" height="220" rx="56" fill="${DARK}" stroke="${METAL}" stroke-width="6"/>` +
    `<rect x="210" y="130" width="180" height="180" rx="40" fill="#0b1020"/><text x="300" y="235" font-size="54" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">10:09</text>` +
    `<path d="M250 265h100" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>`,
  antenna: (c) =>
    pcb(150, 110, 300, 250, c.pcb) +
    header(190, 322, 220) +
    ic(245, 190, 80) +
    `<path d="M170 130h40v40h40v-40h40v40h40v-40h40v40h40" stroke="${GOLD}" stroke-width="8" fill="none"/>` +
    `<rect x="455" y="60" width="26" height="200" rx="13" fill="${DARK}" transform="rotate(12 468 260)"/>`,
  wheel: (c) =>
    `<circle cx="300" cy="220" r="180" fill="#2d3138"/><circle cx="300" cy="220" r="170" fill="none" stroke="#4b5059" stroke-width="18" stroke-dasharray="14 12"/>` +
    `<circle cx="300" cy="220" r="110" fill="${c.accent}"/><circle cx="300" cy="220" r="36" fill="#f5f5f2"/><rect x="288" y="208" width="24" height="24" fill="#555"/>`,
  button: (c) =>
    `<g stroke="#9aa0a6" stroke-width="10"><path d="M220 160h-60M220 280h-60M380 160h60M380 280h60"/></g>` +
    `<rect x="210" y="120" width="180" height="200" rx="10" fill="#2d3138"/><rect x="225" y="135" width="150" height="170" rx="6" fill="${METAL}"/>` +
    `<circle cx="300" cy="220" r="58" fill="${c.accent}"/><circle cx="285" cy="205" r="16" fill="#fff" opacity=".3"/>`,
  relay: (c) =>
    pcb(80, 90, 440, 270, c.pcb) +
    holes(104, 114, 496, 336, c.bg) +
    `<rect x="130" y="130" width="150" height="120" rx="6" fill="#2563eb"/><rect x="320" y="130" width="150" height="120" rx="6" fill="#2563eb"/>` +
    `<g fill="#1e40af"><rect x="140" y="270" width="120" height="60" rx="4"/><rect x="330" y="270" width="120" height="60" rx="4"/></g>` +
    `<g fill="${METAL}"><circle cx="170" cy="300" r="12"/><circle cx="200" cy="300" r="12"/><circle cx="230" cy="300" r="12"/><circle cx="360" cy="300" r="12"/><circle cx="390" cy="300" r="12"/><circle cx="420" cy="300" r="12"/></g>`,
  adapter: () =>
    `<rect x="150" y="70" width="230" height="220" rx="24" fill="#2d3138"/><rect x="200" y="30" width="24" height="50" fill="${METAL}"/><rect x="306" y="30" width="24" height="50" fill="${METAL}"/>` +
    `<path d="M265 290 C265 400 470 400 500 300" stroke="${DARK}" stroke-width="12" fill="none"/><rect x="480" y="250" width="40" height="60" rx="6" fill="${DARK}"/><rect x="490" y="225" width="20" height="30" fill="${METAL}"/>`,
  speaker: () =>
    `<rect x="120" y="40" width="360" height="360" rx="40" fill="#2d3138"/><circle cx="300" cy="220" r="150" fill="#4b5059"/><circle cx="300" cy="220" r="110" fill="#3b4048" stroke="#555" stroke-width="6"/>` +
    `<circle cx="300" cy="220" r="42" fill="#1f2328"/>` +
    holes(150, 70, 450, 370, "#8a9099"),
  tool: (c) =>
    `<g transform="rotate(-8 300 220)"><path d="M300 200 L230 420 L190 420 L270 200z" fill="${c.accent}"/><path d="M300 200 L370 420 L410 420 L330 200z" fill="${c.accent}" opacity=".85"/>` +
    `<path d="M270 200 L290 40 L300 40 L300 200z" fill="#8a9099"/><path d="M330 200 L310 40 L300 40 L300 200z" fill="${METAL}"/><circle cx="300" cy="200" r="18" fill="${DARK}"/></g>`,
};

export function shapeSvg(shape: Shape, colors: ShapeColors): string {
  return SHAPES[shape](colors);
}
