import { resistorCode } from "./data/part-notes";
import type { ProductSeed, Shape } from "./data/types";
import {
  barrel,
  board,
  button,
  can,
  capTop,
  chip,
  circle,
  crystal,
  DARK,
  dotMatrix,
  escapeXml,
  ethernet,
  FONT,
  GOLD,
  header,
  heatsink,
  inductor,
  label,
  lead,
  marks,
  meander,
  METAL,
  microUsb,
  miniUsb,
  PCB,
  rect,
  relayCube,
  screen,
  screenRows,
  screws,
  servoHeaders,
  smdLed,
  smdRow,
  transducer,
  trimmer,
  usbA,
  usbB,
  usbC,
} from "./part-draw";
import { shapeSvg, type ShapeColors } from "./svg-shapes";

/**
 * The picture of one product, drawn in the 600 x 440 box: the part as a maker
 * knows it (board colour and shape, the chip with its part number, headers,
 * terminals, ports, heatsinks, transducers). Well-known parts have their own
 * drawing; families of variants share one with their value printed on it; parts
 * without one get their category's drawing with the part number on a label.
 */
export type ArtInput = { item: ProductSeed; shape: Shape; colors: ShapeColors };

type Ctx = { item: ProductSeed; part: string; name: string; colors: ShapeColors; spec: (key: string) => string };

const WHITE_TEXT = "#f4f4f0";
const pwrLed = (x: number, y: number) => smdLed(x, y, "#ef4444");
/** Short chip text from a part number: "MQ-2" stays, "LOADCELL-5kg" gives "5kg". */
const shortPart = (part: string, max = 12) => (part.length <= max ? part : part.slice(0, max));

/* ---------- development boards ---------- */

type UnoOpts = { color?: string; usb?: "b" | "c" | "micro"; mcu: string; dip?: boolean; text: string; extra?: string; bridge?: string };

/** Uno-sized board: USB and barrel jack on the left, female headers along both long edges. */
function uno(o: UnoOpts) {
  const color = o.color ?? PCB.teal;
  let s = board(80, 40, 470, 366, color);
  s += o.usb === "c" ? usbC(62, 100) : o.usb === "micro" ? microUsb(66, 100) : usbB(44, 80);
  s += barrel(44, 300);
  s += header(236, 48, 10, { female: true }) + header(410, 48, 8, { female: true });
  s += header(290, 382, 8, { female: true }) + header(436, 382, 6, { female: true });
  s += header(500, 190, 3, { vertical: true, rows: 2 });
  s += button(100, 56) + crystal(200, 160) + pwrLed(440, 120) + smdLed(440, 140, "#facc15");
  if (o.mcu) {
    s += o.dip ? chip(270, 262, 210, 46, o.mcu, "dip") : chip(380, 230, 72, 72, o.mcu, "qfp");
    // The Uno's USB bridge chip; native-USB boards (Leonardo, R4) have none.
    if (!o.usb || o.usb === "b") s += o.bridge ? chip(150, 300, 50, 24, o.bridge, "soic") : chip(170, 96, 46, 46, "16U2", "qfp");
  }
  if (o.text) s += label(o.text, 220, 250, 40, WHITE_TEXT, 170);
  return s + (o.extra ?? "");
}

/** Mega-sized board (Mega 2560, Due): long, with the double header on the far end. */
function mega(o: { color?: string; mcu: string; text: string; usb?: "b" | "micro" }) {
  let s = board(40, 70, 540, 290, o.color ?? PCB.teal);
  s += o.usb === "micro" ? microUsb(26, 100) : usbB(14, 90);
  s += barrel(14, 270);
  s += header(150, 78, 18, { female: true }) + header(150, 336, 18, { female: true });
  s += header(532, 110, 14, { vertical: true, rows: 2, female: true });
  s += chip(300, 160, 110, 110, o.mcu, "qfp") + chip(140, 130, 40, 40, "16U2", "qfp") + crystal(200, 240);
  return s + label(o.text, 220, 300, 36, WHITE_TEXT, 170) + pwrLed(460, 130);
}

type StickOpts = {
  w: number;
  h: number;
  color: string;
  usb: "c" | "micro" | "mini" | "none";
  mcu: string;
  pins?: number;
  can?: string;
  castellated?: boolean;
  text?: string;
  extra?: string;
  holes?: boolean;
};

/** Breadboard stick (Nano, Pro Mini, ESP32 DevKit, NodeMCU, Blue Pill, Pico): pins along both long edges, USB at one end. */
function stick(o: StickOpts) {
  const x = 300 - o.w / 2;
  const y = 220 - o.h / 2;
  let s = board(x, y, o.w, o.h, o.color, o.holes ?? false);
  const pins = o.pins ?? Math.floor((o.w - 40) / 16);
  const hx = 300 - (pins * 16) / 2;
  if (o.castellated) s += marks(hx + 5, y + 3, pins, 16, 8, GOLD, 8) + marks(hx + 5, y + o.h - 3, pins, 16, 8, GOLD, 8);
  else s += header(hx, y + 4, pins) + header(hx, y + o.h - 20, pins);
  if (o.usb === "c") s += usbC(x - 8, 196);
  else if (o.usb === "micro") s += microUsb(x - 6, 197);
  else if (o.usb === "mini") s += miniUsb(x - 8, 195);
  const cw = Math.min(90, o.h * 0.45);
  if (o.can) {
    const cx = x + o.w - 170;
    s += can(cx, y + 32, 130, o.h - 64, o.can) + meander(cx + 132, y + 50, Math.min(34, x + o.w - cx - 140), o.h - 100);
    s += chip(x + 70, 220 - 20, 40, 40, o.mcu.slice(0, 7), "qfp");
  } else s += chip(300 - cw / 2, 220 - cw / 2, cw, cw, o.mcu, "qfp");
  if (o.text) s += label(o.text, x + 90, y + o.h - 36, 18, WHITE_TEXT, 150);
  return s + button(x + 30, y + 28) + pwrLed(x + o.w - 40, y + 30) + (o.extra ?? "");
}

/** Raspberry Pi 4/5: green board, 40-pin header, Ethernet and USB stacks on the right edge. */
function raspberryPi(soc: string, ram: string, five: boolean) {
  let s = board(30, 60, 500, 330, PCB.pi);
  s += header(70, 68, 20, { rows: 2 });
  s += ethernet(480, 90) + usbA(490, 200, true) + usbA(490, 290, true) + rect(486, 200, 6, 170, METAL, 0);
  s += rect(190, 170, 120, 120, "#a7adb5", 8, ` stroke="#8a9099" stroke-width="3"`) + label(soc, 250, 230, 22, "#2d3138", 110);
  s += chip(330, 180, 90, 60, ram, "none");
  s += rect(90, 368, 34, 22, METAL, 4) + rect(160, 368, 30, 22, METAL, 4) + rect(220, 368, 30, 22, METAL, 4);
  s += label(five ? "Raspberry Pi 5" : "Raspberry Pi 4 Model B", 160, 330, 20, WHITE_TEXT, 220);
  return s + (five ? rect(80, 200, 70, 16, "#e5e5e5", 2) : rect(80, 200, 16, 90, "#e5e5e5", 2));
}

/* ---------- modules ---------- */

type BreakoutOpts = {
  color: string;
  w?: number;
  h?: number;
  chipText: string;
  pins?: number;
  chipSize?: number;
  extra?: string;
  pins2?: number;
  body?: string;
};

/** A small sensor or interface breakout: square-ish PCB, the chip, a pin header along the bottom. */
function breakout(o: BreakoutOpts) {
  const w = o.w ?? 300;
  const h = o.h ?? 260;
  const x = 300 - w / 2;
  const y = 200 - h / 2;
  const pins = o.pins ?? 4;
  let s = board(x, y, w, h, o.color);
  s += header(300 - (pins * 16) / 2, y + h - 26, pins);
  if (o.pins2) s += header(300 - (o.pins2 * 16) / 2, y + 10, o.pins2);
  const cs = o.chipSize ?? Math.min(90, h * 0.34);
  s += o.extra ?? chip(300 - cs / 2, y + h * 0.42 - cs / 2, cs, cs, o.chipText, "qfp", o.body);
  return s + pwrLed(x + 24, y + h - 50) + smdRow(x + w - 40, y + 30, 3, true);
}

/** Stepper driver stick (A4988, DRV8825, TMC2209): a small board, 8 pins each side, a heatsink on the chip. */
/** The HC-SR04 family: two silver transducers, the crystal between them, four pins below. */
const ultrasonicBoard = (color: string, name: string) =>
  board(40, 110, 520, 230, color) +
  transducer(150, 225, 95) +
  transducer(450, 225, 95) +
  crystal(276, 130) +
  header(268, 300, 4) +
  label(name, 300, 200, 22, WHITE_TEXT);

function stepperStick(color: string, text: string, sink: string, pot: "top" | "side") {
  let s = board(200, 70, 200, 300, color, false);
  s += header(204, 92, 8, { vertical: true }) + header(380, 92, 8, { vertical: true });
  s += heatsink(240, 150, 120, 120, sink, sink === "#7a1f1f" ? "#a33" : "#6b7280");
  s += pot === "top" ? trimmer(283, 300) : trimmer(245, 300);
  return s + label(text, 300, 112, 22, WHITE_TEXT, 140);
}

const RELAY_BOARD = (channels: number) => {
  const w = Math.min(560, 150 + channels * 52);
  const x = 300 - w / 2;
  const p = (w - 90) / channels;
  let s = board(x, 70, w, 290, PCB.blue);
  for (let i = 0; i < channels; i++) {
    const cx = x + 70 + i * p;
    s += (channels > 4 ? rect(cx, 120, p - 10, 140, "#2563eb", 4) : relayCube(cx, 120, p - 10, 140)) + screws(cx + (p - 10) / 2 - 45, 76, 3);
  }
  s += marks(x + 80, 294, channels, p, 12, "#ef4444", 8) + marks(x + 76, 320, channels, p, p - 22, "#f5f5f5", 24);
  return s + header(x + 12, 140, Math.min(10, channels + 2), { vertical: true }) + label(`${channels} Relay Module`, 300, 380, 26, "#1f2937", w);
};

/* ---------- components ---------- */

const BAND = ["#1a1a1a", "#7c4a1e", "#d62828", "#f77f00", "#f2c200", "#2a9d2a", "#1d4ed8", "#7b2cbf", "#8d8d8d", "#ffffff"];

/** Resistor colour bands worked out from the value ("4.7K Ohm" gives yellow violet red). */
function resistorBands(value: string): string[] {
  const [a, b, m] = resistorCode(value);
  return [BAND[a], BAND[b], m < 0 ? GOLD : BAND[m]];
}

function resistor(value: string) {
  const [a, b, c] = resistorBands(value);
  return (
    `<line x1="30" y1="200" x2="570" y2="200" stroke="#9aa0a6" stroke-width="8"/>` +
    rect(180, 150, 240, 100, "#e8d3a8", 46) +
    `<g>${rect(215, 152, 20, 96, a, 0)}${rect(255, 152, 20, 96, b, 0)}${rect(295, 152, 20, 96, c, 0)}${rect(365, 152, 14, 96, GOLD, 0)}</g>` +
    label(value.replace(/\s*Ohm/i, " Ω"), 300, 330, 48, "#1f2937")
  );
}

/** Through-hole IC in a DIP package, its number printed on top. */
function dipPackage(text: string, pins: number, marking = "") {
  const per = pins / 2;
  const w = Math.max(160, per * 34 + 20);
  const x = 300 - w / 2;
  return (
    marks(x + 20, 130, per, 34, 10, METAL, 36) +
    marks(x + 20, 290, per, 34, 10, METAL, 36) +
    rect(x, 146, w, 128, "#1b1d20", 6) +
    `<path d="M${x} 190a20 20 0 0 1 0 40z" fill="#3a3d42"/>` +
    label(text, 300, 200, 40, "#d5d8dc", w - 40) +
    (marking ? label(marking, 300, 245, 20, "#9aa0a6", w - 40) : "")
  );
}

/** TO-220 power package (regulators, MOSFETs, Darlingtons): metal tab with hole, black body, three legs. */
const to220 = (text: string) =>
  rect(210, 30, 180, 110, METAL, 6) +
  circle(300, 80, 22, "#f1f1ee") +
  rect(200, 130, 200, 160, "#1b1d20", 6) +
  label(text, 300, 200, 34, "#d5d8dc", 180) +
  marks(238, 360, 3, 62, 0.1, METAL, 0) +
  `<path d="M240 290v130M300 290v130M360 290v130" stroke="${METAL}" stroke-width="14"/>`;

/** TO-92 (small transistors, DS18B20, LM35): half-round black body, three legs. */
const to92 = (text: string) =>
  `<path d="M210 80h180v170h-180z" fill="#1b1d20"/><path d="M210 80a90 40 0 0 1 180 0z" fill="#2b2e33"/>` +
  label(text, 300, 160, 34, "#d5d8dc", 170) +
  `<path d="M250 250v170M300 250v170M350 250v170" stroke="${METAL}" stroke-width="10"/>`;

/** Axial diode: black body with a silver cathode band (glass orange for 1N4148 / Zener). */
const diode = (text: string, glass: boolean) =>
  `<line x1="30" y1="200" x2="570" y2="200" stroke="#9aa0a6" stroke-width="8"/>` +
  rect(200, 160, 200, 80, glass ? "#e76f2e" : "#1b1d20", 30, glass ? ` opacity=".85"` : "") +
  rect(350, 160, 22, 80, glass ? DARK : METAL, 0) +
  label(text, 300, 320, 44, "#1f2937");

const LED_COLOURS: Record<string, string> = { red: "#e11d2a", green: "#16a34a", blue: "#2563eb", white: "#e5e7eb", yellow: "#facc15" };

/** A radial electrolytic: coloured sleeve, stripe, value on the side. */
const electrolytic = (value: string) =>
  `<path d="M270 340v90M330 340v70" stroke="#9aa0a6" stroke-width="8"/>` +
  rect(205, 40, 190, 300, "#1f3f8a", 22) +
  rect(340, 40, 36, 300, "#9fb3d9", 0) +
  `<path d="M350 100h16M350 190h16M350 280h16" stroke="#1f3f8a" stroke-width="6"/>` +
  label(value.split(" ")[0], 275, 170, 40, "#fff", 120) +
  label(value.split(" ")[1] ?? "", 275, 230, 30, "#dbe4f5", 120);

/** Ceramic disc capacitor with its three-digit code. */
const ceramicDisc = (code: string) =>
  `<path d="M270 300v130M330 300v130" stroke="#9aa0a6" stroke-width="8"/>` + circle(300, 190, 120, "#d9822b") + label(code, 300, 190, 56, "#4a2a0a", 180);

/** A label sticker on a product drawing (motors, batteries, adapters). */
const sticker = (x: number, y: number, w: number, h: number, text: string, fill = "#ffffff", ink = "#1f2937") =>
  rect(x, y, w, h, fill, 6, ` opacity=".95"`) + label(text, x + w / 2, y + h / 2, Math.min(30, h * 0.5), ink, w - 16);

/** 18650/21700 cell: the maker's wrap colour, capacity printed along it. */
function cell(wrap: string, brand: string, mah: string, big = false) {
  const w = big ? 170 : 150;
  const x = 300 - w / 2;
  return (
    rect(x + 35, 22, w - 70, 30, METAL, 8) +
    rect(x, 40, w, 370, wrap, 22) +
    rect(x + 24, 50, 22, 350, "#ffffff", 11, ` opacity=".22"`) +
    `<text transform="translate(${300 + 12} 210) rotate(-90)" font-size="${big ? 34 : 30}" font-weight="700" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(brand)}</text>` +
    label(mah, 300, 370, 26, "#ffffff", w - 20)
  );
}

/** DC gear motor drawn by family: yellow BO gearbox, N20, JGA25/JGB37 metal can. */
function gearMotor(kind: "bo" | "n20" | "jga" | "jgb", text: string, rightAngle = false) {
  if (kind === "bo")
    return (
      rect(60, 150, 330, 140, "#f2c200", 16) +
      (rightAngle ? rect(400, 130, 110, 150, METAL, 40) : rect(390, 165, 150, 110, METAL, 40)) +
      circle(170, 220, 30, "#f5f5f2") +
      rect(160, 210, 20, 20, "#555", 2) +
      rect(10, 210, 60, 20, "#f5f5f2", 3) +
      lead(540, 200, 580, 320, "#dc2626", 6) +
      lead(540, 240, 570, 340, DARK, 6) +
      label(text, 230, 320, 30, "#1f2937")
    );
  const big = kind !== "n20";
  const h = big ? 150 : 90;
  const y = 220 - h / 2;
  let s = rect(40, 210, 70, 20, METAL, 3) + rect(100, y, 150, h, "#d4b25a", 8) + rect(250, y, 230, h, METAL, h / 2);
  s += rect(250, y + 16, 230, 18, "#ffffff", 6, ` opacity=".35"`);
  if (kind === "jgb") s += rect(480, y + 10, 60, h - 20, "#15171a", 6) + rect(540, y + 30, 20, h - 60, PCB.green, 2);
  return s + lead(480, 210, 580, 330, "#dc2626", 6) + label(text, 300, 360, 30, "#1f2937");
}

/* ---------- the parts ---------- */

type Rule = [RegExp, (c: Ctx) => string];

