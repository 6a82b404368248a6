/**
 * Typed specifications (issue 48): one normaliser for the back office's editor, the seed,
 * CSV imports, listing filters and search words, so "3V3", "3.3v" and "3.3 V" are one value
 * everywhere and "10k", "10 kΩ" and "10000" one resistance.
 */

import type { Locale } from "./locale";
import { toBanglaDigits } from "./locale-format";

export const ATTRIBUTE_KINDS = ["number", "choice", "boolean"] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

export type AttributeShape = {
  kind: AttributeKind;
  /** The unit numbers are kept in (V, mA, Ω, inch, kg·cm, RPM); null for choices and yes/no. */
  unit: string | null;
  /** Allowed choices in their display spelling; empty means any text. */
  choices: readonly string[];
  name?: string;
};

export type AttributeNumberValue = { numMin: number; numMax: number };
export type AttributeChoiceValue = { choice: string };
export type AttributeFlagValue = { flag: boolean };
export type NormalisedAttributeValue = AttributeNumberValue | AttributeChoiceValue | AttributeFlagValue;
export type NormalisedAttribute = { values: NormalisedAttributeValue[] } | { error: string };

type Family = { base: string; symbols: readonly string[]; prefixed: boolean; display?: "up" | "down" };

/** Units the shop knows, each with the spellings people type (matched without case). */
const FAMILIES: readonly Family[] = [
  { base: "V", symbols: ["v", "volt", "volts", "vdc", "vac"], prefixed: true },
  { base: "A", symbols: ["a", "amp", "amps"], prefixed: true, display: "down" },
  { base: "Ω", symbols: ["ω", "ohm", "ohms", "r"], prefixed: true, display: "up" },
  { base: "Hz", symbols: ["hz"], prefixed: true, display: "up" },
  { base: "W", symbols: ["w", "watt", "watts"], prefixed: true },
  { base: "Ah", symbols: ["ah"], prefixed: true },
  { base: "g", symbols: ["g", "gm", "gram", "grams"], prefixed: true },
  { base: "m", symbols: ["m"], prefixed: true },
  { base: "inch", symbols: ['"', "″", "in", "inch", "inches"], prefixed: false },
  { base: "kg·cm", symbols: ["kg·cm", "kgcm", "kg-cm", "kg.cm", "kgf·cm", "kgfcm", "kgf-cm", "kgf.cm"], prefixed: false },
  { base: "RPM", symbols: ["rpm"], prefixed: false },
];

/** SI prefixes; case matters (m is milli, M mega) except k/K, as parts are labelled. */
const PREFIXES: Readonly<Record<string, number>> = {
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  µ: 1e-6,
  μ: 1e-6,
  m: 1e-3,
  c: 1e-2,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
};

type Unit = { family: Family; factor: number };

const round = (n: number): number => Number(n.toPrecision(12));

function findFamily(symbol: string, prefixedOnly: boolean): Family | undefined {
  const s = symbol.toLowerCase();
  return FAMILIES.find((f) => (!prefixedOnly || f.prefixed) && (f.base.toLowerCase() === s || f.symbols.includes(s)));
}

/** Reads a unit such as "mA", "kΩ", "MHz", "kg·cm"; undefined when it is no known unit. */
export function parseUnit(text: string): Unit | undefined {
  const u = text.replace(/\s+/g, "");
  if (!u) return undefined;
  const whole = findFamily(u, false);
  if (whole) return { family: whole, factor: 1 };
  const prefix = PREFIXES[u[0] ?? ""];
  if (prefix === undefined) return undefined;
  const family = findFamily(u.slice(1), true);
  if (!family) return undefined;
  // Nobody sells millihertz: "16mhz" is 16 MHz.
  const factor = family.base === "Hz" && u[0] === "m" ? 1e6 : prefix;
  return { family, factor };
}

type Quantity = { value: number; unit?: Unit; prefixOnly?: number };

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)/;

