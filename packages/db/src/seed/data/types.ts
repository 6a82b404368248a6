export const SHAPES = [
  "board", "module", "ultrasonic", "sensor", "battery", "lipo", "motor", "servo", "stepper",
  "display", "chip", "resistor", "capacitor", "led", "breadboard", "wires", "iron", "meter",
  "kit", "powerbank", "watch", "antenna", "wheel", "button", "relay", "adapter", "speaker", "tool",
] as const;
export type Shape = (typeof SHAPES)[number];

export type ChildCategory = {
  slug: string;
  name: string;
  description: string;
  shape: Shape;
};

export type MainCategory = ChildCategory & {
  /** SKU prefix, e.g. "MCU" gives RD-MCU-0001. */
  sku: string;
  /** Soft background and accent colours of its images. */
  palette: { bg: string; accent: string; pcb: string };
  children: ChildCategory[];
};

export type BrandSeed = { slug: string; name: string; country: string; description: string; color: string };

export type Spec = [key: string, value: string];

/** One product of the demo catalog. Prices are in taka here and stored in poisha. */
export type ProductSeed = {
  name: string;
  part?: string;
  brand: string;
  price: number;
  short: string;
  specs: Spec[];
  shape?: Shape;
  about?: string;
  datasheet?: string;
};

export type ProductGroup = { category: string; items: ProductSeed[] };

type Variant = { v: string; price: number; part?: string; specs?: Spec[] };

/** Expand one template into a product per variant (value, size, pack...); `{v}` is replaced. */
export function variants(base: Omit<ProductSeed, "price"> & { price?: number }, list: Variant[]): ProductSeed[] {
  const fill = (s: string, v: string) => s.replace(/\{v\}/g, v);
  return list.map((variant) => ({
    ...base,
    name: fill(base.name, variant.v),
    part: variant.part ?? (base.part ? fill(base.part, variant.v) : undefined),
    short: fill(base.short, variant.v),
    price: variant.price,
    specs: [...base.specs.map(([k, val]) => [k, fill(val, variant.v)] as Spec), ...(variant.specs ?? [])],
    about: base.about ? fill(base.about, variant.v) : undefined,
  }));
}