const RULES: Rule[] = [
  // Arduino family
  [/^UNO-R3-DIP /, () => uno({ mcu: "ATMEGA328P", dip: true, text: "UNO" })],
  [/^UNO-R3-CH340 /, () => uno({ mcu: "328P", usb: "b", text: "UNO", color: PCB.blue, bridge: "CH340" })],
  [/^A000066 /, () => uno({ mcu: "ATMEGA328P", dip: true, text: "UNO", extra: label("MADE IN ITALY", 400, 350, 16, WHITE_TEXT) })],
  [/^ABX00080 /, () => uno({ mcu: "RA4M1", usb: "c", text: "UNO R4" })],
  [/^ABX00087 /, () => uno({ mcu: "RA4M1", usb: "c", text: "R4 WIFI", extra: dotMatrix(300, 130, 12, 8, 14, "#ef4444") + can(150, 150, 70, 56, "S3") })],
  [/^LEONARDO-R3 /, () => uno({ mcu: "32U4", usb: "micro", text: "LEONARDO", color: PCB.blue })],
  [/^D1-R2 /, () => uno({ mcu: "ESP8266", usb: "micro", text: "D1 R2", color: PCB.blue, extra: can(330, 130, 130, 90, "ESP-12F") })],
  [/^MEGA2560/, () => mega({ mcu: "ATMEGA2560", text: "MEGA 2560", color: PCB.blue })],
  [/^A000062 /, () => mega({ mcu: "SAM3X8E", text: "DUE", usb: "micro" })],
  [
    /^SENSOR-SHIELD-V5 /,
    () =>
      board(60, 40, 480, 366, PCB.red) +
      servoHeaders(150, 60, 14) +
      servoHeaders(150, 122, 14) +
      servoHeaders(440, 190, 6, true) +
      header(90, 200, 6, { vertical: true, rows: 2 }) +
      header(150, 340, 6, { female: true }) +
      header(270, 340, 4) +
      screws(220, 270, 2) +
      label("SENSOR SHIELD V5.0", 260, 210, 30, WHITE_TEXT, 260) +
      button(380, 290),
  ],
  [
    /^NANO-IO-SHIELD /,
    () =>
      board(40, 50, 520, 340, PCB.blue) +
      header(170, 130, 15, { female: true }) +
      header(170, 258, 15, { female: true }) +
      servoHeaders(170, 66, 15) +
      servoHeaders(170, 290, 15) +
      barrel(50, 170) +
      screws(470, 140, 4, true) +
      label("NANO I/O", 290, 210, 26, WHITE_TEXT),
  ],
  [/^NANO-V3-CH340 /, () => stick({ w: 470, h: 170, color: PCB.blue, usb: "mini", mcu: "328P", pins: 15, text: "NANO V3" })],
  [/^NANO-TYPEC /, () => stick({ w: 470, h: 170, color: PCB.black, usb: "c", mcu: "328P", pins: 15, text: "NANO TYPE-C" })],
  [/^ABX00028 /, () => stick({ w: 470, h: 170, color: PCB.teal, usb: "micro", mcu: "4809", pins: 15, castellated: true, text: "NANO EVERY" })],
  [/^ABX00027 /, () => stick({ w: 470, h: 170, color: PCB.teal, usb: "micro", mcu: "SAMD21", pins: 15, can: "NINA", castellated: true })],
  [
    /^PRO-MINI-5V /,
    () => stick({ w: 340, h: 190, color: PCB.blue, usb: "none", mcu: "328P", pins: 12, text: "PRO MINI", extra: header(440, 150, 6, { vertical: true }) }),
  ],
  [/^PRO-MICRO-32U4 /, () => stick({ w: 360, h: 190, color: PCB.black, usb: "c", mcu: "32U4", pins: 12, text: "PRO MICRO" })],
  // ESP
  [/^ESP-WROOM-32 /, () => stick({ w: 540, h: 240, color: PCB.black, usb: "micro", mcu: "CP2102", pins: 15, can: "ESP-WROOM-32" })],
  [/^ESP32-38PIN /, () => stick({ w: 560, h: 250, color: PCB.black, usb: "c", mcu: "CH340C", pins: 19, can: "ESP32-WROOM" })],
  [/^ESP32-C3 /, () => stick({ w: 250, h: 210, color: PCB.blue, usb: "c", mcu: "ESP32-C3", pins: 8, extra: meander(300, 260, 110, 30) + crystal(360, 120) })],
  [/^ESP32-S3-N16R8 /, () => stick({ w: 560, h: 240, color: PCB.black, usb: "c", mcu: "S3", pins: 22, can: "ESP32-S3", extra: usbC(22, 130) })],
  [/^ESP32-C6 /, () => stick({ w: 560, h: 240, color: PCB.black, usb: "c", mcu: "C6", pins: 16, can: "ESP32-C6" })],
  [
    /^ESP32-CAM /,
    () =>
      board(170, 50, 260, 340, PCB.black, false) +
      can(200, 80, 200, 120, "ESP32-S") +
      rect(250, 220, 100, 100, "#15171a", 6) +
      circle(300, 270, 36, "#3a4a6a", ` stroke="#111" stroke-width="8"`) +
      circle(290, 260, 8, "#9fb3d9") +
      header(174, 70, 8, { vertical: true }) +
      header(410, 70, 8, { vertical: true }) +
      label("OV2640", 300, 350, 22, WHITE_TEXT),
  ],
  [
    /^ESP32-CAM-MB /,
    () =>
      board(170, 70, 260, 300, PCB.black, false) +
      header(190, 90, 8, { vertical: true, female: true }) +
      header(394, 90, 8, { vertical: true, female: true }) +
      microUsb(288, 350) +
      chip(260, 200, 80, 40, "CH340C", "soic") +
      button(230, 290) +
      button(340, 290) +
      label("ESP32-CAM-MB", 300, 140, 22, WHITE_TEXT),
  ],
  [/^ESP-12E /, () => stick({ w: 520, h: 240, color: PCB.black, usb: "micro", mcu: "CP2102", pins: 15, can: "ESP-12E", text: "NodeMCU V2" })],
  [/^NODEMCU-V3 /, () => stick({ w: 560, h: 290, color: PCB.black, usb: "micro", mcu: "CH340G", pins: 15, can: "ESP-12F", text: "LoLin V3" })],
  [/^D1-MINI /, () => stick({ w: 300, h: 270, color: PCB.blue, usb: "micro", mcu: "CH340", pins: 8, can: "ESP8266", text: "D1 mini" })],
  [
    /^ESP32-WROOM-32E /,
    () =>
      can(200, 110, 200, 240, "ESP32-WROOM-32E") + rect(200, 40, 200, 74, PCB.black, 4) + meander(212, 60, 176, 40) + marks(196, 130, 14, 16, 8, GOLD, 8, true),
  ],
  // Raspberry Pi
  [/^RPI5-(\d+GB) /, (c) => raspberryPi("BCM2712", c.part.slice(5), true)],
  [/^RPI4-(\d+GB) /, (c) => raspberryPi("BCM2711", c.part.slice(5), false)],
  [
    /^RPI-ZERO-2W /,
    () =>
      board(40, 130, 520, 190, PCB.pi) +
      header(140, 138, 20, { rows: 2 }) +
      rect(240, 200, 100, 100, "#a7adb5", 6) +
      label("RP3A0", 290, 250, 22, "#2d3138") +
      rect(60, 270, 50, 30, METAL, 4) +
      microUsb(420, 286) +
      microUsb(480, 286) +
      label("Zero 2 W", 450, 230, 22, WHITE_TEXT),
  ],
  [/^SC0915 /, () => stick({ w: 500, h: 200, color: PCB.pi, usb: "micro", mcu: "RP2040", pins: 20, castellated: true, text: "Pico" })],
  [
    /^SC0918 /,
    () =>
      stick({ w: 500, h: 200, color: PCB.pi, usb: "micro", mcu: "RP2040", pins: 20, castellated: true, text: "Pico W", extra: can(380, 150, 80, 70, "CYW43") }),
  ],
  [/^SC1631 /, () => stick({ w: 500, h: 200, color: PCB.pi, usb: "micro", mcu: "RP2350", pins: 20, castellated: true, text: "Pico 2" })],
  [
    /^SC0872 /,
    () =>
      board(180, 90, 240, 260, PCB.pi) +
      rect(240, 150, 120, 120, "#15171a", 8) +
      circle(300, 210, 40, "#2b3a5a", ` stroke="#000" stroke-width="10"`) +
      rect(220, 330, 160, 60, "#e8e0c0", 2) +
      label("IMX708", 300, 300, 18, WHITE_TEXT),
  ],
  [
    /^SC1148 /,
    () =>
      heatsink(140, 90, 320, 260, "#8a9099", "#b9bec5") +
      circle(370, 220, 80, "#2d3138") +
      circle(370, 220, 24, "#555") +
      label("ACTIVE COOLER", 250, 380, 24, "#1f2937"),
  ],
  [
    /^MB-MC32KA /,
    () =>
      rect(200, 60, 200, 280, "#e11d2a", 14) +
      rect(200, 60, 200, 70, "#1f2937", 14) +
      marks(220, 330, 8, 22, 12, GOLD, 20) +
      label("EVO Plus", 300, 190, 34, "#fff") +
      label("32GB", 300, 250, 40, "#fff"),
  ],
  // STM32 and others
  [
    /^STM32F103C8T6 /,
    () =>
      stick({ w: 500, h: 200, color: PCB.blue, usb: "micro", mcu: "STM32F103", pins: 20, text: "Blue Pill", extra: header(520, 180, 4, { vertical: true }) }),
  ],
  [/^STM32F4(01|11)/, (c) => stick({ w: 500, h: 200, color: PCB.black, usb: "c", mcu: c.part.slice(0, 9), pins: 20, text: "Black Pill" })],
  [
    /^ST-LINK-V2 /,
    () =>
      rect(90, 160, 330, 120, "#9aa0a6", 14) + label("ST-LINK V2", 255, 220, 36, "#1f2937") + usbA(30, 200) + header(420, 180, 5, { rows: 2, female: true }),
  ],
  [
    /^NUCLEO-/,
    (c) =>
      board(70, 30, 460, 380, PCB.white) +
      rect(70, 30, 460, 110, "#d7d7d0", 10) +
      miniUsb(286, 20) +
      chip(240, 70, 60, 50, "STLINK", "qfp") +
      chip(250, 220, 100, 100, c.part.slice(7), "qfp") +
      header(90, 160, 12, { vertical: true, rows: 2 }) +
      header(478, 160, 12, { vertical: true, rows: 2 }) +
      header(160, 380, 10, { female: true }) +
      button(360, 350) +
      label("NUCLEO", 300, 180, 22, "#1e5fa8"),
  ],
  [
    /^MSP-EXP430G2ET /,
    () =>
      board(110, 30, 380, 380, PCB.red) +
      rect(110, 30, 380, 100, "#8f1d17", 10) +
      chip(220, 210, 160, 40, "MSP430G2553", "dip") +
      header(126, 150, 10, { vertical: true, rows: 2 }) +
      header(442, 150, 10, { vertical: true, rows: 2 }) +
      miniUsb(286, 18) +
      button(150, 370) +
      button(420, 370),
  ],
  [/^102010328 /, () => stick({ w: 240, h: 200, color: PCB.black, usb: "c", mcu: "SAMD21", pins: 7, castellated: true, holes: false, text: "XIAO" })],
  [/^113991054 /, () => stick({ w: 240, h: 200, color: PCB.black, usb: "c", mcu: "C3", pins: 7, castellated: true, can: "C3", text: "XIAO" })],
  [
    /^MICROBIT-V2 /,
    () =>
      rect(70, 50, 460, 340, PCB.black, 30) +
      dotMatrix(230, 150, 5, 5, 34, "#ef4444") +
      circle(130, 220, 26, METAL) +
      circle(470, 220, 26, METAL) +
      marks(90, 360, 5, 92, 60, GOLD, 50) +
      label("micro:bit", 300, 100, 28, WHITE_TEXT),
  ],
  [
    /^4884 /,
    () => stick({ w: 460, h: 240, color: PCB.black, usb: "c", mcu: "RP2040", pins: 16, text: "Feather RP2040", extra: rect(470, 120, 30, 40, WHITE_TEXT, 3) }),
  ],
  // Ultrasonic
  [/^HC-SR04 /, () => ultrasonicBoard(PCB.blue, "HC-SR04")],
  [/^HC-SR04P /, () => ultrasonicBoard(PCB.black, "HC-SR04P")],
  [
    /^JSN-SR04T /,
    () =>
      board(300, 160, 260, 200, PCB.green) +
      transducer(110, 130, 80) +
      lead(110, 210, 300, 300, DARK, 10) +
      header(400, 330, 4) +
      chip(380, 200, 80, 60, "JSN", "soic") +
      label("JSN-SR04T", 430, 290, 20, WHITE_TEXT),
  ],
  [
    /^US-100 /,
    () =>
      board(40, 110, 520, 230, PCB.blue) +
      transducer(150, 225, 95) +
      transducer(450, 225, 95) +
      header(260, 300, 5) +
      rect(280, 140, 40, 24, "#15171a", 2) +
      label("US-100", 300, 200, 22, WHITE_TEXT),
  ],
  [
    /^SRF05 /,
    () =>
      board(40, 110, 520, 230, PCB.black) +
      transducer(150, 225, 95) +
      transducer(450, 225, 95) +
      header(260, 300, 5) +
      chip(270, 140, 60, 40, "PIC", "soic") +
      label("SRF05", 300, 220, 22, WHITE_TEXT),
  ],
  [
    /^SEN0311 /,
    () =>
      rect(100, 130, 300, 180, "#15171a", 30) +
      circle(170, 220, 60, "#2d3138", ` stroke="#555" stroke-width="6"`) +
      circle(330, 220, 60, "#2d3138", ` stroke="#555" stroke-width="6"`) +
      lead(400, 220, 560, 340, DARK, 12) +
      label("A02YYUW", 250, 350, 28, "#1f2937"),
  ],
  [
    /^HC-SR04-BRACKET /,
    () =>
      `<path d="M60 140h480v150h-80v-90h-320v90h-80z" fill="#2d3138"/>` +
      circle(180, 245, 50, "none", ` stroke="#2d3138" stroke-width="14"`) +
      circle(420, 245, 50, "none", ` stroke="#2d3138" stroke-width="14"`) +
      rect(240, 290, 120, 60, "#2d3138", 4),
  ],
  // Temperature & humidity
  [
    /^DHT11 /,
    () =>
      board(190, 260, 220, 110, PCB.blue) +
      rect(220, 50, 160, 230, "#4aa3df", 10) +
      marks(240, 90, 7, 28, 14, "#2d7fb8", 90) +
      header(276, 340, 3) +
      label("DHT11", 300, 300, 20, WHITE_TEXT),
  ],
  [
    /^AM2302 /,
    () =>
      rect(200, 50, 200, 300, "#f1f1ee", 12, ` stroke="#ccc" stroke-width="3"`) +
      marks(225, 100, 7, 24, 12, "#bbb", 130) +
      lead(260, 350, 260, 430, "#dc2626", 8) +
      lead(300, 350, 300, 430, "#f59e0b", 8) +
      lead(340, 350, 340, 430, DARK, 8) +
      label("AM2302", 300, 300, 24, "#1f2937"),
  ],
  [
    /^DS18B20 /,
    () =>
      rect(60, 190, 200, 60, METAL, 30) + rect(240, 200, 40, 40, "#15171a", 4) + lead(280, 220, 560, 330, DARK, 12) + label("DS18B20", 160, 290, 26, "#1f2937"),
  ],
  [/^DS18B20-TO92 /, () => to92("18B20")],
  [/^LM35DZ /, () => to92("LM35")],
  [
    /^MAX6675 /,
    () =>
      breakout({ color: PCB.red, chipText: "MAX6675", pins: 5, extra: chip(250, 120, 100, 50, "MAX6675", "soic") + screws(270, 60, 2) }) +
      lead(120, 300, 60, 420, "#f59e0b", 6),
  ],
  // Gas
  [
    /^MQ-(\d+) /,
    (c) =>
      board(170, 100, 260, 280, PCB.blue) +
      circle(300, 200, 92, METAL, ` stroke="#8a9099" stroke-width="6"`) +
      circle(300, 200, 66, "#7a5c2e", ` stroke="#b38b4d" stroke-width="4" stroke-dasharray="3 4"`) +
      label(c.part, 300, 200, 30, "#fff") +
      trimmer(190, 300) +
      header(268, 356, 4) +
      smdLed(390, 320, "#ef4444"),
  ],
  [
    /^MH-Z19B /,
    () =>
      rect(120, 100, 360, 240, GOLD, 10) +
      rect(150, 130, 300, 120, "#b8942e", 6) +
      label("MH-Z19B", 300, 190, 40, "#4a3a10") +
      label("NDIR CO2", 300, 290, 26, "#4a3a10") +
      marks(140, 340, 7, 20, 8, METAL, 30),
  ],
  [
    /^PMS5003 /,
    () =>
      rect(100, 80, 400, 290, "#b9bec5", 10) +
      rect(130, 110, 90, 90, "#2d3138", 6) +
      marks(140, 155, 5, 16, 8, "#555", 70) +
      label("PMS5003", 330, 250, 40, "#1f2937") +
      rect(420, 340, 60, 20, "#f1f1ee", 2),
  ],
  // Motion
  [
    /^HC-SR501 /,
    () =>
      board(150, 100, 300, 250, PCB.green) +
      circle(300, 200, 110, "#f5f5f0", ` stroke="#ddd" stroke-width="4"`) +
      circle(300, 200, 70, "#ececE6") +
      trimmer(180, 300) +
      trimmer(386, 300) +
      header(276, 326, 3),
  ],
  [
    /^HC-SR505 /,
    () =>
      circle(300, 140, 90, "#f5f5f0", ` stroke="#ddd" stroke-width="4"`) +
      rect(240, 200, 120, 140, "#d9d9d2", 8) +
      lead(270, 340, 240, 430, "#dc2626", 6) +
      lead(300, 340, 300, 430, "#f59e0b", 6) +
      lead(330, 340, 360, 430, DARK, 6) +
      label("SR505", 300, 280, 20, "#1f2937"),
  ],
  [
    /^AM312 /,
    () =>
      circle(300, 150, 80, "#f5f5f0", ` stroke="#ddd" stroke-width="4"`) +
      board(220, 220, 160, 120, PCB.green, false) +
      header(276, 316, 3) +
      label("AM312", 300, 270, 20, WHITE_TEXT),
  ],
  [
    /^RCWL-0516 /,
    () =>
      board(210, 40, 180, 360, PCB.blue, false) +
      `<path d="M240 80h120v80h-120v80h120" stroke="${GOLD}" stroke-width="8" fill="none"/>` +
      chip(260, 270, 80, 40, "RCWL-9196", "soic") +
      header(260, 370, 5) +
      label("RCWL-0516", 300, 340, 18, WHITE_TEXT),
  ],
  [
    /^LD2410 /,
    () =>
      board(190, 110, 220, 200, PCB.black, false) +
      marks(220, 150, 4, 46, 30, GOLD, 30) +
      marks(220, 210, 4, 46, 30, GOLD, 30) +
      chip(250, 250, 100, 40, "LD2410", "soic") +
      header(260, 300, 5),
  ],
  // IR
  [
    /^TCRT5000 /,
    () =>
      breakout({ color: PCB.blue, w: 340, h: 200, pins: 4, chipText: "LM393", chipSize: 50 }) +
      rect(390, 150, 70, 60, "#15171a", 4) +
      circle(410, 180, 12, "#3b3b6a") +
      circle(440, 180, 12, "#5a5a5a"),
  ],
  [
    /^FC-51 /,
    () =>
      board(130, 150, 340, 140, PCB.blue) +
      circle(470, 190, 22, "#e5e7eb") +
      circle(470, 250, 22, "#1b1d20") +
      trimmer(300, 170) +
      chip(200, 175, 60, 40, "LM393", "soic") +
      header(140, 200, 3, { vertical: true }),
  ],
  [
    /^TCRT5000-5CH /,
    () =>
      board(60, 140, 480, 160, PCB.blue) +
      marks(90, 180, 5, 92, 60, "#15171a", 50) +
      marks(100, 180, 5, 92, 14, "#3b3b6a", 20) +
      header(240, 260, 7) +
      label("5CH TCRT5000", 300, 232, 16, WHITE_TEXT),
  ],
  [
    /^QTR-8A /,
    () =>
      board(40, 160, 520, 120, PCB.black) +
      marks(70, 200, 8, 60, 36, "#15171a", 36) +
      marks(76, 200, 8, 60, 10, "#3b3b6a", 20) +
      header(220, 250, 10) +
      label("QTR-8A", 300, 178, 14, WHITE_TEXT),
  ],
  [
    /^VS1838B /,
    () =>
      rect(230, 90, 140, 170, "#15171a", 10) +
      circle(300, 160, 44, "#3a3d42") +
      `<path d="M260 260v160M300 260v160M340 260v160" stroke="${METAL}" stroke-width="10"/>` +
      label("1838", 300, 230, 22, "#9aa0a6"),
  ],
  [
    /^IR-KIT-38K /,
    () =>
      rect(90, 40, 180, 360, "#2d3138", 20) +
      marks(120, 120, 3, 50, 0.1, "#9aa0a6", 30, false, true) +
      dotMatrix(120, 180, 3, 5, 50, "#b9bec5") +
      board(340, 180, 180, 160, PCB.black) +
      rect(400, 150, 60, 70, "#15171a", 8) +
      header(406, 310, 3),
  ],
  [
    /^GP2Y0A21YK0F /,
    () =>
      rect(80, 150, 440, 140, "#1b1d20", 20) +
      circle(90, 220, 30, "#1b1d20") +
      circle(510, 220, 30, "#1b1d20") +
      circle(220, 220, 42, "#3b3b6a") +
      circle(380, 220, 42, "#2d3138") +
      label("SHARP", 300, 270, 18, "#9aa0a6"),
  ],
  // Sound
  [
    /^KY-038 |^LM393-SOUND /,
    (c) =>
      breakout({
        color: c.part.startsWith("KY") ? PCB.red : PCB.blue,
        w: 360,
        h: 200,
        pins: 4,
        chipText: "LM393",
        chipSize: 60,
        extra: circle(430, 170, 40, METAL) + circle(430, 170, 26, "#2d3138") + trimmer(260, 130) + chip(180, 130, 60, 40, "LM393", "soic"),
      }),
  ],
  [
    /^MAX4466 |^MAX9814 /,
    (c) =>
      breakout({
        color: PCB.purple,
        w: 240,
        h: 300,
        pins: c.part === "MAX9814" ? 5 : 3,
        chipText: c.part,
        chipSize: 60,
        extra: circle(300, 120, 50, METAL) + circle(300, 120, 34, "#2d3138") + chip(260, 200, 80, 40, c.part, "soic"),
      }),
  ],
  [
    /^INMP441 /,
    () =>
      circle(300, 210, 130, PCB.blue) +
      rect(270, 180, 60, 50, METAL, 4) +
      circle(300, 205, 6, "#15171a") +
      header(180, 120, 3, { vertical: true }) +
      header(404, 120, 3, { vertical: true }) +
      label("INMP441", 300, 290, 24, WHITE_TEXT),
  ],
  // Light
  [
    /^GL5528 /,
    () =>
      circle(300, 160, 100, "#e8d3a8") +
      `<path d="M230 130h140v30h-140v30h140" stroke="#b3261e" stroke-width="10" fill="none"/>` +
      `<path d="M270 260v170M330 260v170" stroke="#9aa0a6" stroke-width="8"/>` +
      label("GL5528", 300, 420, 22, "#1f2937"),
  ],
  [
    /^LDR-MODULE /,
    () =>
      breakout({
        color: PCB.blue,
        w: 360,
        h: 200,
        pins: 3,
        chipText: "LM393",
        extra: circle(440, 170, 26, "#e8d3a8") + trimmer(270, 130) + chip(180, 130, 60, 40, "LM393", "soic"),
      }),
  ],
  [/^TCS34725 /, () => breakout({ color: PCB.black, pins: 7, chipText: "TCS34725", chipSize: 60 }) + rect(360, 90, 30, 30, "#fff9db", 4)],
  [
    /^TCS3200 /,
    () =>
      board(170, 90, 260, 260, PCB.black) +
      marks(210, 120, 2, 150, 30, "#fff9db", 30) +
      marks(210, 290, 2, 150, 30, "#fff9db", 30) +
      chip(270, 190, 60, 60, "TCS3200", "soic") +
      header(180, 250, 4, { vertical: true }),
  ],
  [/^GUVA-S12SD /, () => breakout({ color: PCB.purple, w: 240, h: 260, pins: 3, chipText: "S12SD", chipSize: 56 })],
  // Load cells
  [/^HX711 /, () => breakout({ color: PCB.green, w: 300, h: 220, pins: 4, pins2: 6, chipText: "HX711", extra: chip(240, 160, 120, 50, "HX711", "soic") })],
  [
    /^LOADCELL-(\d+kg) /,
    (c) =>
      rect(60, 110, 420, 90, "#c9ccd1", 6) +
      circle(260, 155, 24, "#f1f1ee") +
      circle(300, 155, 24, "#f1f1ee") +
      rect(190, 124, 40, 60, "#e0c060", 2) +
      lead(480, 150, 560, 260, "#dc2626", 6) +
      board(320, 260, 180, 140, PCB.green) +
      chip(360, 300, 100, 40, "HX711", "soic") +
      label(c.part.slice(9), 130, 160, 30, "#1f2937"),
  ],
  [/^LOADCELL-50KG-4 /, () => marks(60, 210, 4, 130, 100, METAL, 100) + marks(80, 210, 4, 130, 30, "#e0c060", 40) + label("50kg x 4", 300, 330, 34, "#1f2937")],
  [
    /^FSR402 /,
    () =>
      circle(300, 130, 90, "#3a3d42") +
      circle(300, 130, 70, "#6b7280", ` stroke="#2d3138" stroke-width="6" stroke-dasharray="8 6"`) +
      rect(278, 210, 44, 160, "#c9a23a", 4) +
      `<path d="M288 370v60M312 370v60" stroke="${METAL}" stroke-width="6"/>`,
  ],
  // Current
  [
    /^ACS712-(\d+A) /,
    (c) =>
      breakout({
        color: PCB.red,
        w: 300,
        h: 220,
        pins: 3,
        chipText: "ACS712",
        extra: screws(240, 60, 2) + chip(250, 150, 100, 50, "ACS712", "soic") + label(c.part.slice(7), 300, 230, 22, WHITE_TEXT),
      }),
  ],
  [
    /^INA219 /,
    () =>
      breakout({
        color: PCB.purple,
        w: 320,
        h: 220,
        pins: 6,
        chipText: "INA219",
        extra: screws(240, 60, 2, false, "#2f8f3a") + chip(260, 150, 80, 40, "INA219", "soic") + rect(360, 140, 50, 24, "#15171a", 2),
      }),
  ],
  [
    /^VSENSE-25V /,
    () => breakout({ color: PCB.red, w: 300, h: 200, pins: 3, chipText: "", extra: screws(240, 120, 2) + label("0-25V", 300, 200, 24, WHITE_TEXT) }),
  ],
  [
    /^ZMPT101B /,
    () =>
      breakout({
        color: PCB.blue,
        w: 360,
        h: 260,
        pins: 4,
        chipText: "",
        extra: rect(160, 100, 110, 110, "#1b1d20", 6) + label("ZMPT101B", 215, 155, 16, "#d5d8dc") + trimmer(320, 160) + screws(360, 90, 2),
      }),
  ],
  [
    /^PZEM-004T /,
    () =>
      board(80, 60, 440, 280, PCB.blue) +
      chip(200, 150, 120, 60, "PZEM-004T", "soic") +
      screws(100, 80, 4) +
      header(420, 200, 4, { vertical: true }) +
      circle(470, 380, 50, "none", ` stroke="#1b1d20" stroke-width="26"`),
  ],
  // RFID
  [
    /^RC522 /,
    () =>
      board(140, 40, 320, 360, PCB.blue) +
      rect(170, 70, 260, 200, "none", 30, ` stroke="${GOLD}" stroke-width="8"`) +
      chip(250, 280, 100, 50, "RC522", "qfp") +
      header(236, 368, 8) +
      circle(520, 160, 50, "#1b1d20") +
      rect(30, 230, 100, 150, "#f1f1ee", 8),
  ],
  [
    /^PN532 /,
    () =>
      board(120, 40, 360, 360, PCB.red) +
      rect(150, 70, 300, 180, "none", 20, ` stroke="${GOLD}" stroke-width="8"`) +
      chip(260, 270, 80, 80, "PN532", "qfp") +
      header(180, 370, 4) +
      header(360, 370, 4),
  ],
  [
    /^RDM6300 /,
    () =>
      board(160, 150, 280, 160, PCB.green) +
      chip(240, 200, 120, 50, "RDM6300", "soic") +
      header(180, 286, 5) +
      circle(300, 110, 70, "none", ` stroke="#b87333" stroke-width="14"`),
  ],
  [
    /^S50-FOB-10 /,
    () =>
      marks(120, 220, 3, 180, 0.1, "#2563eb", 140, false, true) +
      circle(120, 160, 16, "#f1f1ee") +
      circle(300, 160, 16, "#f1f1ee") +
      circle(480, 160, 16, "#f1f1ee") +
      label("13.56MHz", 300, 350, 28, "#1f2937"),
  ],
  [
    /^NTAG215-10 /,
    () =>
      marks(130, 200, 3, 170, 0.1, "#f1f1ee", 150, false, true) +
      marks(130, 200, 3, 170, 0.1, "#9aa0a6", 70, false, true) +
      label("NTAG215", 300, 350, 30, "#1f2937"),
  ],
  // Biometric
  [
    /^R307 |^AS608 /,
    (c) =>
      rect(160, 60, 280, 300, "#1b1d20", 14) +
      rect(210, 110, 180, 180, "#3a4a6a", 10) +
      rect(230, 130, 140, 140, "#6b87b8", 6) +
      lead(300, 360, 300, 430, "#dc2626", 8) +
      label(c.part, 300, 330, 22, "#9aa0a6"),
  ],
  [
    /^R503 /,
    () =>
      circle(300, 200, 120, "#1b1d20") +
      circle(300, 200, 92, "none", ` stroke="#38bdf8" stroke-width="10"`) +
      circle(300, 200, 70, "#6b87b8") +
      lead(300, 320, 360, 430, DARK, 10),
  ],
  [
    /^MAX30102 /,
    () =>
      breakout({
        color: PCB.purple,
        w: 240,
        h: 240,
        pins: 7,
        chipText: "",
        extra: rect(270, 110, 60, 40, "#15171a", 4) + rect(282, 120, 14, 20, "#ef4444", 2) + label("MAX30102", 300, 200, 18, WHITE_TEXT),
      }),
  ],
  [
    /^PULSE-SENSOR /,
    () =>
      circle(300, 180, 120, "#2f7d32") +
      circle(300, 180, 40, "#d9d9d2") +
      `<path d="M210 180h40l20-40 30 80 20-40h60" stroke="#ef4444" stroke-width="8" fill="none"/>` +
      lead(300, 300, 300, 430, "#7c3aed", 8),
  ],
  [
    /^AD8232 /,
    () =>
      breakout({ color: PCB.red, w: 320, h: 240, pins: 6, chipText: "AD8232" }) + rect(430, 250, 60, 40, "#1b1d20", 4) + lead(490, 270, 580, 360, "#2563eb", 6),
  ],
  // Water & soil
  [
    /^SOIL-CAP-V1.2 /,
    () =>
      `<path d="M240 40h120v280l-60 100-60-100z" fill="#1b1d20"/>` +
      chip(270, 80, 60, 40, "TLC555", "soic") +
      header(276, 44, 3) +
      label("v1.2", 300, 200, 24, WHITE_TEXT),
  ],
  [
    /^YL-69 /,
    () =>
      `<path d="M220 60h160v40h-40v300h-30v-300h-20v300h-30v-300h-40z" fill="${PCB.blue}"/>` +
      marks(270, 140, 12, 22, 14, GOLD, 12, true) +
      marks(344, 140, 12, 22, 14, GOLD, 12, true),
  ],
  [
    /^FC-37 /,
    () =>
      board(120, 60, 360, 320, PCB.red) +
      `<path d="M150 100h300M150 140h300M150 180h300M150 220h300M150 260h300M150 300h300" stroke="#d9b54a" stroke-width="10"/>` +
      header(150, 340, 2),
  ],
  [
    /^WATER-LEVEL /,
    () =>
      `<path d="M220 40h160v370h-160z" fill="${PCB.red}"/>` +
      marks(240, 80, 10, 14, 7, GOLD, 180, false) +
      header(276, 46, 3) +
      label("S + -", 300, 380, 20, WHITE_TEXT),
  ],
  [
    /^YF-S201 /,
    () =>
      rect(80, 170, 440, 100, "#1b1d20", 10) +
      rect(40, 180, 60, 80, "#2d3138", 6) +
      rect(500, 180, 60, 80, "#2d3138", 6) +
      circle(300, 150, 80, "#1b1d20") +
      lead(300, 70, 380, 20, "#dc2626", 8) +
      label("YF-S201", 300, 320, 30, "#1f2937"),
  ],
  [
    /^TURBIDITY /,
    () =>
      rect(110, 80, 120, 260, "#1b1d20", 30) +
      lead(170, 340, 320, 400, DARK, 10) +
      `<g transform="translate(130 0)">${breakout({ color: PCB.blue, w: 220, h: 160, pins: 3, chipText: "TSW" })}</g>`,
  ],
  [
    /^PH-4502C /,
    () =>
      rect(100, 30, 60, 300, "#d9d9d2", 20) +
      circle(130, 350, 40, "#cce4f0") +
      lead(130, 30, 330, 120, DARK, 10) +
      board(300, 140, 260, 200, PCB.blue) +
      barrel(390, 150) +
      trimmer(330, 260) +
      trimmer(400, 260) +
      header(480, 200, 6, { vertical: true }),
  ],
  [
    /^SEN0244 /,
    () =>
      rect(110, 40, 60, 300, "#1b1d20", 16) +
      lead(140, 340, 340, 380, DARK, 10) +
      board(300, 120, 240, 200, PCB.blue) +
      label("TDS", 420, 220, 40, WHITE_TEXT) +
      header(360, 290, 3),
  ],
  [
    /^FLOAT-SW /,
    () =>
      rect(270, 30, 60, 320, "#f1f1ee", 10) +
      rect(210, 150, 180, 110, "#f1f1ee", 30, ` stroke="#ccc" stroke-width="4"`) +
      rect(250, 30, 100, 40, "#d9d9d2", 6) +
      lead(300, 30, 420, 0, DARK, 6),
  ],
  // Relays, RTC, interfaces
  [/^RELAY-5V-(\d+) Channel /, (c) => RELAY_BOARD(Number(/(\d+) Channel/.exec(c.part)![1]))],
  [
    /^SSR-40DA /,
    () =>
      rect(140, 60, 320, 320, "#1b1d20", 10) +
      rect(190, 110, 220, 140, "#2d3138", 6) +
      label("SSR-40DA", 300, 180, 36, "#d5d8dc") +
      marks(180, 300, 2, 240, 40, METAL, 40) +
      smdLed(290, 80, "#ef4444"),
  ],
  [
    /^DS3231 /,
    () =>
      board(110, 90, 380, 250, PCB.blue) +
      circle(200, 215, 80, METAL) +
      circle(200, 215, 64, "#d1d5db") +
      chip(330, 170, 110, 60, "DS3231", "soic") +
      header(470, 150, 6, { vertical: true }) +
      header(120, 150, 4, { vertical: true }),
  ],
  [
    /^DS1307 /,
    () =>
      board(140, 110, 320, 220, PCB.blue) +
      circle(230, 220, 70, METAL) +
      chip(330, 190, 80, 40, "DS1307", "dip") +
      crystal(350, 260) +
      header(150, 150, 7, { vertical: true }),
  ],
  [
    /^MICROSD-SPI /,
    () =>
      breakout({
        color: PCB.blue,
        w: 240,
        h: 320,
        pins: 6,
        chipText: "",
        extra: rect(220, 80, 160, 150, METAL, 6) + rect(240, 100, 120, 110, "#1b1d20", 4) + chip(260, 250, 80, 40, "LVC125", "soic"),
      }),
  ],
  [
    /^KEYPAD-4X4 /,
    () =>
      rect(150, 30, 300, 340, "#1b1d20", 10) +
      dotMatrix(200, 80, 4, 4, 66, "#e5e7eb") +
      rect(250, 370, 100, 50, "#1b1d20", 2) +
      marks(256, 420, 8, 12, 6, METAL, 20),
  ],
  [
    /^KY-023 /,
    () =>
      board(170, 80, 260, 280, PCB.black) +
      rect(220, 120, 160, 160, "#2d3138", 10) +
      circle(300, 200, 62, "#1b1d20") +
      circle(300, 200, 40, "#3a3d42") +
      header(260, 330, 5),
  ],
  [
    /^TXS0108E /,
    () =>
      board(160, 90, 280, 260, PCB.blue) +
      header(166, 110, 10, { vertical: true }) +
      header(418, 110, 10, { vertical: true }) +
      chip(250, 180, 100, 70, "TXS0108E", "soic"),
  ],
  // Motors
  [/^BO-STRAIGHT /, () => gearMotor("bo", "BO 1:48")],
  [/^BO-L /, () => gearMotor("bo", "BO L-TYPE", true)],
  [/^N20-6V-(\w+) /, (c) => gearMotor("n20", c.part.slice(7))],
  [/^JGA25-370-(\w+) /, (c) => gearMotor("jga", `JGA25 ${c.part.slice(10)}`)],
  [/^JGB37-520 /, () => gearMotor("jgb", "JGB37-520")],
  [
    /^RS-775 /,
    () =>
      rect(140, 120, 300, 200, "#1b1d20", 20) +
      marks(170, 140, 5, 30, 10, "#3a3d42", 160) +
      rect(440, 190, 90, 60, METAL, 6) +
      rect(530, 208, 50, 24, METAL, 4) +
      label("775", 290, 360, 36, "#1f2937"),
  ],
  [
    /^RF-130 /,
    () =>
      rect(200, 140, 200, 160, METAL, 70) +
      rect(400, 210, 90, 20, METAL, 3) +
      rect(150, 180, 60, 80, "#f1f1ee", 6) +
      lead(150, 200, 60, 340, "#dc2626", 6) +
      label("130", 300, 230, 40, "#1f2937"),
  ],
  [
    /^1027-VIB /,
    () =>
      circle(300, 190, 110, METAL, ` stroke="#8a9099" stroke-width="6"`) +
      lead(350, 280, 500, 400, "#dc2626", 6) +
      lead(330, 290, 460, 420, "#2563eb", 6) +
      label("1027", 300, 190, 40, "#4b5059"),
  ],
  [
    /^DC-PUMP-MINI /,
    () =>
      rect(160, 120, 220, 200, "#1b1d20", 30) +
      rect(380, 140, 120, 44, "#1b1d20", 10) +
      circle(270, 220, 50, "#3a3d42") +
      lead(220, 320, 180, 430, "#dc2626", 6),
  ],
  // Servos and steppers keep the category drawing but print their model on the sticker below.
  // Motor drivers
  [
    /^L298N /,
    () =>
      board(110, 40, 380, 370, PCB.red) +
      heatsink(200, 60, 200, 150, "#15171a", "#2d3138") +
      chip(230, 215, 140, 40, "L298N", "none") +
      screws(118, 140, 2, true) +
      screws(446, 140, 2, true) +
      screws(190, 366, 3) +
      header(330, 372, 6) +
      capTop(160, 300, 26) +
      capTop(440, 300, 26) +
      rect(420, 220, 30, 20, "#15171a", 2),
  ],
  [
    /^L293D-SHIELD /,
    () =>
      uno({
        mcu: "",
        text: "",
        color: PCB.blue,
        extra:
          chip(150, 180, 150, 44, "L293D", "dip") +
          chip(150, 260, 150, 44, "L293D", "dip") +
          screws(480, 100, 5, true) +
          screws(100, 390, 4) +
          chip(330, 250, 120, 36, "74HC595", "dip"),
      }),
  ],
  [
    /^L9110S /,
    () =>
      board(170, 100, 260, 240, PCB.red) +
      chip(210, 200, 60, 40, "9110S", "soic") +
      chip(330, 200, 60, 40, "9110S", "soic") +
      screws(190, 110, 2) +
      screws(350, 110, 2) +
      header(252, 310, 6),
  ],
  [
    /^TB6612FNG /,
    () =>
      board(200, 80, 200, 280, PCB.red, false) +
      header(204, 100, 8, { vertical: true }) +
      header(380, 100, 8, { vertical: true }) +
      chip(250, 180, 100, 60, "TB6612", "soic"),
  ],
  [
    /^MX1508 /,
    () =>
      board(190, 120, 220, 200, PCB.green, false) +
      chip(260, 190, 80, 50, "MX1508", "soic") +
      header(200, 140, 6, { vertical: true }) +
      header(384, 140, 6, { vertical: true }),
  ],
  [
    /^BTS7960 /,
    () =>
      board(90, 60, 420, 320, PCB.green) +
      heatsink(150, 80, 300, 160, "#b9bec5", "#8a9099") +
      chip(170, 260, 90, 50, "BTS7960", "none") +
      chip(340, 260, 90, 50, "BTS7960", "none") +
      screws(450, 260, 2, true) +
      header(100, 200, 8, { vertical: true, rows: 2 }),
  ],
  [/^A4988 /, () => stepperStick(PCB.red, "A4988", "#8a9099", "top")],
  [/^DRV8825 /, () => stepperStick(PCB.purple, "DRV8825", "#8a9099", "side")],
  [/^TMC2209 /, () => stepperStick(PCB.black, "TMC2209", "#7a1f1f", "side")],
  [
    /^PCA9685 /,
    () =>
      board(30, 110, 540, 230, PCB.blue) +
      servoHeaders(150, 130, 16, false) +
      chip(240, 220, 90, 56, "PCA9685", "soic") +
      header(40, 150, 6, { vertical: true }) +
      header(544, 150, 6, { vertical: true }) +
      screws(380, 236, 2) +
      capTop(470, 290, 26) +
      label("16-CH 12-BIT PWM", 300, 318, 18, WHITE_TEXT),
  ],
  [
    /^CNC-SHIELD-V3 /,
    () =>
      board(60, 40, 480, 366, PCB.blue) +
      [100, 210, 320, 430]
        .map(
          (x) =>
            header(x, 80, 8, { vertical: true, female: true }) +
            header(x + 70, 80, 8, { vertical: true, female: true }) +
            header(x + 22, 230, 3, { vertical: true, rows: 2 }),
        )
        .join("") +
      screws(80, 340, 2) +
      header(230, 360, 12, { rows: 2 }) +
      label("CNC SHIELD V3", 300, 290, 22, WHITE_TEXT),
  ],
  [
    /^IRF520 /,
    () =>
      board(180, 140, 240, 220, PCB.red) +
      rect(250, 40, 100, 60, METAL, 4) +
      rect(244, 96, 112, 110, "#1b1d20", 4) +
      label("IRF520", 300, 150, 20, "#d5d8dc") +
      screws(200, 260, 2) +
      screws(340, 260, 2) +
      header(260, 326, 3),
  ],
  [
    /^ZS-X11H /,
    () =>
      board(80, 60, 440, 300, PCB.blue) +
      heatsink(100, 80, 400, 110, "#8a9099", "#b9bec5") +
      screws(100, 300, 8) +
      chip(260, 210, 80, 60, "ZS-X11H", "qfp") +
      capTop(450, 240, 34),
  ],
  // BLDC
  [
    /^ESC-(\d+)A /,
    (c) =>
      rect(130, 150, 300, 140, "#2563eb", 16) +
      label(`${c.part.slice(4)} ESC`, 280, 220, 40, "#fff") +
      lead(430, 190, 570, 150, "#dc2626", 10) +
      lead(430, 220, 570, 220, DARK, 10) +
      lead(430, 250, 570, 290, "#2563eb", 10) +
      lead(130, 200, 20, 330, "#dc2626", 10) +
      lead(130, 240, 40, 360, DARK, 10),
  ],
  // Power
  [
    /^TP4056 /,
    () =>
      board(180, 110, 240, 220, PCB.blue) +
      usbC(286, 98) +
      chip(260, 180, 80, 50, "TP4056", "soic") +
      chip(230, 260, 40, 26, "DW01", "soic") +
      chip(300, 260, 40, 26, "8205A", "soic") +
      smdLed(200, 200, "#ef4444") +
      smdLed(200, 220, "#2563eb") +
      marks(200, 310, 4, 60, 30, GOLD, 16),
  ],
  [
    /^BMS-(\d)S-(\d+)A /,
    (c) =>
      board(80, 110, 440, 220, PCB.green) +
      chip(140, 170, 70, 40, "HY2120", "soic") +
      marks(250, 160, 4, 60, 40, "#1b1d20", 60) +
      marks(250, 250, 4, 60, 40, "#1b1d20", 60) +
      marks(100, 320, Number(c.part[4]) + 2, 40, 20, METAL, 16) +
      label(`${c.part.slice(4)}`, 300, 300, 20, WHITE_TEXT),
  ],
  [
    /^IP5306 /,
    () => board(180, 120, 240, 200, PCB.blue) + usbA(180, 160) + chip(290, 180, 70, 50, "IP5306", "soic") + inductor(360, 240, 50) + microUsb(430, 200),
  ],
  [
    /^LM2596 /,
    () =>
      board(100, 120, 400, 200, PCB.blue) +
      chip(170, 190, 110, 50, "LM2596", "none") +
      inductor(310, 170, 90) +
      capTop(160, 280, 0) +
      capTop(440, 175, 34) +
      capTop(440, 260, 30) +
      trimmer(110, 150) +
      marks(116, 300, 2, 360, 20, METAL, 20),
  ],
  [
    /^LM2596-LED /,
    () =>
      board(80, 90, 440, 260, PCB.blue) +
      screen(300, 110, 190, 100, "#ef4444") +
      label("12.0", 395, 160, 50, "#ffe4e4") +
      inductor(120, 200, 80) +
      chip(220, 260, 100, 50, "LM2596", "none") +
      trimmer(380, 260),
  ],
  [
    /^XL4015 /,
    () =>
      board(90, 110, 420, 220, PCB.blue) +
      heatsink(130, 150, 120, 100, "#1b1d20", "#3a3d42") +
      inductor(280, 150, 90) +
      trimmer(400, 140) +
      trimmer(440, 140) +
      capTop(420, 270, 30) +
      label("XL4015", 190, 290, 22, WHITE_TEXT),
  ],
  [
    /^MT3608 /,
    () =>
      board(210, 130, 180, 180, PCB.blue, false) +
      chip(240, 200, 50, 30, "B628", "soic") +
      trimmer(320, 150) +
      inductor(240, 240, 50) +
      marks(220, 146, 2, 140, 20, GOLD, 20) +
      label("MT3608", 300, 290, 16, WHITE_TEXT),
  ],
  [
    /^XL6009 /,
    () => board(100, 120, 400, 200, PCB.blue) + chip(170, 180, 110, 50, "XL6009", "none") + inductor(300, 160, 90) + capTop(440, 210, 34) + trimmer(120, 260),
  ],
  [/^MP1584EN /, () => board(230, 160, 140, 120, PCB.green, false) + chip(260, 200, 40, 30, "MP1584", "soic") + inductor(310, 190, 40) + trimmer(250, 236)],
  [
    /^AMS1117-3.3 /,
    () =>
      board(220, 130, 160, 180, PCB.blue, false) +
      rect(250, 160, 100, 30, METAL, 2) +
      rect(250, 186, 100, 60, "#1b1d20", 3) +
      label("AMS1117", 300, 216, 18, "#d5d8dc") +
      header(252, 280, 6),
  ],
  [
    /^XL6019 /,
    () =>
      board(90, 110, 420, 220, PCB.blue) +
      chip(140, 170, 110, 50, "XL6019", "none") +
      inductor(280, 150, 90) +
      inductor(400, 150, 70) +
      capTop(420, 280, 30) +
      trimmer(140, 260),
  ],
  [
    /^USB-BUCK-5V3A /,
    () =>
      rect(150, 130, 300, 180, "#1b1d20", 16) +
      usbA(440, 200) +
      lead(150, 200, 30, 320, "#dc2626", 10) +
      lead(150, 240, 40, 350, DARK, 10) +
      label("5V 3A", 300, 220, 40, "#d5d8dc"),
  ],
  [
    /^LIPO-(\dS)-(\d+)/,
    (c) =>
      rect(120, 110, 360, 240, "#b9c0c9", 18, ` stroke="#8a9099" stroke-width="4"`) +
      rect(150, 150, 300, 110, "#b3261e", 8) +
      label(c.part.slice(5).replace(/mAh$/, "") + "mAh", 300, 205, 40, "#fff") +
      lead(480, 190, 570, 130, "#dc2626", 10) +
      lead(480, 230, 570, 150, DARK, 10) +
      rect(550, 116, 36, 50, "#f5f5f2", 5),
  ],
  // Displays
  [
    /^LCD1602 /,
    () => board(40, 90, 520, 260, PCB.green) + screen(80, 130, 440, 180, "#2f80ed") + screenRows(110, 180, 380, 2, "#dbeafe", 50) + header(80, 98, 16),
  ],
  [
    /^LCD1602-I2C |^LCD2004-I2C /,
    (c) =>
      board(40, 70, 520, 300, PCB.green) +
      screen(70, 110, 460, 220, c.part.startsWith("LCD2004") ? "#2f80ed" : "#65a30d") +
      screenRows(100, 140, 400, c.part.startsWith("LCD2004") ? 4 : 2, "#e0f2fe", c.part.startsWith("LCD2004") ? 44 : 70) +
      rect(150, 350, 300, 60, PCB.black, 4) +
      header(170, 390, 4) +
      trimmer(400, 356),
  ],
  [
    /^PCF8574-LCD /,
    () =>
      board(150, 120, 300, 200, PCB.black) +
      header(158, 128, 16) +
      chip(240, 190, 100, 50, "PCF8574", "soic") +
      trimmer(380, 200) +
      header(420, 220, 4, { vertical: true }),
  ],
  [/^PCD8544 /, () => board(120, 60, 360, 330, PCB.red) + screen(150, 100, 300, 240, "#b9d8c2", "#9aa0a6") + header(164, 358, 8)],
  [
    /^LCD12864 /,
    () => board(30, 60, 540, 320, PCB.green) + screen(60, 100, 480, 240, "#2f80ed") + dotMatrix(100, 140, 8, 3, 50, "#dbeafe") + header(60, 68, 20),
  ],
  [
    /^LCD-KEYPAD-SHIELD /,
    () =>
      board(60, 40, 480, 366, PCB.blue) +
      screen(90, 60, 420, 170, "#2f80ed") +
      screenRows(120, 110, 360, 2, "#dbeafe", 50) +
      marks(120, 300, 6, 60, 0.1, METAL, 40, false, true) +
      marks(120, 300, 6, 60, 0.1, "#2d3138", 20, false, true) +
      label("LCD KEYPAD SHIELD", 300, 370, 18, WHITE_TEXT),
  ],
  [/^SSD1306 /, (c) => oled(/White/.test(c.name) ? "#f5f5f5" : /Yellow/.test(c.name) ? "#facc15|#38bdf8" : "#38bdf8", "0.96")],
  [/^SH1106 /, () => oled("#f5f5f5", "1.3", 380, 320)],
  [
    /^SSD1306-128X32 /,
    () =>
      board(90, 160, 420, 120, PCB.black, false) +
      screen(110, 175, 340, 90, "#0b1020") +
      screenRows(130, 195, 300, 2, "#f5f5f5", 30) +
      header(456, 180, 4, { vertical: true }),
  ],
  [/^SSD1351 /, () => oled("#ef4444|#22c55e", "1.5 RGB", 360, 360)],
  [/^SSD1309 /, () => oled("#facc15", "2.42", 520, 330)],
  [/^ST7735 /, () => tft(PCB.red, 300, 380, "1.8", "#ec4899")],
  [/^TFT24-SHIELD /, () => tft(PCB.red, 480, 370, "2.4 SHIELD", "#22d3ee")],
  [/^ILI9341-2.8 /, () => tft(PCB.red, 460, 360, "2.8 ILI9341", "#60a5fa")],
  [
    /^GC9A01 /,
    () => circle(300, 210, 170, PCB.black) + circle(300, 210, 140, "#0b1020") + circle(300, 210, 120, "#f59e0b", ` opacity=".85"`) + header(260, 384, 7),
  ],
  [
    /^WS-3.5-LCD-A /,
    () => board(30, 50, 540, 340, PCB.blue) + screen(50, 70, 460, 300, "#60a5fa") + header(520, 80, 13, { vertical: true, rows: 2, female: true }),
  ],
  [
    /^WS-7-HDMI-C /,
    () =>
      rect(20, 60, 560, 330, "#15171a", 14) +
      rect(44, 80, 512, 290, "#3b82f6", 4, ` opacity=".8"`) +
      rect(60, 100, 160, 90, "#93c5fd", 4) +
      label("7 inch HDMI", 300, 300, 34, "#fff"),
  ],
  [
    /^WS-1.54-EPD /,
    () => board(120, 60, 360, 320, PCB.black) + rect(150, 90, 300, 260, "#e7e5df", 4) + label("1.54 e-Paper", 300, 220, 30, "#1f2937") + header(244, 356, 8),
  ],
  [
    /^WS-2.13-EPD /,
    () =>
      board(40, 90, 520, 260, PCB.black) +
      rect(70, 120, 400, 200, "#e7e5df", 4) +
      label("2.13 e-Paper", 270, 220, 34, "#1f2937") +
      header(488, 110, 12, { vertical: true, rows: 2, female: true }),
  ],
  [/^TM1637 /, () => board(90, 110, 420, 200, PCB.blue) + segments(130, 140, 4, "#ef4444") + header(150, 282, 4)],
  [
    /^MAX7219-8X8 /,
    () =>
      board(120, 30, 360, 400, PCB.green) +
      rect(140, 50, 320, 320, "#1b1d20", 6) +
      dotMatrix(162, 72, 8, 8, 40, "#ef4444") +
      header(160, 396, 5) +
      header(360, 396, 5),
  ],
  [/^MAX7219-4IN1 /, () => board(20, 140, 560, 170, PCB.blue) + rect(30, 150, 540, 140, "#1b1d20", 4) + dotMatrix(40, 162, 32, 8, 17, "#ef4444")],
  [
    /^MAX7219-8DIG /,
    () => board(30, 120, 540, 200, PCB.blue) + segments(50, 150, 8, "#ef4444", 62) + header(60, 290, 5) + chip(440, 290, 70, 20, "MAX7219", "none"),
  ],
  [
    /^5161AS /,
    () =>
      rect(210, 70, 180, 250, "#f1f1ee", 8) +
      rect(230, 90, 140, 210, "#1b1d20", 4) +
      segments(250, 110, 1, "#ef4444", 110, 1.3) +
      `<path d="M250 320v100M350 320v100" stroke="${METAL}" stroke-width="8"/>`,
  ],
  [
    /^WS2812B-8 /,
    () =>
      board(40, 170, 520, 100, PCB.black, false) +
      marks(70, 200, 8, 60, 40, "#f5f5f5", 40) +
      marks(80, 200, 8, 60, 20, "#fde68a", 20) +
      marks(48, 186, 3, 16, 8, GOLD, 8, true),
  ],
  [
    /^WS2812B-RING16 /,
    () =>
      circle(300, 220, 170, PCB.black) +
      circle(300, 220, 110, "#f1f1ee") +
      circle(300, 220, 140, "none", ` stroke="#f5f5f5" stroke-width="28" stroke-dasharray="28 27"`),
  ],
  [
    /^WS2812B-60-1M /,
    () =>
      `<path d="M30 330C200 330 150 120 320 120S500 330 580 250" stroke="#f5f5f5" stroke-width="60" fill="none"/>` +
      `<path d="M30 330C200 330 150 120 320 120S500 330 580 250" stroke="#fde68a" stroke-width="24" stroke-dasharray="20 30" fill="none"/>`,
  ],
  // Wireless
  [
    /^HC-05 |^HC-06 |^JDY-31 /,
    (c) =>
      board(170, 60, 260, 340, PCB.blue) +
      board(200, 90, 200, 240, c.part === "JDY-31" ? "#0f7c8a" : "#2b6f3a", false) +
      meander(220, 100, 160, 30) +
      chip(250, 200, 100, 60, c.part.slice(0, 6), "qfp") +
      (c.part === "HC-06" ? header(268, 370, 4) : header(252, 370, 6)),
  ],
  [
    /^HM-10 /,
    () =>
      board(170, 60, 260, 340, PCB.blue) +
      board(200, 90, 200, 240, PCB.black, false) +
      meander(220, 100, 160, 30) +
      chip(250, 200, 100, 60, "CC2541", "qfp") +
      header(252, 370, 6),
  ],
  [
    /^ESP32-A2DP /,
    () =>
      board(140, 80, 320, 280, PCB.green) +
      can(200, 110, 160, 120, "ESP32") +
      meander(370, 130, 70, 60) +
      screws(180, 300, 3) +
      chip(320, 260, 80, 50, "PCM5102", "soic"),
  ],
  [
    /^ESP-01S /,
    () =>
      board(200, 50, 200, 340, PCB.black, false) +
      meander(220, 70, 160, 50) +
      chip(230, 170, 80, 80, "ESP8266", "qfp") +
      chip(320, 180, 60, 40, "FLASH", "soic") +
      header(268, 340, 4, { rows: 2 }),
  ],
  [
    /^ESP-01-USB /,
    () =>
      board(120, 130, 360, 180, PCB.black, false) +
      usbA(40, 200) +
      chip(220, 190, 80, 50, "CH340C", "soic") +
      header(380, 180, 4, { rows: 2, female: true }) +
      label("ESP-01 USB", 300, 280, 20, WHITE_TEXT),
  ],
  [
    /^ESP-12F /,
    () =>
      rect(190, 40, 220, 360, PCB.blue, 6) +
      meander(210, 60, 180, 50) +
      can(210, 150, 180, 230, "ESP-12F") +
      marks(188, 160, 8, 28, 10, GOLD, 10, true) +
      marks(412, 160, 8, 28, 10, GOLD, 10, true),
  ],
  [/^W5500 /, () => board(140, 100, 320, 250, PCB.blue) + ethernet(360, 150) + chip(200, 170, 100, 100, "W5500", "qfp") + header(170, 300, 5, { rows: 2 })],
  [
    /^ENC28J60 /,
    () => board(140, 100, 320, 250, PCB.blue) + ethernet(360, 150) + chip(200, 180, 110, 60, "ENC28J60", "soic") + header(170, 300, 5, { rows: 2 }),
  ],
  [
    /^RTL8188 /,
    () =>
      rect(150, 170, 260, 100, "#1b1d20", 16) +
      usbA(90, 200) +
      rect(400, 40, 24, 260, "#1b1d20", 12, ` transform="rotate(15 412 300)"`) +
      label("RTL8188", 280, 220, 28, "#d5d8dc"),
  ],
  [
    /^RA-0(\d) /,
    (c) =>
      rect(200, 110, 200, 200, PCB.green, 4) +
      can(215, 125, 170, 170, "SX1278") +
      marks(198, 124, 8, 24, 10, GOLD, 10, true) +
      marks(402, 124, 8, 24, 10, GOLD, 10, true) +
      (c.part === "RA-01" ? `<path d="M400 200h40${"l10 -16l10 32".repeat(5)}" stroke="${GOLD}" stroke-width="6" fill="none"/>` : circle(370, 140, 10, GOLD)) +
      label(c.part.replace("RA", "Ra"), 300, 360, 28, "#1f2937"),
  ],
  [
    /^E32-433T20D /,
    () => rect(120, 140, 300, 160, PCB.blue, 8) + can(150, 160, 200, 120, "E32-433T20D") + rect(420, 180, 80, 80, "#d9b54a", 8) + header(130, 280, 7),
  ],
  [
    /^RYLR998 /,
    () =>
      rect(150, 120, 300, 200, "#1b1d20", 10) +
      label("REYAX", 300, 190, 30, "#d5d8dc") +
      label("RYLR998", 300, 240, 28, "#d5d8dc") +
      rect(440, 200, 40, 40, GOLD, 6) +
      header(250, 300, 5),
  ],
  [
    /^113990939 /,
    () => board(120, 80, 360, 280, PCB.black) + can(200, 140, 160, 130, "Wio-E5") + usbC(110, 190) + rect(440, 140, 40, 40, GOLD, 6) + header(140, 330, 8),
  ],
  [
    /^SIM800L /,
    () =>
      board(200, 90, 200, 260, PCB.red, false) +
      can(220, 150, 160, 120, "SIM800L") +
      rect(240, 280, 120, 60, METAL, 4) +
      `<path d="M380 110${"l12 -10l12 20".repeat(4)}" stroke="${GOLD}" stroke-width="6" fill="none"/>` +
      header(206, 120, 6, { vertical: true }),
  ],
  [
    /^SIM800L-EVB /,
    () =>
      board(140, 80, 320, 280, PCB.black) +
      can(190, 110, 150, 110, "SIM800L") +
      rect(200, 240, 140, 80, METAL, 4) +
      header(420, 120, 7, { vertical: true }) +
      rect(360, 120, 40, 80, GOLD, 4),
  ],
  [
    /^SIM900A /,
    () =>
      board(60, 60, 480, 320, PCB.red) +
      can(180, 100, 200, 160, "SIM900A") +
      rect(400, 240, 110, 90, METAL, 4) +
      barrel(70, 280) +
      header(100, 80, 8, { vertical: true, rows: 2 }),
  ],
  [
    /^A7670C /,
    () =>
      board(80, 60, 440, 320, PCB.blue) +
      can(160, 100, 200, 170, "A7670C") +
      rect(380, 130, 110, 90, METAL, 4) +
      rect(400, 250, 40, 40, GOLD, 6) +
      rect(450, 250, 40, 40, GOLD, 6) +
      header(120, 340, 10),
  ],
  [
    /^NEO-6M /,
    () =>
      board(130, 100, 240, 260, PCB.blue) +
      can(160, 130, 120, 120, "NEO-6M") +
      circle(316, 180, 26, "#d1d5db") +
      header(190, 330, 4) +
      rect(390, 150, 160, 160, "#c9a23a", 8) +
      rect(420, 180, 100, 100, "#d9d9d2", 4),
  ],
  [
    /^NEO-M8N /,
    () =>
      circle(300, 210, 180, "#1b1d20") +
      rect(210, 120, 180, 180, "#d9d9d2", 6) +
      label("M8N", 300, 210, 44, "#1f2937") +
      lead(300, 390, 380, 440, "#dc2626", 6),
  ],
  [
    /^NRF24L01\+ /,
    () =>
      board(150, 120, 300, 180, PCB.green, false) +
      meander(170, 150, 100, 40) +
      chip(290, 190, 70, 70, "nRF24L01+", "qfp") +
      crystal(380, 150, true) +
      header(370, 230, 4, { rows: 2 }),
  ],
  [
    /^NRF24L01-PA-LNA /,
    () =>
      board(150, 140, 300, 170, PCB.black, false) +
      can(200, 160, 130, 120, "PA+LNA") +
      rect(440, 200, 40, 40, GOLD, 6) +
      rect(470, 210, 120, 24, "#1b1d20", 10) +
      header(350, 210, 4, { rows: 2 }),
  ],
  [
    /^NRF24-ADAPTER /,
    () =>
      board(200, 120, 200, 220, PCB.red) +
      header(230, 150, 4, { rows: 2, female: true }) +
      rect(250, 240, 100, 40, "#1b1d20", 3) +
      label("AMS1117", 300, 260, 14, "#d5d8dc") +
      header(250, 306, 6),
  ],
  [
    /^RF433-PAIR /,
    () =>
      board(60, 160, 160, 160, PCB.green, false) +
      header(100, 300, 3) +
      crystal(90, 190) +
      board(260, 170, 300, 140, PCB.green, false) +
      header(340, 290, 4) +
      chip(340, 200, 60, 40, "LM358", "soic") +
      inductor(460, 200, 50),
  ],
  [
    /^HC-12 /,
    () =>
      board(160, 130, 280, 180, PCB.blue, false) +
      can(180, 150, 160, 120, "SI4463") +
      rect(350, 170, 60, 20, GOLD, 3) +
      `<path d="M410 180${"l12 -14l12 28".repeat(4)}" stroke="${GOLD}" stroke-width="6" fill="none"/>` +
      header(170, 290, 5),
  ],
  [
    /^RF-4CH-315 /,
    () =>
      rect(60, 120, 150, 220, "#1b1d20", 40) +
      marks(100, 180, 2, 70, 0.1, METAL, 44, false, true) +
      marks(100, 260, 2, 70, 0.1, METAL, 44, false, true) +
      board(280, 150, 260, 170, PCB.blue) +
      chip(320, 200, 70, 40, "PT2272", "dip") +
      header(350, 290, 7),
  ],
  // USB gadgets
  [
    /^CH340G |^CP2102 |^FT232RL /,
    (c) =>
      board(170, 120, 300, 200, c.part === "CP2102" ? PCB.purple : c.part === "FT232RL" ? PCB.red : PCB.blue, false) +
      usbA(100, 200) +
      chip(260, 180, 100, 60, c.part, "soic") +
      header(450, 150, 6, { vertical: true }) +
      smdLed(390, 280, "#ef4444"),
  ],
  [
    /^USBASP /,
    () =>
      rect(80, 150, 330, 140, PCB.blue, 8) +
      usbA(20, 200) +
      chip(180, 180, 80, 80, "ATMEGA8", "qfp") +
      header(400, 200, 5, { rows: 2 }) +
      lead(440, 220, 560, 360, "#9aa0a6", 20),
  ],
  // Audio
  [
    /^DFR0299 /,
    () =>
      board(200, 70, 200, 300, PCB.red, false) +
      rect(230, 100, 140, 110, METAL, 4) +
      rect(240, 110, 120, 80, "#1b1d20", 2) +
      chip(250, 240, 100, 50, "YX5200", "soic") +
      header(204, 90, 8, { vertical: true }) +
      header(380, 90, 8, { vertical: true }),
  ],
  [
    /^PAM8403 /,
    () =>
      board(190, 120, 220, 200, PCB.green, false) +
      chip(250, 180, 100, 50, "PAM8403", "soic") +
      header(200, 140, 5, { vertical: true }) +
      header(384, 140, 5, { vertical: true }) +
      smdLed(290, 280, "#ef4444"),
  ],
  [
    /^TPA3116D2 /,
    () =>
      board(60, 60, 480, 320, PCB.green) +
      heatsink(180, 100, 200, 140, "#1b1d20", "#3a3d42") +
      screws(80, 300, 2) +
      screws(420, 300, 4) +
      capTop(120, 150, 30) +
      capTop(440, 150, 30) +
      label("TPA3116D2", 280, 270, 22, WHITE_TEXT),
  ],
  [
    /^BUZZER-5V /,
    () =>
      circle(300, 190, 130, "#1b1d20") +
      circle(300, 190, 18, "#3a3d42") +
      label("+", 230, 110, 40, "#d5d8dc") +
      `<path d="M270 320v110M330 320v90" stroke="${METAL}" stroke-width="8"/>`,
  ],
];

