import { type AttributeShape, normaliseAttributeValue, type NormalisedAttributeValue } from "@shop/contracts";
import { inArray } from "drizzle-orm";
import { attributes, categories, categoryAttributes, productAttributeValues, products } from "../schema";
import { chunk, type Tx } from "./util";

/**
 * Typed specifications of the demo catalog (issue 48): the shop's attributes, and each demo
 * product's values read from its own specifications and name with the shared normaliser, so
 * the demo data and staff-typed values are one format. A category lists the attributes its
 * products have.
 */
export type AttributeSeed = AttributeShape & {
  key: string;
  name: string;
  /** Bangla name (issue 50); absent: the Bangla shop shows `name`. */ nameBn?: string;
};

export const DEMO_ATTRIBUTES: AttributeSeed[] = [
  { key: "voltage", name: "Operating voltage", nameBn: "কাজের ভোল্টেজ", unit: "V", kind: "number", choices: [] },
  {
    key: "interface",
    name: "Interface",
    nameBn: "ইন্টারফেস",
    unit: null,
    kind: "choice",
    choices: ["I2C", "SPI", "UART", "I2S", "1-Wire", "Analog", "Digital", "PWM"],
  },
  { key: "display_size", name: "Display size", nameBn: "ডিসপ্লের মাপ", unit: "inch", kind: "number", choices: [] },
  { key: "resistance", name: "Resistance", nameBn: "রেজিস্ট্যান্স", unit: "Ω", kind: "number", choices: [] },
  { key: "current", name: "Current", nameBn: "কারেন্ট", unit: "A", kind: "number", choices: [] },
  { key: "torque", name: "Torque", nameBn: "টর্ক", unit: "kg·cm", kind: "number", choices: [] },
  { key: "speed", name: "Speed", nameBn: "গতি", unit: "RPM", kind: "number", choices: [] },
  { key: "capacity", name: "Capacity", nameBn: "ক্যাপাসিটি", unit: "mAh", kind: "number", choices: [] },
  { key: "clock", name: "Clock speed", nameBn: "ক্লক স্পিড", unit: "Hz", kind: "number", choices: [] },
  { key: "optocoupler", name: "Optocoupler", nameBn: "অপটোকাপলার", unit: null, kind: "boolean", choices: [] },
  { key: "power", name: "Power", nameBn: "পাওয়ার", unit: "W", kind: "number", choices: [] },
  { key: "package", name: "Package", nameBn: "প্যাকেজ", unit: null, kind: "choice", choices: ["TO-92", "TO-220", "DIP-4", "DIP-8", "DIP-16", "DIP-28"] },
  { key: "pitch", name: "Pin pitch", nameBn: "পিনের দূরত্ব", unit: "mm", kind: "number", choices: [] },
  { key: "cells", name: "Battery cells", nameBn: "ব্যাটারি সেল", unit: null, kind: "number", choices: [] },
  { key: "load", name: "Load capacity", nameBn: "ভার বহন ক্ষমতা", unit: "kg", kind: "number", choices: [] },
  { key: "diameter", name: "Diameter", nameBn: "ব্যাস", unit: "mm", kind: "number", choices: [] },
  { key: "length", name: "Length", nameBn: "দৈর্ঘ্য", unit: "mm", kind: "number", choices: [] },
  { key: "weight", name: "Weight", nameBn: "ওজন", unit: "g", kind: "number", choices: [] },
  { key: "tie_points", name: "Tie points", nameBn: "টাই পয়েন্ট", unit: null, kind: "number", choices: [] },
  { key: "display_count", name: "Display count", nameBn: "ডিসপ্লের সংখ্যা", unit: null, kind: "number", choices: [] },
  { key: "channels", name: "Channels", nameBn: "চ্যানেল", unit: null, kind: "number", choices: [] },
  { key: "pieces", name: "Pieces in pack", nameBn: "প্যাকে কয়টি", unit: null, kind: "number", choices: [] },
  { key: "range", name: "Range", nameBn: "রেঞ্জ", unit: "cm", kind: "number", choices: [] },
  { key: "height", name: "Height", nameBn: "উচ্চতা", unit: "mm", kind: "number", choices: [] },
  { key: "width", name: "Width", nameBn: "প্রস্থ", unit: "mm", kind: "number", choices: [] },
  { key: "dof", name: "Degrees of freedom", nameBn: "ডিগ্রি অব ফ্রিডম", unit: null, kind: "number", choices: [] },
  {
    key: "board",
    name: "Controller board",
    nameBn: "কন্ট্রোলার বোর্ড",
    unit: null,
    kind: "choice",
    choices: ["Arduino Uno", "Arduino Nano", "Arduino Mega", "ESP32", "ESP8266", "Raspberry Pi"],
  },
  { key: "fits", name: "Fits", nameBn: "যেটিতে লাগে", unit: null, kind: "choice", choices: [] },
];

type Source = { name: string; short: string; category: string; specs: { key: string; value: string }[] };
type Found = { key: string; raw: string };