/** One side of a value: "3.3", "3.3 V", "3V3", "4k7", "10k", '0.96"'. */
function parseQuantity(text: string): Quantity | undefined {
  const t = text.trim();
  const rkm = /^(\d+)([a-zA-ZΩµμ]+)(\d+)$/.exec(t);
  if (rkm) {
    const [, whole, mid, fraction] = rkm as unknown as [string, string, string, string];
    const value = Number(`${whole}.${fraction}`);
    const unit = parseUnit(mid);
    if (unit) return { value, unit };
    const prefix = PREFIXES[mid];
    if (prefix !== undefined && mid.length === 1) return { value, prefixOnly: prefix };
    return undefined;
  }
  const num = NUMBER.exec(t);
  if (!num) return undefined;
  const value = Number(num[0]);
  if (!Number.isFinite(value)) return undefined;
  const rest = t.slice(num[0].length).trim();
  if (!rest) return { value };
  const unit = parseUnit(rest);
  // "1M" is a mega-ohm on a resistance and a metre on a length: the attribute decides.
  const prefix = rest.length === 1 ? PREFIXES[rest] : undefined;
  if (unit) return prefix === undefined ? { value, unit } : { value, unit, prefixOnly: prefix };
  if (prefix !== undefined) return { value, prefixOnly: prefix };
  return undefined;
}

const RANGE_SEPARATOR = /\s*(?:\.\.|~|–|—|\bto\b)\s*|(?<=[^\s+-])\s*-\s*(?=[+-]?[\d.])/;

function toAttributeUnit(given: Quantity, target: Unit | undefined, other?: Quantity): number | undefined {
  const q = given.unit && given.prefixOnly !== undefined && given.unit.family !== target?.family ? { value: given.value, prefixOnly: given.prefixOnly } : given;
  const unit = q.unit ?? other?.unit;
  const prefix = q.prefixOnly ?? (q.unit ? undefined : other?.prefixOnly);
  if (!target) return unit || prefix !== undefined ? undefined : q.value;
  if (unit) {
    if (unit.family !== target.family) return undefined;
    return round((q.value * unit.factor) / target.factor);
  }
  return round((q.value * (prefix ?? target.factor)) / target.factor);
}

function numberHint(attribute: AttributeShape): string {
  const u = attribute.unit ? ` ${attribute.unit}` : "";
  return `Write a number${attribute.unit ? ` in ${attribute.unit}` : ""}, such as 3.3${u} or a range 3.3–5${u}`;
}

function parseNumberPart(attribute: AttributeShape, target: Unit | undefined, part: string): AttributeNumberValue | string {
  const text = part.replace(/\s+(?:dc|ac)$/i, "");
  const sides = text.split(RANGE_SEPARATOR).filter((s) => s !== "");
  const bad = `“${part}” is not a value of ${attribute.name ?? "this specification"}. ${numberHint(attribute)}.`;
  if (sides.length < 1 || sides.length > 2) return bad;
  const quantities = sides.map(parseQuantity);
  if (quantities.some((q) => q === undefined)) return bad;
  const [a, b] = quantities as Quantity[];
  if (!a) return bad;
  const lo = toAttributeUnit(a, target, b);
  const hi = b ? toAttributeUnit(b, target, a) : lo;
  if (lo === undefined || hi === undefined) return bad;
  return { numMin: Math.min(lo, hi), numMax: Math.max(lo, hi) };
}

const YES = new Set(["yes", "y", "true", "1", "on", "with", "হ্যাঁ"]);
const NO = new Set(["no", "n", "false", "0", "off", "without", "না"]);

/** The key two spellings of one choice share: "i2c" and "I²C"-less "I2C", "1 wire" and "1-Wire". */
export const choiceKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}+]/gu, "");

/** Finds a choice by any spelling, or undefined. */
export function matchChoice(choices: readonly string[], text: string): string | undefined {
  const key = choiceKey(text);
  return key ? choices.find((c) => choiceKey(c) === key) : undefined;
}

/**
 * Normalises what staff typed for one attribute: a number (or range, or several separated by
 * "," or "/") in the attribute's unit, one or more choices, or yes/no.
 */