/* ---------- tools, kits, gadgets ---------- */

/** A bench station box: coloured case, a readout or a knob, a holder for its handpiece. */
function station(color: string, readout: string | null, hand: string) {
  return (
    rect(40, 180, 300, 200, color, 14) +
    (readout
      ? rect(70, 210, 160, 70, "#0b1020", 4) + label(readout, 150, 245, 44, "#ef4444")
      : circle(150, 250, 50, "#e5e7eb", ` stroke="#1f2937" stroke-width="8"`) + rect(144, 205, 12, 40, "#1f2937", 4)) +
    circle(280, 330, 20, "#1f2937") +
    lead(340, 300, 420, 400, DARK, 10) +
    `<g transform="rotate(-35 470 200)">${rect(380, 170, 150, 50, hand, 24)}${rect(530, 186, 70, 18, METAL, 4)}</g>`
  );
}

/** Handheld meter: body colour per model, LCD with a reading, range dial and three probe jacks. */
function multimeter(body: string, reading: string, text: string, w = 260, clamp = false) {
  const x = 300 - w / 2;
  let s = rect(x, 30, w, 390, body, 30) + rect(x + 20, 50, w - 40, 350, "#2d3138", 18) + rect(x + 35, 65, w - 70, 90, "#c7d2b8", 6);
  s +=
    label(reading, 300, 110, 48, "#1f2328", w - 90) +
    circle(300, 250, Math.min(62, w / 4), "#555", ` stroke="${METAL}" stroke-width="6"`) +
    rect(294, 192, 12, 50, "#fff", 6);
  s += clamp ? "" : marks(240, 360, 3, 60, 0.1, "#0b0b0b", 28, false, true);
  return s + label(text, 300, 332, 20, "#f4f4f0", w - 60);
}