const spec = (s: Source, ...keys: string[]) => keys.map((k) => s.specs.find((x) => x.key === k)?.value).find((v) => v !== undefined);
const first = (text: string | undefined, pattern: RegExp) => (text ? pattern.exec(text)?.[0] : undefined);

const VOLTS = /\d+(?:\.\d+)?\s*V?\s*(?:-|~|to)\s*\d+(?:\.\d+)?\s*V(?![a-z])|\d+V\d+|\d+(?:\.\d+)?\s*V(?![a-z])/i;
const AMPS = /\d+(?:\.\d+)?\s*m?A\b/;
const LENGTH = /\d+(?:\.\d+)?\s*(?:mm|cm|m)\b/;
const RANGE = /(?:\d+(?:\.\d+)?\s*(?:-|to)\s*)?\d+(?:\.\d+)?\s*(?:mm|cm|m)\b/;
const BOARD_WORDS: [string, RegExp][] = [
  ["Arduino Uno", /\buno\b/i],
  ["Arduino Nano", /\bnano\b/i],
  ["Arduino Mega", /\bmega\b/i],
  ["ESP32", /\besp32/i],
  ["ESP8266", /\besp8266/i],
  ["Raspberry Pi", /\braspberry pi\b/i],
];
const INTERFACE_WORDS: [string, RegExp][] = [
  ["I2C", /\b(?:i2c|iic|twi|qwiic|stemma qt)\b/i],
  ["SPI", /\bspi\b/i],
  ["UART", /\b(?:uart|serial|ttl)\b/i],
  ["I2S", /\bi2s\b/i],
  ["1-Wire", /\b(?:1-wire|one-wire|single-wire)\b/i],
  ["Analog", /\banalog(?:ue)?\b/i],
  ["Digital", /\bdigital\b/i],
  ["PWM", /\bpwm\b/i],
];
const DISPLAY_CATEGORIES = /display|lcd|oled|tft|segment|watch/;
const INTERFACE_CATEGORIES =
  /sensor|display|lcd|oled|rfid|biometric|relay|accelerometer|pressure|light|sound|gas|ir-|water|current-voltage|module|wireless|gps|lora|bluetooth|wifi/;