export function normaliseAttributeValue(attribute: AttributeShape, raw: string): NormalisedAttribute {
  const text = raw.trim();
  const name = attribute.name ?? "This specification";
  if (!text) return { error: `${name} needs a value.` };
  if (attribute.kind === "boolean") {
    const word = text.toLowerCase();
    if (YES.has(word)) return { values: [{ flag: true }] };
    if (NO.has(word)) return { values: [{ flag: false }] };
    return { error: `“${text}” is not yes or no. Write yes or no.` };
  }
  const parts = text
    .split(/\s*[,/]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (attribute.kind === "choice") {
    const seen = new Set<string>();
    const values: AttributeChoiceValue[] = [];
    for (const part of parts) {
      const choice = attribute.choices.length ? matchChoice(attribute.choices, part) : part;
      if (!choice) return { error: `“${part}” is not one of ${attribute.name ?? "the choices"}: ${attribute.choices.join(", ")}.` };
      if (seen.has(choiceKey(choice))) continue;
      seen.add(choiceKey(choice));
      values.push({ choice });
    }
    return values.length ? { values } : { error: `${name} needs a value.` };
  }
  const target = attribute.unit ? parseUnit(attribute.unit) : undefined;
  if (attribute.unit && !target) return { error: `The unit “${attribute.unit}” is not one the shop knows.` };
  const values: AttributeNumberValue[] = [];
  for (const part of parts) {
    const value = parseNumberPart(attribute, target, part);
    if (typeof value === "string") return { error: value };
    if (!values.some((v) => v.numMin === value.numMin && v.numMax === value.numMax)) values.push(value);
  }
  return values.length ? { values } : { error: `${name} needs a value.` };
}

/**
 * Reads one search word as a quantity with a unit ("5v", "100rpm", "3v3", "0.96\""): the
 * unit's base name (V, RPM, inch…) and the value in that unit, or undefined.
 */
export function readQuantityWord(word: string): { base: string; value: number } | undefined {
  const q = parseQuantity(word);
  if (!q?.unit) return undefined;
  return { base: q.unit.family.base, value: round(q.value * q.unit.factor) };
}

/** The base unit ("V", "Ω", "m" for mm) of an attribute's unit, or undefined. */
export function unitBase(unit: string | null): string | undefined {
  return unit ? parseUnit(unit)?.family.base : undefined;
}

/** Converts a value in an attribute's unit to its base unit (mA → A), or undefined. */
export function toBaseUnit(unit: string | null, value: number): number | undefined {
  const u = unit ? parseUnit(unit) : undefined;
  return u ? round(value * u.factor) : undefined;
}

const formatPlain = (n: number): string => String(Number(n.toPrecision(4)));

const UP = [
  { factor: 1e9, prefix: "G" },
  { factor: 1e6, prefix: "M" },
  { factor: 1e3, prefix: "k" },
];

function formatNumberValue(unit: string | null, value: AttributeNumberValue): string {
  const parsed = unit ? parseUnit(unit) : undefined;
  const suffix = (s: string) => (s ? ` ${s}` : "");
  const range = (lo: number, hi: number, s: string) => (lo === hi ? `${formatPlain(lo)}${suffix(s)}` : `${formatPlain(lo)}–${formatPlain(hi)}${suffix(s)}`);
  if (!parsed || !unit || parsed.factor !== 1 || !parsed.family.display) return range(value.numMin, value.numMax, unit ?? "");
  const top = Math.max(Math.abs(value.numMin), Math.abs(value.numMax));
  const base = parsed.family.base;
  if (parsed.family.display === "up") {
    const step = UP.find((s) => top >= s.factor);
    if (step) return range(value.numMin / step.factor, value.numMax / step.factor, `${step.prefix}${base}`);
  } else if (top > 0 && top < 1) {
    return range(round(value.numMin * 1000), round(value.numMax * 1000), `m${base}`);
  }
  return range(value.numMin, value.numMax, unit);
}

/** Shows normalised values for people: "3.3–5 V", "10 kΩ", "I2C, SPI", "Yes". */
export function formatAttributeValue(attribute: Pick<AttributeShape, "unit">, values: readonly NormalisedAttributeValue[], locale: Locale = "en"): string {
  const bangla = locale === "bn";
  return values
    .map((v) => {
      // On a Bangla page (issue 50): yes and no in Bangla, numbers in Bangla digits; units and choices as written.
      if ("flag" in v) return bangla ? (v.flag ? "হ্যাঁ" : "না") : v.flag ? "Yes" : "No";
      if ("choice" in v) return v.choice;
      return bangla ? toBanglaDigits(formatNumberValue(attribute.unit, v)) : formatNumberValue(attribute.unit, v);
    })
    .join(", ");
}