/** A clamp meter: jaw on top. */
const clampMeter = () =>
  circle(300, 90, 75, "none", ` stroke="#d9481c" stroke-width="34"`) +
  rect(270, 10, 60, 40, "#f5f5f0", 0) +
  `<g transform="translate(0 40) scale(1 .9)">${multimeter("#d9481c", "0.00", "UT210E", 220, true)}</g>`;

/** Hand tool with two handles (cutters, pliers, strippers, crimpers). */
function pliers(handle: string, jaw: string, long = false, ratchet = false) {
  const tip = long ? 40 : 110;
  return (
    `<path d="M300 240L${290 - (long ? 20 : 10)} ${tip}L${310 + (long ? 20 : 10)} ${tip}z" fill="${jaw}"/>` +
    `<path d="M290 230L170 420h50l90-180zM310 230L430 420h-50l-90-180z" fill="${handle}"/>` +
    circle(300, 240, 18, METAL) +
    (ratchet ? circle(300, 300, 40, "none", ` stroke="${METAL}" stroke-width="10"`) : "")
  );
}

/** An open box with its contents laid out inside and the kit's name on the front. */
const kitBox = (color: string, inner: string, text: string) =>
  rect(40, 60, 520, 330, color, 12) + rect(60, 80, 480, 250, "#f8fafc", 8) + inner + label(text, 300, 360, 24, "#ffffff", 460);