/** The raw values a demo product's own words give, attribute by attribute. */
export function demoAttributeValues(s: Source): Found[] {
  const found: Found[] = [];
  const add = (key: string, raw: string | undefined) => raw && found.push({ key, raw: raw.trim() });
  const voltageSpec = spec(
    s,
    "Operating Voltage",
    "Supply Voltage",
    "Coil Voltage",
    "Voltage",
    "Nominal Voltage",
    "Motor Voltage",
    "Input Voltage",
    "Control Voltage",
    "Target Voltage",
    "Reverse Voltage",
    "Vds",
    "Power",
    "Output",
    "Input",
    "Panel",
    "Fan",
    "Pump",
  );
  add("voltage", first(voltageSpec, VOLTS) ?? first(s.name, /\b\d+(?:\.\d+)?V\b/));
  const ifaceText = [spec(s, "Interface"), spec(s, "Output"), spec(s, "Connector"), s.name].filter(Boolean).join(" ");
  if (INTERFACE_CATEGORIES.test(s.category)) {
    const words = INTERFACE_WORDS.filter(([, re]) => re.test(ifaceText)).map(([w]) => w);
    if (words.length) add("interface", words.join("/"));
  }
  // Inches name a screen only on displays (a '1/2 inch' pipe, a '10 x 4.5 inch' propeller and '6 inch' pliers are not screens).
  const screenText = DISPLAY_CATEGORIES.test(s.category) ? `${spec(s, "Display", "Size") ?? ""} ${s.name}` : spec(s, "Display");
  add("display_size", first(screenText, /\d+(?:\.\d+)?\s*(?:inch\b|")/i));
  add("resistance", spec(s, "Resistance"));
  add(
    "current",
    first(spec(s, "Current", "Rated Current", "Max Discharge", "Max Current", "Continuous Current", "Charge Current", "Id", "ESC", "Rating", "Panel"), AMPS),
  );
  add("torque", first(spec(s, "Torque"), /\d+(?:\.\d+)?\s*kg-?cm/i));
  add("speed", first(`${spec(s, "Speed") ?? ""} ${s.name}`, /\d+\s*RPM/i));
  add("capacity", first(`${spec(s, "Capacity") ?? ""} ${s.name}`, /\d+(?:\.\d+)?\s*m?Ah\b/i));
  add("clock", first(spec(s, "Clock Speed"), /\d+(?:\.\d+)?\s*[MG]Hz/i));
  if (/relay/i.test(s.name) && !/solid state|ssr/i.test(s.name)) add("optocoupler", /opto/i.test(`${s.name} ${s.short}`) ? "yes" : "no");
  add("power", first(spec(s, "Power", "Output", "Max Load"), /\d+(?:\.\d+)?\s*W\b/));
  add("package", spec(s, "Package"));
  add("pitch", first(spec(s, "Pitch"), LENGTH));
  add("cells", first(spec(s, "Cells", "Battery"), /^\d+(?:-\d+)?(?=\s*(?:S\b|Cell|x\b))/));
  add("load", first(s.category === "pressure-load-cell" ? spec(s, "Capacity") : undefined, /\d+(?:\.\d+)?\s*kg\b/i));
  add("diameter", first(spec(s, "Diameter", "Stick Diameter", "Lens Diameter", "Wheels", "Sensing Area"), LENGTH));
  add("length", first(spec(s, "Length", "Cable Length"), LENGTH));
  add("weight", first(spec(s, "Weight"), /\d+(?:\.\d+)?\s*g\b/));
  add("tie_points", first(spec(s, "Tie Points"), /^\d+$/));
  add("display_count", first(spec(s, "Display Count"), /^\d+$/));
  add("channels", first(spec(s, "Channels"), /^\d+$/));
  add("pieces", first(spec(s, "Quantity"), /^\d+(?=\s*(?:pcs|pair)\b)/) ?? first(spec(s, "Modules", "Bits"), /^\d+$/));
  add("range", first(spec(s, "Range"), RANGE));
  add("height", first(spec(s, "Height"), LENGTH));
  add("width", first(spec(s, "Width", "Track Width"), LENGTH));
  add("dof", first(spec(s, "Axes"), /^\d+$/));
  const board = spec(s, "Board", "Controller", "Boards");
  add("board", BOARD_WORDS.find(([, re]) => board && re.test(board))?.[0]);
  add("fits", spec(s, "Compatible With"));
  return found;
}

export type ValueRow = Omit<typeof productAttributeValues.$inferInsert, "productId" | "attributeId"> & { key: string };

/** Normalised rows of one product's found values; a value the normaliser refuses is a bug in the data. */
export function normalisedRows(found: Found[], byKey: Map<string, AttributeShape>): ValueRow[] {
  return found.flatMap(({ key, raw }) => {
    const attribute = byKey.get(key);
    if (!attribute) throw new Error(`Demo attribute "${key}" is not defined`);
    const result = normaliseAttributeValue(attribute, raw);
    if ("error" in result) throw new Error(`Demo value "${raw}" of ${key}: ${result.error}`);
    return result.values.map((v: NormalisedAttributeValue, position) => ({ key, position, raw, ...columnsOf(v) }));
  });
}

export function columnsOf(v: NormalisedAttributeValue) {
  if ("flag" in v) return { numMin: null, numMax: null, choice: null, flag: v.flag };
  if ("choice" in v) return { numMin: null, numMax: null, choice: v.choice, flag: null };
  return { numMin: v.numMin, numMax: v.numMax, choice: null, flag: null };
}

/** Inserts the attributes and returns their ids by key. */
export async function insertAttributes(tx: Tx, list: AttributeSeed[] = DEMO_ATTRIBUTES): Promise<Map<string, number>> {
  await tx
    .insert(attributes)
    .values(list.map((a) => ({ key: a.key, name: a.name, nameBn: a.nameBn ?? null, unit: a.unit, kind: a.kind, choices: [...a.choices] })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: attributes.id, key: attributes.key }).from(attributes);
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** Values of the demo products (by slug) and each category's attribute list from what its products have. */
export async function insertDemoAttributeValues(
  tx: Tx,
  catalogItems: { categorySlug: string; row: { slug: string; name: string; shortDescription: string; specs: Source["specs"] } }[],
): Promise<void> {
  const items = catalogItems.map(({ categorySlug, row }) => ({
    slug: row.slug,
    categorySlug,
    source: { name: row.name, short: row.shortDescription, category: categorySlug, specs: row.specs },
  }));
  const ids = await insertAttributes(tx);
  const byKey = new Map(DEMO_ATTRIBUTES.map((a) => [a.key, a]));
  const productRows = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      inArray(
        products.slug,
        items.map((i) => i.slug),
      ),
    );
  const productId = new Map(productRows.map((r) => [r.slug, r.id]));
  const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryId = new Map(categoryRows.map((r) => [r.slug, r.id]));
  const values: (typeof productAttributeValues.$inferInsert)[] = [];
  const perCategory = new Map<number, Set<string>>();
  for (const item of items) {
    const pid = productId.get(item.slug);
    const cid = categoryId.get(item.categorySlug);
    if (pid === undefined || cid === undefined) continue;
    for (const { key, ...row } of normalisedRows(demoAttributeValues(item.source), byKey)) {
      values.push({ ...row, productId: pid, attributeId: ids.get(key)! });
      const keys = perCategory.get(cid) ?? new Set<string>();
      keys.add(key);
      perCategory.set(cid, keys);
    }
  }
  const order = DEMO_ATTRIBUTES.map((a) => a.key);
  const links = [...perCategory].flatMap(([cid, keys]) =>
    order.filter((k) => keys.has(k)).map((k, position) => ({ categoryId: cid, attributeId: ids.get(k)!, position, filterable: true })),
  );
  for (const batch of chunk(links, 500)) await tx.insert(categoryAttributes).values(batch).onConflictDoNothing();
  for (const batch of chunk(values, 500)) await tx.insert(productAttributeValues).values(batch).onConflictDoNothing();
}