/* Small glyphs for kit contents (each a few shapes). */
const miniBoard = (x: number, y: number, color: string, text: string, w = 130, h = 96) =>
  rect(x, y, w, h, color, 8) + rect(x - 8, y + 14, 24, 24, METAL, 2) + label(text, x + w / 2, y + h / 2 + 6, 20, "#fff", w - 20);
const miniBreadboard = (x: number, y: number, w = 170) =>
  rect(x, y, w, 100, "#f1f1ee", 6, ` stroke="#d1d5db" stroke-width="3"`) +
  marks(x + 12, y + 30, Math.floor((w - 20) / 13), 13, 5, "#9aa0a6", 5, false, false, [
    [x + 12, y + 44],
    [x + 12, y + 62],
    [x + 12, y + 76],
  ]);
const miniLeds = (x: number, y: number) => marks(x, y, 5, 26, 0.1, "#ef4444", 16, false, true) + marks(x, y + 30, 5, 26, 0.1, "#22c55e", 16, false, true);
const miniServo = (x: number, y: number, color = "#2563eb") => rect(x, y, 70, 50, color, 6) + rect(x + 8, y - 12, 56, 12, "#f5f5f5", 6);
const miniSensors = (x: number, y: number, count: number, color: string = PCB.blue) =>
  marks(x, y, count, 44, 36, color, 36, false, false, [
    [x, y + 44],
    [x, y + 88],
  ]);

/** Robot car seen from above: chassis plate, wheels, battery holder and what rides on it. */
function robotCar(wheels: 2 | 4, extra: string, plate = "#f5d76e", wheel = "#1b1d20", hub = "#f2c200") {
  let s = rect(150, 70, 300, 300, plate, 30, ` opacity=".9" stroke="#c9a227" stroke-width="4"`);
  const ys = wheels === 4 ? [110, 250] : [170];
  for (const y of ys)
    s += rect(100, y, 56, 110, wheel, 12) + rect(444, y, 56, 110, wheel, 12) + rect(118, y + 40, 20, 30, hub, 3) + rect(462, y + 40, 20, 30, hub, 3);
  if (wheels === 2) s += circle(300, 350, 20, METAL);
  return s + rect(200, 280, 200, 60, "#1b1d20", 6) + extra;
}

const MORE_RULES: Rule[] = [
  [
    /^SC1153 |^SC0212 /,
    (c) =>
      charger(c.part === "SC1153" ? "#f5f5f5" : "#c51a4a", [], c.part === "SC1153" ? "27W" : "15W") +
      lead(300, 340, 520, 380, c.part === "SC1153" ? "#f5f5f5" : "#c51a4a", 12) +
      usbC(505, 360),
  ],
  [
    /^RPI4-CASE-FAN /,
    () =>
      rect(80, 80, 440, 300, "#dbeafe", 20, ` opacity=".7" stroke="#94a3b8" stroke-width="6"`) +
      `<g transform="translate(120 110) scale(.55)">${board(30, 60, 500, 330, PCB.pi)}</g>` +
      circle(380, 200, 80, "#1b1d20") +
      `<path d="M380 200l-40-60a70 70 0 0 1 80 0zM380 200l70 20a70 70 0 0 1-40 60zM380 200l-70 20a70 70 0 0 0 40 60z" fill="#3a3d42"/>` +
      circle(380, 200, 16, "#c51a4a"),
  ],
  [
    /^ANT-433-SMA /,
    () =>
      rect(290, 20, 20, 330, "#1b1d20", 10) +
      rect(278, 340, 44, 40, "#1b1d20", 6) +
      rect(284, 380, 32, 40, GOLD, 4) +
      marks(286, 386, 6, 6, 3, "#b8942e", 32, true) +
      label("433MHz 5dBi", 420, 200, 28, "#1f2937"),
  ],
  // Cells and holders
  [/^INR18650-25R /, () => cell("#2e7d32", "SAMSUNG 25R", "2500mAh")],
  [/^INR18650-35E /, () => cell("#7b2d6b", "SAMSUNG 35E", "3500mAh")],
  [/^INR18650-30Q /, () => cell("#d9778f", "SAMSUNG 30Q", "3000mAh")],
  [/^LGDBHG21865 /, () => cell("#7a4a2a", "LG HG2", "3000mAh")],
  [/^INR18650MJ1 /, () => cell("#b3261e", "LG MJ1", "3500mAh")],
  [/^US18650VTC6 /, () => cell("#2f6b3a", "SONY VTC6", "3000mAh")],
  [/^US18650VTC5A /, () => cell("#1f3f5a", "SONY VTC5A", "2600mAh")],
  [/^18650-2200 /, () => cell("#2563eb", "18650", "2200mAh")],
  [/^INR21700-50E /, () => cell("#3a3f9a", "SAMSUNG 50E", "5000mAh", true)],
  [/^INR21700M50LT /, () => cell("#5b2a86", "LG M50LT", "5000mAh", true)],
  [
    /^HOLDER-18650-(\d) Cell /,
    (c) => {
      const k = Number(/(\d) Cell/.exec(c.part)![1]);
      const w = k * 90 + 40;
      const x = 300 - w / 2;
      return (
        rect(x, 40, w, 370, "#1b1d20", 10) +
        marks(x + 25, 225, k, 90, 80, "#2e7d32", 310) +
        lead(x + w, 60, 580, 20, "#dc2626", 6) +
        lead(x + w, 90, 580, 50, DARK, 6) +
        label(`${k} x 18650`, 300, 430, 26, "#1f2937")
      );
    },
  ],
  [
    /^HOLDER-4AA /,
    () =>
      rect(140, 40, 320, 360, "#1b1d20", 14) +
      rect(170, 70, 260, 300, "#2d3138", 8) +
      rect(260, 180, 80, 40, METAL, 6) +
      rect(290, 186, 20, 28, "#1b1d20", 3) +
      label("4 x AA", 300, 300, 30, "#d5d8dc") +
      lead(460, 80, 580, 40, "#dc2626", 6),
  ],
  [
    /^9V-CLIP-DC /,
    () =>
      rect(80, 170, 120, 100, "#1b1d20", 10) +
      circle(115, 220, 18, METAL) +
      circle(165, 220, 14, METAL) +
      lead(200, 200, 420, 220, "#dc2626", 8) +
      lead(200, 240, 420, 220, DARK, 8) +
      rect(420, 200, 130, 40, "#1b1d20", 10) +
      rect(550, 210, 30, 20, METAL, 4),
  ],
  [
    /^CHARGER-2SLOT /,
    () =>
      rect(120, 90, 360, 280, "#f1f1ee", 20, ` stroke="#d1d5db" stroke-width="4"`) +
      marks(170, 130, 2, 150, 110, "#2d3138", 200) +
      marks(200, 140, 2, 150, 50, "#2e7d32", 180) +
      smdLed(220, 350, "#22c55e") +
      smdLed(370, 350, "#ef4444"),
  ],
  [
    /^B6AC /,
    () =>
      rect(80, 90, 440, 280, "#1b1d20", 16) +
      rect(120, 120, 240, 90, "#4ade80", 6) +
      label("IMAX B6AC", 240, 165, 30, "#14532d") +
      marks(130, 270, 4, 60, 40, "#e5e7eb", 34) +
      marks(420, 130, 2, 50, 0.1, "#dc2626", 30, true, true) +
      label("80W", 440, 300, 30, "#f4f4f0"),
  ],
  // Servos, steppers, brushless
  [/^SG90-360 /, () => servo("#2563eb", "SG90 360", 0.8)],
  [/^SG90 /, () => servo("#2563eb", "SG90", 0.8)],
  [/^MG90S /, () => servo("#1b1d20", "MG90S", 0.85)],
  [/^MG996R /, () => servo("#1b1d20", "MG996R", 1.05)],
  [/^MG995 /, () => servo("#1b1d20", "MG995", 1.05, "#6b7280")],
  [/^DS3218 /, () => servo("#2d3138", "DS3218 20kg", 1.05, "#c9ccd1")],
  [
    /^PAN-TILT-SG90 /,
    () =>
      `<path d="M220 380h160l-30-60h-100z" fill="#1b1d20"/>` +
      `<g transform="translate(165 150) scale(.45)">${servo("#2563eb", "", 1)}</g>` +
      `<path d="M200 200v-120h200v120" stroke="#1b1d20" stroke-width="22" fill="none"/>` +
      `<g transform="translate(180 -30) scale(.4)">${servo("#2563eb", "", 1)}</g>`,
  ],
  [/^(17HS[\w-]+|23HS8430) /, (c) => nema(c.part, c.part.startsWith("23") ? 1.2 : /2408/.test(c.part) ? 0.9 : 1, /T8/.test(c.part))],
  [
    /^28BYJ-48 /,
    () =>
      circle(200, 230, 120, METAL) +
      circle(200, 230, 80, "#2563eb") +
      rect(80, 90, 240, 30, METAL, 8) +
      circle(200, 130, 16, "#d4b25a") +
      lead(200, 350, 380, 380, "#2563eb", 10) +
      board(360, 200, 200, 180, PCB.green) +
      chip(400, 240, 120, 40, "ULN2003", "dip") +
      marks(390, 320, 4, 30, 0.1, "#ef4444", 14, false, true),
  ],
  [
    /^A2212-1000KV |^2205-2300KV /,
    (c) => outrunner(c.part.startsWith("2205") ? 0.8 : 1, c.part.startsWith("2205") ? "#b3261e" : "#1b1d20", c.part.replace("-", " ")),
  ],
  [
    /^A2212-ESC-COMBO /,
    () =>
      `<g transform="translate(-90 0)">${outrunner(0.85, "#1b1d20", "A2212")}</g>` +
      rect(380, 170, 180, 90, "#2563eb", 14) +
      label("30A ESC", 470, 215, 30, "#fff"),
  ],
  [
    /^1045-PROP /,
    () =>
      `<path d="M300 220C200 160 80 170 40 200C80 230 200 240 300 220C400 200 520 210 560 240C520 270 400 280 300 220z" fill="#1b1d20"/>` +
      circle(300, 220, 24, "#555") +
      `<path d="M300 340C200 300 100 320 60 340C100 370 200 370 300 340z" fill="#f97316"/>` +
      label("10 x 4.5", 300, 130, 34, "#1f2937"),
  ],
  // Wheels and couplings
  [
    /^WHEEL-65-BO /,
    () =>
      circle(300, 220, 180, "#1b1d20") +
      circle(300, 220, 168, "none", ` stroke="#3a3d42" stroke-width="16" stroke-dasharray="10 14"`) +
      circle(300, 220, 110, "#f2c200") +
      circle(300, 220, 30, "#e0b000") +
      rect(290, 205, 20, 30, "#555", 2),
  ],
  [
    /^CASTER-BALL /,
    () =>
      rect(160, 100, 280, 60, "#1b1d20", 8) +
      circle(190, 130, 14, "#555") +
      circle(410, 130, 14, "#555") +
      rect(230, 160, 140, 100, "#1b1d20", 10) +
      circle(300, 280, 80, METAL) +
      circle(275, 255, 20, "#fff", ` opacity=".6"`),
  ],
  [
    /^MECANUM-60 /,
    () =>
      circle(300, 220, 160, "#2d3138") +
      marks(160, 80, 6, 58, 34, "#f2c200", 60, false, false, [[160, 360]]) +
      `<g transform="rotate(45 300 220)">${rect(140, 200, 320, 40, "#f2c200", 18)}</g>` +
      circle(300, 220, 50, METAL),
  ],
  [
    /^COUPLER-(\d)mm to (\d)mm /,
    (c) =>
      rect(190, 120, 220, 200, METAL, 20) +
      `<path d="M230 120v200M270 120v200M330 120v200M370 120v200" stroke="#8a9099" stroke-width="8"/>` +
      circle(300, 220, 30, "#555") +
      label(c.part.slice(8).replace(" to ", " > "), 300, 370, 34, "#1f2937"),
  ],
  [
    /^TRACK-SET /,
    () =>
      rect(60, 120, 480, 200, "#1b1d20", 100) +
      rect(90, 150, 420, 140, "#3a3d42", 70) +
      marks(80, 130, 16, 28, 14, "#555", 20, false, false, [[80, 310]]) +
      circle(160, 220, 50, "#f2c200") +
      circle(440, 220, 50, "#f2c200") +
      circle(300, 240, 30, "#6b7280"),
  ],
  // Adapters and power supplies
  [
    /^SMPS-(\d+)V-(\d+)A /,
    (c) =>
      rect(40, 100, 520, 260, METAL, 6) +
      marks(80, 140, 18, 24, 10, "#8a9099", 120) +
      rect(40, 300, 520, 60, "#1b1d20", 2) +
      marks(60, 330, 9, 54, 0.1, METAL, 30, false, true) +
      sticker(320, 120, 220, 60, c.part.slice(5).replace("-", " ")),
  ],
  [/^ADAPTER-(\d+V \d+A) /, (c) => shapeSvg("adapter", c.colors) + sticker(160, 140, 210, 70, c.part.slice(8))],
  [
    /^ADAPTER-5V3A-C /,
    () =>
      rect(150, 70, 230, 220, "#f1f1ee", 24, ` stroke="#d1d5db" stroke-width="4"`) +
      rect(200, 30, 24, 50, METAL) +
      rect(306, 30, 24, 50, METAL) +
      lead(265, 290, 500, 300, "#f1f1ee", 14) +
      usbC(486, 250) +
      label("5V 3A", 265, 190, 40, "#1f2937"),
  ],
  [/^CCFS-SN01 /, () => charger("#f5f5f5", ["C"], "20W")],
  [/^CCGP120201 /, () => charger("#2d3138", ["C", "C", "A"], "65W")],
  [/^MDY-11-EZ /, () => charger("#f5f5f5", ["A"], "33W") + lead(430, 240, 560, 380, "#f5f5f5", 12) + usbC(545, 360)],
  [/^A8853 /, () => cable("#2d3138", "c", "c")],
  [/^USB-AB-30 /, () => cable("#2563eb", "a", "b")],
  [/^USB-MICRO-1M /, () => cable("#1b1d20", "a", "micro")],
  // Power banks, watches
  [/^PB100LZM /, () => powerBank("#1b1d20", "Redmi", "10000mAh")],
  [/^PLM18ZM /, () => powerBank("#f1f1ee", "Mi", "20000mAh", 1.15)],
  [/^PPDML-I /, () => powerBank("#1f3f8a", "Baseus", "10000mAh", 1, "87%")],
  [/^PPAD000101 /, () => powerBank("#2d3138", "Baseus Adaman", "20000mAh", 1.15, "65W")],
  [/^A1246 /, () => powerBank("#1b1d20", "ANKER", "PD 25W", 0.95)],
  [
    /^PB-MAG-5000 /,
    () =>
      rect(170, 60, 260, 330, "#c7b8e0", 40) + circle(300, 225, 90, "none", ` stroke="#f5f5f5" stroke-width="12"`) + label("5000mAh", 300, 350, 26, "#3b2a5a"),
  ],
  [/^M2345B1 |^M2239B1 /, (c) => band(c.part === "M2345B1" ? "#1b1d20" : "#f2c94c", c.part === "M2345B1" ? "Band 9" : "Band 8")],
  [/^M2315W1 /, () => watch("#1b1d20", true, "Redmi Watch 4")],
  [/^T500 /, () => watch("#6b7280", true, "T500")],
  [/^LS05 /, () => watch("#1b1d20", false, "LS05")],
  // USB gadgets and audio
  [/^CAHUB-CY01 /, () => rect(60, 180, 480, 80, "#2d3138", 20) + marks(110, 205, 4, 100, 60, "#1f4fa8", 20) + lead(60, 220, 10, 380, "#2d3138", 10)],
  [
    /^USB-FAN /,
    () =>
      usbA(60, 380) +
      `<path d="M80 380C80 250 200 250 220 150" stroke="#2d3138" stroke-width="18" fill="none"/>` +
      circle(300, 130, 110, "#e5e7eb", ` stroke="#9aa0a6" stroke-width="6"`) +
      `<path d="M300 130l-60-70a90 90 0 0 1 120 0zM300 130l80 40a90 90 0 0 1-60 90zM300 130l-80 40a90 90 0 0 0 60 90z" fill="#38bdf8"/>`,
  ],
  [/^USB-LED /, () => usbA(60, 200) + rect(138, 200, 400, 40, "#f1f1ee", 16) + marks(170, 220, 8, 44, 20, "#fde68a", 16)],
  [/^OTG-C /, () => rect(180, 170, 200, 100, METAL, 16) + rect(200, 190, 140, 60, "#1b1d20", 6) + rect(220, 205, 100, 16, "#1f4fa8", 3) + usbC(380, 196)],
  [
    /^SPK-3W-8R /,
    () => circle(300, 220, 170, METAL) + circle(300, 220, 140, "#1b1d20") + circle(300, 220, 60, "#3a3d42") + label("3W 8Ω", 300, 420, 26, "#1f2937"),
  ],
  [/^MDZ-36-DB /, () => rect(100, 110, 400, 230, "#2d3138", 110) + marks(160, 150, 14, 20, 8, "#1b1d20", 150) + label("mi", 300, 380, 26, "#1f2937")],
  // Soldering
  [/^FX888D-23BY /, () => station("#2563eb", "350", "#f2c200")],
  [/^SS-936 /, () => station("#1b1d20", null, "#1b1d20")],
  [/^FX600-02 /, () => iron("#1b1d20", "#f2c200", true)],
  [/^IRON-60W-ADJ /, () => iron("#2563eb", "#f1f1ee", false)],
  [
    /^T18-C2 /,
    () => `<path d="M80 200h320l140 20-140 20H80z" fill="${METAL}"/>` + rect(80, 190, 120, 60, "#6b7280", 6) + label("T18-C2", 300, 320, 40, "#1f2937"),
  ],
  [
    /^SOLDER-63-37-100G /,
    () =>
      circle(300, 210, 170, "#1f2937") +
      circle(300, 210, 150, "none", ` stroke="#c9ccd1" stroke-width="60"`) +
      circle(300, 210, 40, "#f1f1ee") +
      label("Sn63 Pb37", 300, 210, 26, "#1f2937", 70) +
      lead(440, 260, 560, 420, METAL, 6),
  ],
  [/^FLUX-50G /, () => rect(160, 120, 280, 200, METAL, 30) + rect(150, 110, 300, 60, "#f2c200", 20) + label("FLUX", 300, 250, 50, "#1f2937")],
  [
    /^DESOLDER-PUMP /,
    () => rect(120, 190, 300, 60, "#2563eb", 30) + rect(420, 205, 120, 30, "#f1f1ee", 10) + rect(40, 200, 80, 40, METAL, 6) + circle(230, 190, 16, "#1b1d20"),
  ],
  [
    /^WICK-2MM /,
    () => circle(300, 220, 130, "#2563eb") + circle(300, 220, 90, "#c2410c") + circle(300, 220, 40, "#f1f1ee") + lead(390, 300, 560, 400, "#c2410c", 16),
  ],
  [
    /^HELPING-HANDS /,
    () =>
      rect(160, 360, 280, 50, "#1b1d20", 8) +
      `<path d="M220 360V200L120 120M380 360V200L480 120" stroke="${METAL}" stroke-width="10" fill="none"/>` +
      rect(90, 100, 50, 24, "#dc2626", 4) +
      rect(460, 100, 50, 24, "#dc2626", 4) +
      circle(300, 160, 80, "#dbeafe", ` stroke="#1b1d20" stroke-width="10" opacity=".9"`),
  ],
  [
    /^IRON-STAND /,
    () =>
      rect(120, 340, 360, 70, "#1b1d20", 10) +
      `<path d="M230 340L380 140" stroke="#9aa0a6" stroke-width="60" stroke-dasharray="8 10"/>` +
      rect(150, 350, 120, 50, "#f2c200", 6),
  ],
  // Meters
  [/^UT33D\+ /, () => multimeter("#d9481c", "0.000", "UT33D+", 240)],
  [/^UT89X /, () => multimeter("#d9481c", "6000", "UT89X", 280)],
  [/^UT61E\+ /, () => multimeter("#c2410c", "22.000", "UT61E+", 300)],
  [/^UT210E /, () => clampMeter()],
  [/^UT120C /, () => multimeter("#d9481c", "600.0", "UT120C", 180)],
  [/^DT830D /, () => multimeter("#f2c200", "1999", "DT830D", 240)],
  [
    /^LCR-T4 /,
    () =>
      board(100, 80, 400, 280, PCB.blue) +
      screen(130, 100, 220, 150, "#65a30d") +
      rect(380, 120, 90, 110, "#16a34a", 4) +
      rect(392, 140, 66, 40, METAL, 2) +
      button(400, 280) +
      label("LCR-T4", 240, 310, 24, WHITE_TEXT),
  ],
  [
    /^PSU-3010D /,
    () =>
      rect(60, 60, 480, 320, "#e5e7eb", 14, ` stroke="#9aa0a6" stroke-width="4"`) +
      rect(90, 90, 160, 70, "#0b1020", 4) +
      label("30.00", 170, 125, 40, "#ef4444") +
      rect(290, 90, 160, 70, "#0b1020", 4) +
      label("10.00", 370, 125, 40, "#22c55e") +
      circle(170, 250, 40, "#1b1d20") +
      circle(370, 250, 40, "#1b1d20") +
      circle(150, 340, 16, "#dc2626") +
      circle(220, 340, 16, "#1b1d20"),
  ],
  [
    /^LA-24M8 /,
    () =>
      rect(170, 140, 260, 160, "#c9ccd1", 20) +
      label("LOGIC", 300, 200, 34, "#1f2937") +
      label("24MHz 8CH", 300, 250, 24, "#1f2937") +
      header(430, 160, 8, { vertical: true, female: true }) +
      microUsb(150, 196),
  ],
  [
    /^DSO138 /,
    () =>
      board(40, 60, 520, 320, PCB.blue) +
      screen(70, 90, 300, 220, "#0b1020") +
      `<path d="M90 200l30-60 30 120 30-120 30 120 30-120 30 60 30-60" stroke="#facc15" stroke-width="5" fill="none"/>` +
      marks(420, 120, 4, 54, 0.1, METAL, 34, true, true) +
      rect(420, 330, 80, 30, "#1b1d20", 4),
  ],
  [
    /^USB-TESTER /,
    () =>
      rect(170, 130, 260, 180, "#1b1d20", 14) +
      rect(200, 160, 150, 110, "#0b1020", 4) +
      label("5.12V", 275, 195, 34, "#38bdf8") +
      label("1.02A", 275, 240, 34, "#facc15") +
      usbA(430, 180, true) +
      usbC(136, 196),
  ],
  [/^858D /, () => station("#2d3138", "350", "#1b1d20") + circle(560, 90, 26, METAL)],
  [
    /^ESD-MAT /,
    () =>
      `<path d="M60 120h480v240H60z" fill="#2563eb"/>` +
      rect(80, 140, 440, 200, "#3b82f6", 6) +
      circle(470, 320, 20, METAL) +
      lead(470, 320, 580, 420, "#1b1d20", 6) +
      circle(140, 390, 30, "none", ` stroke="#1b1d20" stroke-width="10"`),
  ],
  // Hand tools
  [/^CHP-170 /, () => pliers("#f2c200", METAL)],
  [
    /^STRIPPER-AUTO /,
    () => rect(120, 200, 360, 70, "#dc2626", 20) + rect(120, 140, 360, 50, "#1b1d20", 20) + rect(60, 160, 80, 80, METAL, 6) + circle(420, 235, 14, "#1b1d20"),
  ],
  [/^PLIERS-6 /, () => pliers("#dc2626", "#6b7280", true)],
  [
    /^MJJLLSD002QW /,
    () =>
      rect(100, 80, 400, 280, "#9aa0a6", 20) +
      marks(140, 130, 12, 28, 16, "#2d3138", 30, false, false, [
        [140, 180],
        [140, 230],
      ]) +
      rect(150, 280, 300, 40, "#1b1d20", 20) +
      label("24 in 1", 300, 390, 28, "#1f2937"),
  ],
  [/^TWEEZERS-6 /, () => marks(110, 60, 6, 70, 12, METAL, 320, false) + label("ESD x 6", 300, 410, 28, "#1f2937")],
  [/^SN-28B /, () => pliers("#2563eb", "#6b7280", false, true)],
  [
    /^GLUE-GUN-20W /,
    () =>
      `<path d="M120 120h300l40 40v40H120z" fill="#2563eb"/><path d="M230 200l-50 200h80l40-200z" fill="#1b1d20"/>` +
      rect(460, 170, 90, 16, METAL, 6) +
      marks(60, 130, 1, 1, 60, "#f1f1ee", 30),
  ],
  [
    /^CALIPER-150 /,
    () =>
      rect(40, 120, 520, 50, METAL, 4) +
      marks(60, 125, 40, 12, 2, "#1b1d20", 16) +
      rect(120, 100, 200, 160, "#2d3138", 10) +
      rect(140, 120, 120, 50, "#c7d2b8", 4) +
      label("12.34", 200, 145, 30, "#1f2328") +
      `<path d="M120 260v120h40v-120M320 260v120h-40v-120" fill="${METAL}"/>`,
  ],
  // Breadboards and wires
  [/^MB-102 /, () => shapeSvg("breadboard", { bg: "", accent: "", pcb: "" }) + label("830", 300, 410, 30, "#1f2937")],
  [
    /^BB-400 /,
    () => `<g transform="translate(150 40) scale(.5 1)">${shapeSvg("breadboard", { bg: "", accent: "", pcb: "" })}</g>` + label("400", 300, 410, 30, "#1f2937"),
  ],
  [/^BB-170 /, () => marks(130, 130, 2, 220, 130, "#f1f1ee", 170) + marks(150, 140, 2, 220, 4, "#9aa0a6", 120) + label("170 x 2", 300, 410, 30, "#1f2937")],
  [
    /^MB102-PSU /,
    () =>
      board(120, 120, 360, 200, PCB.black) +
      barrel(110, 180) +
      usbA(240, 112) +
      header(200, 300, 4) +
      header(380, 300, 4) +
      header(340, 160, 3, { rows: 2 }) +
      marks(200, 160, 2, 30, 14, "#22c55e", 14) +
      rect(400, 200, 50, 30, "#f1f1ee", 3),
  ],
  [/^JUMPER-(MM|MF|FF) /, (c) => jumperWires(c.part.slice(7, 8) === "M", c.part.slice(8, 9) === "M")],
  [
    /^JUMPER-U-140 /,
    () =>
      rect(100, 80, 400, 280, "#e5e7eb", 10, ` stroke="#9aa0a6" stroke-width="4"`) +
      marks(130, 110, 7, 50, 40, "#dc2626", 60, false, false, [[130, 190]]) +
      marks(130, 270, 7, 50, 40, "#2563eb", 60),
  ],
  [
    /^WIRE-22AWG-KIT /,
    () =>
      ["#dc2626", "#1b1d20", "#f59e0b", "#16a34a", "#2563eb", "#f1f1ee"]
        .map(
          (col, i) =>
            circle(120 + (i % 3) * 180, 140 + Math.floor(i / 3) * 170, 70, col) + circle(120 + (i % 3) * 180, 140 + Math.floor(i / 3) * 170, 20, "#9aa0a6"),
        )
        .join(""),
  ],
];

/** A clear compartment box of assorted parts: 4 x 3 compartments, each holding a few of `glyph` in `colors`. */
function assortment(glyph: (x: number, y: number, color: string) => string, colors: string[], text: string) {
  let s = rect(60, 50, 480, 330, "#dbe4ee", 14, ` stroke="#94a3b8" stroke-width="6"`);
  for (let i = 0; i < 12; i++) {
    const x = 80 + (i % 4) * 114;
    const y = 70 + Math.floor(i / 4) * 100;
    s += rect(x, y, 104, 90, "#f8fafc", 6) + glyph(x + 52, y + 45, colors[i % colors.length]);
  }
  return s + label(text, 300, 410, 28, "#1f2937");
}

const ASSORTED: Record<string, (x: number, y: number, color: string) => string> = {
  resistor: (x, y, c) =>
    `<path d="M${x - 40} ${y}h80" stroke="#9aa0a6" stroke-width="4"/>` + rect(x - 22, y - 10, 44, 20, "#e8d3a8", 9) + rect(x - 8, y - 10, 6, 20, c, 0),
  trimmer: (x, y, c) => rect(x - 17, y - 17, 34, 34, c) + circle(x, y, 9, "#e5e7eb"),
  elcap: (x, y, c) => rect(x - 16, y - 30, 32, 60, c, 6) + rect(x + 6, y - 30, 8, 60, "#cbd5e1", 0),
  ceramic: (x, y, c) => circle(x, y, 20, c),
  diode: (x, y, c) =>
    `<path d="M${x - 40} ${y}h80" stroke="#9aa0a6" stroke-width="4"/>` + rect(x - 20, y - 9, 40, 18, c, 8) + rect(x + 10, y - 9, 5, 18, METAL, 0),
  to92: (x, y) =>
    `<path d="M${x - 18} ${y - 20}h36v36h-36z" fill="#1b1d20"/><path d="M${x - 10} ${y + 16}v24M${x} ${y + 16}v24M${x + 10} ${y + 16}v24" stroke="${METAL}" stroke-width="4"/>`,
  led: (x, y, c) => `<path d="M${x - 16} ${y + 20}V${y - 10}a16 16 0 0 1 32 0V${y + 20}z" fill="${c}"/>`,
  housing: (x, y, c) => rect(x - 30, y - 14, 60, 28, c, 3) + marks(x - 24, y, 4, 14, 6, "#64748b", 8),
};

const KIT_RULES: Rule[] = [
  [/^RES-KIT-600 /, () => assortment(ASSORTED.resistor, ["#7c4a1e", "#d62828", "#f77f00", "#f2c200", "#2a9d2a", "#1d4ed8"], "30 VALUES, 600 PCS")],
  [/^3296W-KIT /, () => assortment(ASSORTED.trimmer, ["#2563eb"], "3296W TRIMMERS x 13")],
  [/^ELCAP-KIT /, () => assortment(ASSORTED.elcap, ["#1f3f8a", "#1b1d20"], "12 VALUES, 120 PCS")],
  [/^CER-KIT /, () => assortment(ASSORTED.ceramic, ["#d9822b", "#c2410c", "#e0a050"], "30 VALUES, 300 PCS")],
  [/^DIODE-KIT /, () => assortment(ASSORTED.diode, ["#1b1d20", "#e76f2e"], "8 TYPES, 100 PCS")],
  [/^TRANS-KIT /, () => assortment(ASSORTED.to92, ["#1b1d20"], "17 TYPES, 200 PCS")],
  [/^LED-KIT-100 /, () => assortment(ASSORTED.led, ["#e11d2a", "#16a34a", "#2563eb", "#facc15", "#e5e7eb"], "5 COLOURS, 100 PCS")],
  [/^JST-XH-KIT /, () => assortment(ASSORTED.housing, ["#f5f5f0"], "JST-XH 230 PCS")],
  [/^DUPONT-KIT /, () => assortment(ASSORTED.housing, ["#1b1d20"], "DUPONT 620 PCS")],
  [
    /^KIT-UNO-BASIC /,
    () =>
      kitBox(
        "#00878f",
        miniBoard(90, 110, PCB.teal, "UNO") + miniBreadboard(250, 100) + miniLeds(440, 120) + miniSensors(250, 230, 3) + miniLeds(440, 220),
        "UNO BASIC KIT",
      ),
  ],
  [
    /^KIT-UNO-ULTIMATE /,
    () =>
      kitBox(
        "#1f2937",
        miniBoard(90, 110, PCB.teal, "UNO") +
          miniBreadboard(250, 100) +
          rect(440, 100, 80, 90, PCB.blue, 6) +
          rect(450, 110, 60, 60, "none", 10, ` stroke="${GOLD}" stroke-width="5"`) +
          miniServo(90, 250) +
          rect(190, 230, 150, 70, PCB.green, 4) +
          rect(200, 240, 130, 40, "#2f80ed", 2) +
          miniSensors(370, 230, 3),
        "ULTIMATE KIT + RFID",
      ),
  ],
  [
    /^K000007 /,
    () =>
      kitBox(
        "#00878f",
        miniBoard(90, 110, PCB.teal, "ARDUINO") +
          rect(250, 100, 160, 210, "#f5f0e0", 6) +
          label("Projects Book", 330, 200, 20, "#00878f", 140) +
          miniBreadboard(420, 100, 100) +
          miniLeds(90, 250),
        "ARDUINO STARTER KIT",
      ),
  ],
  [/^KS0068 /, () => kitBox("#2563eb", miniSensors(90, 110, 8) + miniSensors(90, 250, 8, PCB.red), "37 IN 1 SENSOR KIT")],
  [/^KIT-45-SENSOR /, () => kitBox("#7c3aed", miniSensors(90, 110, 9) + miniSensors(90, 250, 9, PCB.black), "45 IN 1 SENSOR KIT")],
  [
    /^KIT-MEGA /,
    () =>
      kitBox(
        "#1456b8",
        miniBoard(90, 110, PCB.blue, "MEGA", 200) + miniBreadboard(320, 100) + miniServo(90, 250) + rect(190, 230, 150, 70, PCB.green, 4) + miniLeds(380, 240),
        "MEGA 2560 KIT",
      ),
  ],
  [
    /^KIT-ESP32 /,
    () =>
      kitBox(
        "#25282c",
        miniBoard(90, 120, PCB.black, "ESP32", 180, 70) +
          miniBreadboard(300, 100) +
          rect(90, 230, 90, 70, "#0b1020", 6) +
          rect(200, 230, 70, 70, PCB.blue, 6) +
          miniServo(300, 240) +
          rect(400, 230, 110, 70, PCB.blue, 4),
        "ESP32 STARTER KIT",
      ),
  ],
  [/^CHASSIS-2WD /, () => robotCar(2, "")],
  [/^CHASSIS-4WD /, () => robotCar(4, rect(170, 90, 260, 170, "#f5d76e", 20, ` opacity=".6"`))],
  [
    /^KIT-LFR /,
    () =>
      robotCar(
        2,
        rect(180, 40, 240, 50, PCB.blue, 6) +
          marks(200, 65, 5, 44, 20, "#1b1d20", 20) +
          rect(230, 140, 140, 50, PCB.blue, 6) +
          label("NANO", 300, 165, 20, "#fff"),
      ),
  ],
  [/^KIT-BT-CAR /, () => robotCar(4, miniBoard(230, 110, PCB.teal, "UNO", 140, 90) + rect(180, 220, 60, 40, PCB.blue, 4) + rect(360, 220, 80, 50, PCB.red, 4))],
  [
    /^KIT-OAR /,
    () =>
      robotCar(
        2,
        rect(200, 40, 200, 60, PCB.blue, 6) + circle(250, 60, 22, METAL) + circle(350, 60, 22, METAL) + miniBoard(235, 130, PCB.teal, "UNO", 130, 80),
      ),
  ],
  [/^KS0470 /, () => robotCar(4, rect(180, 100, 240, 160, "#1456b8", 14) + label("keyestudio", 300, 180, 24, "#fff"), "#1456b8")],
  [/^KIT-MECANUM /, () => robotCar(4, miniBoard(240, 130, PCB.black, "ESP32", 120, 80), "#2d3138", "#f2c200", "#1b1d20")],
  [/^ARM-4DOF /, () => arm("#f59e0b", true)],
  [/^ARM-6DOF /, () => arm(METAL, false)],
  [
    /^KIT-IOT-8266 /,
    () =>
      kitBox(
        "#0f7c8a",
        miniBoard(90, 120, PCB.black, "NodeMCU", 180, 70) +
          rect(300, 110, 90, 80, "#0b1020", 6) +
          rect(410, 110, 100, 80, PCB.blue, 4) +
          miniSensors(90, 230, 4) +
          miniBreadboard(300, 220),
        "IOT KIT (NodeMCU)",
      ),
  ],
  [
    /^KIT-HOME-ESP32 /,
    () =>
      kitBox(
        "#0f7c8a",
        miniBoard(90, 110, PCB.black, "ESP32", 160, 80) +
          rect(280, 100, 240, 120, PCB.blue, 6) +
          marks(300, 130, 4, 56, 44, "#2563eb", 60) +
          label("4 RELAY", 400, 200, 18, "#fff"),
        "SMART HOME KIT",
      ),
  ],
  [
    /^KIT-PLANT /,
    () =>
      kitBox(
        "#2e7d32",
        `<path d="M110 110h40v150l-20 30-20-30z" fill="#1b1d20"/>` +
          rect(180, 120, 90, 70, "#1b1d20", 10) +
          lead(225, 190, 300, 300, "#cce4f0", 10) +
          rect(300, 110, 120, 90, PCB.blue, 6) +
          circle(470, 230, 50, "#2e7d32"),
        "PLANT WATERING KIT",
      ),
  ],
  [
    /^KIT-RPI4-4GB /,
    () =>
      kitBox(
        "#c51a4a",
        `<g transform="translate(80 90) scale(.42)">${raspberryPi("BCM2711", "4GB", false)}</g>` +
          rect(330, 110, 100, 100, "#f1f1ee", 14) +
          rect(450, 110, 60, 90, "#e11d2a", 8) +
          rect(330, 240, 180, 60, "#e5e7eb", 10),
        "PI 4 STARTER KIT",
      ),
  ],
  [
    /^KIT-LORA /,
    () =>
      kitBox(
        "#1b1d20",
        miniBoard(90, 110, PCB.black, "ESP32", 150, 70) +
          miniBoard(90, 220, PCB.black, "ESP32", 150, 70) +
          rect(300, 110, 90, 90, PCB.green, 6) +
          rect(300, 220, 90, 90, PCB.green, 6) +
          label("Ra-02", 345, 155, 18, "#fff") +
          label("Ra-02", 345, 265, 18, "#fff"),
        "LORA KIT x 2",
      ),
  ],
  [
    /^KIT-SOLAR-CAR /,
    () =>
      rect(150, 100, 300, 140, "#1e3a8a", 6) +
      marks(165, 170, 7, 40, 36, "#3b5bbd", 120) +
      rect(140, 250, 320, 40, "#f59e0b", 6) +
      circle(190, 320, 50, "#1b1d20") +
      circle(410, 320, 50, "#1b1d20"),
  ],
  [
    /^KIT-DUSTBIN /,
    () =>
      `<path d="M180 150h240l-30 260H210z" fill="#6b7280"/>` +
      `<path d="M160 150L420 70" stroke="#4b5563" stroke-width="26" stroke-linecap="round"/>` +
      rect(230, 220, 140, 60, PCB.blue, 6) +
      circle(270, 250, 20, METAL) +
      circle(330, 250, 20, METAL),
  ],
  [
    /^KIT-GAS-ALARM /,
    () =>
      board(80, 110, 260, 240, PCB.blue) +
      circle(210, 200, 70, METAL) +
      label("MQ-2", 210, 200, 28, "#1f2937") +
      circle(440, 170, 60, "#1b1d20") +
      circle(440, 300, 30, "#ef4444") +
      lead(340, 230, 380, 170, DARK, 6),
  ],
  [
    /^KIT-FIRE-ROBOT /,
    () =>
      robotCar(
        4,
        rect(250, 30, 100, 60, "#ef4444", 8) + `<path d="M300 10c20 30 10 40 0 50c-10-10-20-20 0-50z" fill="#f59e0b"/>` + circle(300, 170, 50, "#cbd5e1"),
      ),
  ],
  [
    /^KIT-STREET-LIGHT /,
    () =>
      rect(100, 360, 400, 40, "#6b7280", 6) +
      `<path d="M180 360V120h90M420 360V120h-90" stroke="#374151" stroke-width="16" fill="none"/>` +
      circle(270, 130, 22, "#fde68a") +
      circle(330, 130, 22, "#fde68a") +
      circle(300, 300, 26, "#e8d3a8"),
  ],
  [
    /^KIT-WATER-LEVEL /,
    () =>
      rect(120, 60, 220, 330, "#cce4f0", 14, ` stroke="#64748b" stroke-width="8"`) +
      rect(128, 200, 204, 182, "#38bdf8", 8) +
      marks(380, 100, 4, 80, 0.1, "#22c55e", 36, true, true) +
      circle(490, 330, 40, "#1b1d20"),
  ],
  [
    /^KIT-SOLDER-PRACTICE /,
    () =>
      board(100, 80, 400, 280, PCB.green) +
      chip(250, 190, 100, 50, "NE555", "dip") +
      marks(150, 120, 6, 60, 0.1, "#ef4444", 30, false, true) +
      capTop(180, 300, 30) +
      capTop(420, 300, 30),
  ],
  [
    /^KIT-HYDRAULIC-ARM /,
    () =>
      rect(140, 360, 320, 50, "#c8a26b", 6) +
      `<path d="M300 360V220L420 120L500 160" stroke="#c8a26b" stroke-width="34" fill="none" stroke-linejoin="round"/>` +
      rect(180, 150, 30, 200, "#dbeafe", 8, ` stroke="#64748b" stroke-width="4"`) +
      lead(195, 150, 380, 150, "#38bdf8", 6),
  ],
];

/** Robotic arm: base, two links and a gripper. */
function arm(color: string, acrylic: boolean) {
  return (
    rect(170, 360, 260, 50, color, 10) +
    `<path d="M300 360V230L440 120" stroke="${color}" stroke-width="${acrylic ? 40 : 30}" fill="none" stroke-linejoin="round"${acrylic ? ` opacity=".85"` : ""}/>` +
    `<path d="M440 120l60-40M440 120l70 10" stroke="${color}" stroke-width="16"/>` +
    (acrylic ? marks(270, 300, 3, 90, 50, "#2563eb", 40) : circle(300, 230, 24, "#1b1d20") + circle(440, 120, 20, "#1b1d20"))
  );
}

/** Servo: body colour, mounting ears, horn; scaled by size. */
function servo(body: string, text: string, scale: number, horn = "#f5f5f2") {
  return (
    `<g transform="translate(300 220) scale(${scale}) translate(-300 -220)">` +
    lead(300, 340, 420, 410, "#8b5a2b", 7) +
    lead(310, 340, 425, 400, "#dc2626", 7) +
    lead(320, 340, 430, 390, "#f59e0b", 7) +
    rect(110, 190, 380, 34, body, 8) +
    rect(160, 130, 280, 210, body, 14) +
    rect(180, 96, 130, 50, body, 22) +
    rect(130, 64, 230, 34, horn, 17) +
    circle(245, 81, 14, "#d1d5db") +
    (text ? label(text, 300, 250, 34, "#f4f4f0", 250) : "") +
    `</g>`
  );
}

/** NEMA stepper seen from the front: square black body, silver end caps, shaft; lead screw if any. */
function nema(text: string, scale: number, leadScrew: boolean) {
  return (
    `<g transform="translate(300 220) scale(${scale}) translate(-300 -220)">` +
    rect(160, 80, 280, 280, "#1b1d20", 20) +
    rect(160, 80, 280, 40, METAL, 10) +
    rect(160, 320, 280, 40, METAL, 10) +
    circle(300, 220, 60, "#2d3138", ` stroke="#8a9099" stroke-width="6"`) +
    circle(300, 220, 14, METAL) +
    label(text, 300, 300, 28, "#d5d8dc", 240) +
    `</g>` +
    (leadScrew ? `<path d="M300 220L580 40" stroke="${METAL}" stroke-width="16" stroke-dasharray="6 4"/>` : "")
  );
}

/** Brushless outrunner: a bell with vents on a cross mount. */
function outrunner(scale: number, bell: string, text: string) {
  return (
    `<g transform="translate(300 200) scale(${scale}) translate(-300 -200)">` +
    rect(150, 300, 300, 30, METAL, 6) +
    rect(190, 100, 220, 200, bell, 20) +
    marks(210, 150, 6, 34, 20, "#b87333", 60) +
    rect(290, 40, 20, 70, METAL, 4) +
    lead(410, 290, 560, 380, "#dc2626", 6) +
    `</g>` +
    label(text, 300, 400, 30, "#1f2937")
  );
}

/** Wall charger with its ports. */
function charger(body: string, ports: string[], watts: string) {
  let s = rect(170, 80, 260, 260, body, 40, ` stroke="#d1d5db" stroke-width="4"`) + rect(230, 30, 24, 60, METAL) + rect(346, 30, 24, 60, METAL);
  ports.forEach((p, i) => (s += p === "C" ? rect(220 + i * 60, 250, 40, 20, "#555", 10) : rect(220 + i * 60, 240, 40, 50, "#1f4fa8", 4)));
  return s + label(watts, 300, 170, 50, body === "#f5f5f5" ? "#1f2937" : "#f5f5f5");
}

/** A coiled USB cable with its two ends. */
function cable(color: string, a: "a" | "c", b: "b" | "c" | "micro") {
  const end = (t: string, x: number, y: number) =>
    t === "a" ? usbA(x, y) : t === "b" ? usbB(x, y - 20) : t === "c" ? usbC(x + 20, y - 4) : microUsb(x + 20, y - 4);
  return (
    circle(300, 220, 120, "none", ` stroke="${color}" stroke-width="16"`) +
    circle(300, 220, 90, "none", ` stroke="${color}" stroke-width="16"`) +
    lead(180, 220, 60, 360, color, 16) +
    lead(420, 220, 520, 360, color, 16) +
    rect(30, 340, 70, 40, color, 8) +
    rect(490, 340, 70, 40, color, 8) +
    end(a, 20, 380) +
    end(b, 470, 380)
  );
}

function powerBank(body: string, text: string, cap: string, scale = 1, screenText = "") {
  return (
    `<g transform="translate(300 220) scale(${scale} 1) translate(-300 -220)">${rect(170, 40, 260, 360, body, 36)}</g>` +
    rect(240, 20, 40, 30, "#555", 4) +
    rect(320, 24, 40, 20, "#555", 8) +
    label(text, 300, 200, 34, body === "#f1f1ee" ? "#1f2937" : "#f5f5f5", 220) +
    label(cap, 300, 260, 26, body === "#f1f1ee" ? "#4b5563" : "#d1d5db", 220) +
    (screenText ? rect(250, 300, 100, 50, "#0b1020", 6) + label(screenText, 300, 325, 30, "#38bdf8") : marks(260, 340, 4, 24, 0.1, "#38bdf8", 10, false, true))
  );
}

function band(strap: string, text: string) {
  return (
    rect(250, 10, 100, 420, strap, 50) +
    rect(230, 120, 140, 200, "#1b1d20", 70) +
    rect(248, 140, 104, 160, "#0b1020", 52) +
    label("10:09", 300, 210, 30, "#f5f5f5") +
    label(text, 300, 250, 16, "#f59e0b")
  );
}

function watch(strap: string, square: boolean, text: string) {
  return (
    rect(240, 10, 120, 420, strap, 20) +
    (square
      ? rect(190, 110, 220, 240, "#2d3138", 50) + rect(210, 130, 180, 200, "#0b1020", 36)
      : circle(300, 220, 120, "#2d3138") + circle(300, 220, 100, "#0b1020")) +
    label("10:09", 300, 215, 44, "#f5f5f5") +
    label(text, 300, 270, 16, "#38bdf8", 150)
  );
}

function iron(handle: string, grip: string, dial: boolean) {
  return `<g transform="rotate(-20 300 220)">${lead(60, 220, 10, 420, DARK, 10)}${rect(60, 185, 280, 70, handle, 35)}${rect(150, 185, 130, 70, grip, 20)}${dial ? circle(70, 220, 34, "#f2c200") : ""}${rect(340, 205, 150, 30, METAL, 4)}<path d="M490 208L580 220L490 232z" fill="#8a9099"/></g>`;
}

/** Jumper wires: the ends show male pins or female housings. */
function jumperWires(left: boolean, right: boolean) {
  const cols = ["#dc2626", "#f59e0b", "#16a34a", "#2563eb", "#7c3aed", DARK];
  const ends = (x: number, male: boolean, dx: number) => marks(x, 100, 6, 44, 26, DARK, 36, true) + (male ? marks(x + dx, 108, 6, 44, 10, METAL, 6, true) : "");
  return (
    cols
      .map((c, i) => `<path d="M110 ${113 + i * 44}C250 ${40 + i * 60} 350 ${380 - i * 40} 490 ${113 + i * 44}" stroke="${c}" stroke-width="12" fill="none"/>`)
      .join("") +
    ends(92, left, -30) +
    ends(508, right, 30)
  );
}

/** 0.96 inch style OLED module: black glass on a blue/black board, 4-pin header. */
function oled(glow: string, size: string, w = 330, h = 300) {
  const x = 300 - w / 2;
  const y = 220 - h / 2;
  const [top, bottom] = glow.split("|");
  let s = board(x, y, w, h, PCB.blue) + header(300 - 32, y + 8, 4) + rect(x + 10, y + 40, w - 20, h - 80, "#0b1020", 4);
  s += bottom
    ? screenRows(x + 30, y + 60, w - 60, 1, top, 30) + screenRows(x + 30, y + 110, w - 60, 3, bottom, 36)
    : screenRows(x + 30, y + 60, w - 60, 4, top, 40);
  return s + label(`${size} OLED`, 300, y + h - 22, 18, WHITE_TEXT);
}

/** SPI TFT on a red board with an SD slot behind. */
function tft(color: string, w: number, h: number, text: string, glow: string) {
  const x = 300 - w / 2;
  const y = 220 - h / 2;
  return (
    board(x, y, w, h, color) +
    screen(x + 30, y + 20, w - 80, h - 40, glow) +
    header(x + w - 36, y + 30, Math.floor((h - 60) / 16), { vertical: true }) +
    label(text, x + w / 2 - 20, y + h / 2, 30, "#fff")
  );
}

/** 7-segment digits: `count` 8s, lit segments as thick strokes. */
function segments(x: number, y: number, count: number, color: string, pitch = 92, scale = 1) {
  const d = (ox: number) =>
    `M${ox + 10} ${y}h${40 * scale}M${ox + 10} ${y + 60 * scale}h${40 * scale}M${ox + 10} ${y + 120 * scale}h${40 * scale}M${ox} ${y + 8}v${44 * scale}M${ox + 60 * scale} ${y + 8}v${44 * scale}M${ox} ${y + 68 * scale}v${44 * scale}M${ox + 60 * scale} ${y + 68 * scale}v${44 * scale}`;
  return (
    rect(x - 16, y - 20, count * pitch + 10, 160 * scale, "#1b1d20", 4) +
    `<path d="${Array.from({ length: count }, (_, i) => d(x + i * pitch)).join("")}" stroke="${color}" stroke-width="${10 * scale}" stroke-linecap="round"/>`
  );
}

/* ---------- families without a board ---------- */

function component(c: Ctx): string | null {
  const { part } = c;
  if (/^CFR-25-/.test(part)) return resistor(part.slice(7));
  if (/^WH148-/.test(part))
    return (
      rect(180, 150, 240, 140, "#2f7d32", 8) +
      circle(300, 160, 70, METAL) +
      rect(285, 20, 30, 140, METAL, 4) +
      `<path d="M240 290v120M300 290v120M360 290v120" stroke="${METAL}" stroke-width="10"/>` +
      label(part.slice(6), 300, 240, 30, "#fff")
    );
  if (/^ELCAP-\d/.test(part)) return electrolytic(part.slice(6));
  if (/^CER-\d/.test(part)) return ceramicDisc(/\((\d+)\)/.exec(part)?.[1] ?? "22");
  if (/^SUPERCAP/.test(part))
    return (
      rect(180, 100, 240, 240, "#1b1d20", 120) +
      label("5.5V 1F", 300, 220, 40, GOLD) +
      `<path d="M260 330v100M340 330v100" stroke="${METAL}" stroke-width="8"/>`
    );
  if (/^1N4(007|148|733)|^1N5819/.test(part)) return diode(part.replace(/A$/, ""), part === "1N4148" || part === "1N4733A");
  if (/^KBPC/.test(part))
    return (
      rect(150, 90, 300, 260, "#2d3138", 10) + circle(300, 220, 28, "#f1f1ee") + label(part, 300, 320, 28, "#d5d8dc") + marks(170, 110, 2, 220, 40, METAL, 20)
    );
  if (/^(BC5\d\d|2N2222A|2N3904|S8050)$/.test(part)) return to92(part.replace("2N2222A", "2222A"));
  if (/^(TIP120|IRFZ44N|IRF540N|L7805CV|LM317T)$/.test(part)) return to220(part);
  const dips: Record<string, [string, number]> = {
    NE555P: ["NE555P", 8],
    LM358P: ["LM358P", 8],
    "ATMEGA328P-PU": ["ATMEGA328P", 28],
    SN74HC595N: ["74HC595N", 16],
    ULN2003AN: ["ULN2003AN", 16],
    L293D: ["L293D", 16],
    CD4017BE: ["CD4017BE", 16],
    PC817: ["PC817", 4],
    MAX232CPE: ["MAX232CPE", 16],
  };
  if (dips[part]) return dipPackage(dips[part][0], dips[part][1]);
  if (part === "DIP28-SOCKET")
    return (
      rect(60, 150, 480, 130, "#1b1d20", 4) + rect(90, 190, 420, 50, "#2d3138", 2) + marks(76, 166, 14, 32, 12, GOLD, 12) + marks(76, 264, 14, 32, 12, GOLD, 12)
    );
  if (/^LED-5MM-/.test(part)) {
    const col = LED_COLOURS[part.slice(8).toLowerCase()] ?? "#e11d2a";
    return (
      `<path d="M270 300v130M330 300v100" stroke="#9aa0a6" stroke-width="8"/><path d="M210 300V150a90 90 0 0 1 180 0V300z" fill="${col}" opacity=".88"/>` +
      rect(195, 290, 210, 22, col, 4) +
      rect(235, 110, 30, 150, "#fff", 15, ` opacity=".35"`)
    );
  }
  if (part === "LED-RGB-CC")
    return (
      `<path d="M240 300v130M280 300v110M320 300v130M360 300v110" stroke="#9aa0a6" stroke-width="8"/><path d="M210 300V150a90 90 0 0 1 180 0V300z" fill="#eef2f7" opacity=".9"/>` +
      circle(270, 190, 22, "#ef4444") +
      circle(330, 190, 22, "#2563eb") +
      circle(300, 240, 22, "#16a34a")
    );
  if (part === "LED-1W-STAR")
    return (
      `<path d="M300 40l60 110h120l-60 100 60 110h-120l-60 100-60-100h-120l60-110-60-100h120z" fill="${METAL}"/>` +
      circle(300, 250, 60, "#f1f1ee") +
      circle(300, 250, 36, "#fde68a")
    );
  if (/^TACT-6X6/.test(part))
    return (
      rect(200, 120, 200, 200, "#1b1d20", 8) +
      rect(215, 135, 170, 170, METAL, 6) +
      circle(300, 220, 56, "#2d3138") +
      `<path d="M200 150h-50M200 290h-50M400 150h50M400 290h50" stroke="${METAL}" stroke-width="10"/>`
    );
  if (/^TACT-12X12/.test(part))
    return rect(170, 90, 260, 260, "#1b1d20", 8) + rect(185, 105, 230, 230, METAL, 6) + circle(300, 220, 90, "#facc15") + circle(300, 220, 70, "#fde047");
  if (part === "SS12D00")
    return (
      rect(160, 160, 280, 120, METAL, 6) +
      rect(230, 110, 60, 70, "#1b1d20", 4) +
      `<path d="M220 280v100M300 280v100M380 280v100" stroke="${METAL}" stroke-width="10"/>`
    );
  if (part === "KCD1")
    return rect(200, 110, 200, 220, "#1b1d20", 14) + `<path d="M215 130h170l-30 180h-110z" fill="#dc2626"/>` + label("I O", 300, 210, 40, "#fff");
  if (part === "BTN-16-LED")
    return (
      circle(300, 200, 150, METAL, ` stroke="#8a9099" stroke-width="8"`) +
      circle(300, 200, 110, "none", ` stroke="#38bdf8" stroke-width="16"`) +
      circle(300, 200, 90, "#d1d5db")
    );
  if (part === "DIP-8P")
    return rect(90, 140, 420, 160, "#dc2626", 6) + marks(120, 180, 8, 48, 26, "#f5f5f5", 70) + label("ON  1 2 3 4 5 6 7 8", 300, 280, 20, "#fff");
  if (part === "KW12-3")
    return (
      rect(160, 180, 280, 150, "#1b1d20", 8) +
      `<path d="M200 180L470 80" stroke="${METAL}" stroke-width="14"/>` +
      circle(480, 80, 30, "#f1f1ee", ` stroke="#9aa0a6" stroke-width="6"`) +
      `<path d="M200 330v90M300 330v90M400 330v90" stroke="${METAL}" stroke-width="10"/>`
    );
  if (part === "MTS-102")
    return (
      rect(200, 180, 200, 140, "#1b1d20", 8) +
      rect(270, 130, 60, 60, METAL, 6) +
      rect(290, 30, 20, 120, METAL, 8, ` transform="rotate(-18 300 150)"`) +
      `<path d="M240 320v90M300 320v90M360 320v90" stroke="${METAL}" stroke-width="10"/>`
    );
  if (/^HDR-[MF]-40/.test(part))
    return (
      header(40, 200, 33, { female: part[4] === "F" }) +
      (part[4] === "M" ? marks(45, 190, 33, 16, 6, GOLD, 6) : "") +
      label(`40-pin ${part[4] === "M" ? "male" : "female"}`, 300, 300, 32, "#1f2937")
    );
  if (part === "KF301-2P")
    return (
      screws(210, 150, 2) +
      rect(210, 186, 60, 60, "#1e6fd9", 3) +
      screws(310, 150, 2) +
      rect(310, 186, 60, 60, "#1e6fd9", 3) +
      `<path d="M225 246v80M255 246v80M325 246v80M355 246v80" stroke="${METAL}" stroke-width="8"/>`
    );
  if (part === "DC-022")
    return rect(200, 120, 200, 200, "#1b1d20", 8) + circle(300, 220, 60, "#3a3d42") + circle(300, 220, 14, METAL) + rect(180, 300, 240, 30, METAL, 4);
  if (part === "XT60")
    return (
      rect(120, 150, 150, 120, "#f2c200", 20) +
      circle(165, 210, 20, "#b8942e") +
      circle(225, 210, 20, "#b8942e") +
      rect(330, 150, 150, 120, "#f2c200", 20) +
      circle(375, 210, 14, GOLD) +
      circle(435, 210, 14, GOLD) +
      label("XT60", 300, 330, 36, "#1f2937")
    );
  if (part === "USBC-BREAKOUT") return board(200, 140, 200, 160, PCB.black) + usbC(285, 150) + header(220, 270, 10);
  return null;
}

const BRAND_BOARD: Record<string, string> = { adafruit: PCB.black, sparkfun: PCB.red, "seeed-studio": PCB.green, dfrobot: PCB.blue, waveshare: PCB.blue };
const BOARD_CHOICES = [PCB.blue, PCB.purple, PCB.blue, PCB.black, PCB.green, PCB.red];

/** Breakouts as sold: chip marking, board colour, header pins, board width and height. */
const BREAKOUTS: Record<string, [string, string, number, number?, number?]> = {
  BME280: ["BME280", PCB.purple, 6, 280, 250],
  BMP280: ["BMP280", PCB.purple, 6, 240, 300],
  SHT31: ["SHT31", PCB.black, 7, 300, 220],
  "AHT20-BMP280": ["AHT20+BMP280", PCB.blue, 4, 340, 220],
  SGP30: ["SGP30", PCB.black, 4, 240, 240],
  BH1750: ["BH1750", PCB.blue, 5, 260, 200],
  TSL2561: ["TSL2561", PCB.purple, 5, 260, 260],
  BMP180: ["BMP180", PCB.blue, 4, 220, 220],
  MPU6050: ["MPU6050", PCB.blue, 8, 320, 240],
  MPU9250: ["MPU9250", PCB.purple, 10, 340, 250],
  ADXL345: ["ADXL345", PCB.black, 8, 300, 220],
  "2472": ["BNO055", PCB.black, 10, 360, 260],
  QMC5883L: ["QMC5883L", PCB.blue, 5, 260, 220],
  "SEN-15335": ["ICM-20948", PCB.red, 6, 300, 300],
};

/** A breakout for parts without their own drawing: the board colour its maker uses, the chip with its number, a header sized to its interface. */
function genericBreakout(c: Ctx) {
  const known = BREAKOUTS[c.part];
  const iface = c.spec("Interface") + " " + c.spec("Output");
  const pins = known?.[2] ?? (/SPI/.test(iface) ? 6 : /I2C|UART/.test(iface) ? 4 : 3);
  let hash = 0;
  for (const ch of c.part) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const color = known?.[1] ?? BRAND_BOARD[c.item.brand] ?? BOARD_CHOICES[hash % BOARD_CHOICES.length];
  const text = known?.[0] ?? c.part.replace(/-(\d+)$/, "");
  const chipW = Math.max(80, Math.min(150, text.length * 13));
  return breakout({
    color,
    w: known?.[3] ?? 320,
    h: known?.[4] ?? 270,
    pins,
    chipText: text,
    extra:
      chip(300 - chipW / 2, 120, chipW, 70, text, "qfp") +
      smdRow(200, 220, 3) +
      (c.item.brand === "adafruit" || c.item.brand === "sparkfun" ? rect(380, 210, 34, 24, "#e5e5e5", 3) : ""),
  });
}

/**
 * The product's drawing (600 x 440): its own when the part is known, else the
 * category's drawing with the part number on a label.
 */
export function partArt({ item, shape, colors }: ArtInput): string {
  const part = item.part ?? item.name;
  const ctx: Ctx = { item, part, name: item.name, colors, spec: (key) => item.specs.find(([k]) => k === key)?.[1] ?? "" };
  const key = `${part} ${item.name}`;
  for (const [test, draw] of [...RULES, ...MORE_RULES, ...KIT_RULES]) if (test.test(key)) return draw(ctx);
  const own = component(ctx);
  if (own) return own;
  if (shape === "sensor" || shape === "module") return genericBreakout(ctx);
  return shapeSvg(shape, colors) + fallbackLabel(shape, shortPart(part, 18));
}

/** Where the part number sits on each category drawing. */
function fallbackLabel(shape: Shape, text: string): string {
  switch (shape) {
    case "board":
    case "module":
    case "relay":
    case "display":
    case "antenna":
    case "sensor":
      return sticker(170, 380, 260, 50, text, "#1f2937", "#f4f4f0");
    case "battery":
      return `<text transform="translate(312 225) rotate(-90)" font-size="30" font-weight="700" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(text)}</text>`;
    case "motor":
      return sticker(120, 190, 220, 60, text);
    case "servo":
      return sticker(180, 180, 240, 60, text);
    case "stepper":
      return sticker(185, 182, 230, 76, text, METAL);
    case "lipo":
      return label(text, 300, 205, 34, "#ffffff", 280);
    case "kit":
      return sticker(150, 345, 300, 40, text, "#ffffff");
    case "chip":
      return label(text, 300, 220, 40, "#d5d8dc", 260);
    case "meter":
      return sticker(190, 300, 220, 30, text, METAL);
    case "powerbank":
    case "watch":
    case "adapter":
    case "speaker":
      return sticker(150, 392, 300, 44, text, "#1f2937", "#f4f4f0");
    default:
      return sticker(150, 392, 300, 44, text, "#1f2937", "#f4f4f0");
  }
}
