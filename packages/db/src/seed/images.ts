import type { Shape } from "./data/types";
import { escapeXml } from "./part-draw";
import { shapeSvg, type ShapeColors } from "./svg-shapes";
import { mediaKeyFor } from "./util";

/**
 * SVG masters generated at seed time: no external URL, no embedded fonts (generic
 * sans-serif only), every text XML-escaped. The API renders them to WebP/AVIF at
 * the size a page asks for.
 */
export type MediaRow = { key: string; contentType: string; body: Buffer; width: number; height: number };

export const SVG_CONTENT_TYPE = "image/svg+xml";
const FONT = `font-family="sans-serif"`;

export { escapeXml };

function svg(width: number, height: number, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg>`;
}

function toMedia(prefix: string, body: string, width: number, height: number): MediaRow {
  return { key: mediaKeyFor(prefix, body), contentType: SVG_CONTENT_TYPE, body: Buffer.from(body, "utf8"), width, height };
}

/** Greedy word wrap into at most `lines` lines, with an ellipsis when cut. */
export function wrapText(text: string, maxChars: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  const words = text.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i];
    if (next.length <= maxChars) {
      line = next;
      continue;
    }
    if (line) out.push(line);
    line = words[i].length > maxChars ? `${words[i].slice(0, maxChars - 1)}…` : words[i];
    if (out.length === lines) return out;
    if (out.length === lines - 1 && i < words.length - 1) {
      const rest = words.slice(i).join(" ");
      out.push(rest.length > maxChars ? `${rest.slice(0, maxChars - 1).trimEnd()}…` : rest);
      return out;
    }
  }
  if (line && out.length < lines) out.push(line);
  return out;
}

const textLines = (lines: string[], x: number, y: number, size: number, fill: string, extra = "") =>
  lines.map((l, i) => `<text x="${x}" y="${y + i * size * 1.3}" font-size="${size}" fill="${fill}" ${FONT} ${extra}>${escapeXml(l)}</text>`).join("");

export type ProductArt = {
  slug: string;
  name: string;
  label: string;
  /** The product's own drawing in the 600 x 440 box (partArt). */
  drawing: string;
  colors: ShapeColors;
  specs: [string, string][];
};

/** Main picture, an angled view and a spec card: 800 x 800 each. */
export function productImages(art: ProductArt, count: number): MediaRow[] {
  const { colors, drawing: drawn } = art;
  const label = art.label.length > 24 ? `${art.label.slice(0, 23)}…` : art.label;
  const name = wrapText(art.name, 44, 2);
  const views = [
    () =>
      `<rect width="800" height="800" fill="${colors.bg}"/><circle cx="400" cy="330" r="300" fill="#ffffff" opacity=".55"/>` +
      `<g transform="translate(100 110)">${drawn}</g>` +
      `<text x="400" y="660" font-size="46" font-weight="700" text-anchor="middle" fill="${colors.accent}" ${FONT}>${escapeXml(label)}</text>` +
      textLines(name, 400, 712, 26, "#374151", `text-anchor="middle"`),
    () =>
      `<rect width="800" height="800" fill="#ffffff"/><circle cx="400" cy="380" r="330" fill="${colors.bg}"/>` +
      `<g transform="translate(400 380) rotate(-10) scale(.95) translate(-300 -220)">${drawn}</g>` +
      `<rect x="40" y="690" width="720" height="70" rx="35" fill="${colors.accent}"/>` +
      `<text x="400" y="736" font-size="32" font-weight="700" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(label)}</text>`,
    () =>
      `<rect width="800" height="800" fill="#ffffff"/><rect x="30" y="30" width="740" height="740" rx="28" fill="${colors.bg}"/>` +
      `<g transform="translate(230 70) scale(.57)">${drawn}</g>` +
      `<text x="400" y="380" font-size="40" font-weight="700" text-anchor="middle" fill="${colors.accent}" ${FONT}>${escapeXml(label)}</text>` +
      `<g font-size="24" ${FONT}>` +
      art.specs
        .slice(0, 5)
        .map(([k, v], i) => {
          const y = 450 + i * 62;
          const value = v.length > 26 ? `${v.slice(0, 25)}…` : v;
          return (
            `<rect x="70" y="${y - 40}" width="660" height="54" rx="10" fill="#fff"/>` +
            `<text x="92" y="${y - 5}" fill="#6b7280">${escapeXml(k.slice(0, 22))}</text>` +
            `<text x="708" y="${y - 5}" font-weight="700" text-anchor="end" fill="#1f2937">${escapeXml(value)}</text>`
          );
        })
        .join("") +
      `</g>`,
  ];
  return views.slice(0, Math.max(1, Math.min(3, count))).map((view, i) => {
    const body = svg(800, 800, view());
    return toMedia(`p-${art.slug.slice(0, 80)}-${i + 1}`, body, 800, 800);
  });
}

/** 256 x 256 square icon of a category. */
export function categoryIcon(slug: string, shape: Shape, colors: ShapeColors): MediaRow {
  const body = svg(
    256,
    256,
    `<rect width="256" height="256" rx="48" fill="${colors.bg}"/><g transform="translate(20 49) scale(.36)">${shapeSvg(shape, colors)}</g>`,
  );
  return toMedia(`c-${slug}-icon`, body, 256, 256);
}

function wideBanner(inner: string, colors: { from: string; to: string }): string {
  return svg(
    1450,
    480,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>` +
      `<rect width="1450" height="480" fill="url(#bg)"/><circle cx="1230" cy="90" r="220" fill="#ffffff" opacity=".18"/><circle cx="1000" cy="470" r="160" fill="#ffffff" opacity=".12"/>` +
      inner,
  );
}

/** 1450 x 480 banner of a category: its name, description and illustration. */
export function categoryBanner(slug: string, name: string, description: string, shape: Shape, colors: ShapeColors): MediaRow {
  const title = wrapText(name, 22, 2);
  const inner =
    textLines(title, 90, 170, 64, colors.accent, `font-weight="700"`) +
    textLines(wrapText(description, 50, 3), 90, title.length > 1 ? 330 : 250, 28, "#374151") +
    `<g transform="translate(960 70) scale(.78)">${shapeSvg(shape, colors)}</g>`;
  return toMedia(`c-${slug}-banner`, wideBanner(inner, { from: colors.bg, to: "#ffffff" }), 1450, 480);
}

/** 400 x 200 wordmark of a brand. */
export function brandLogo(slug: string, name: string, color: string): MediaRow {
  const size = Math.min(56, Math.floor(620 / Math.max(name.length, 4)));
  const body = svg(
    400,
    200,
    `<rect width="400" height="200" fill="#ffffff"/><rect x="150" y="142" width="100" height="8" rx="4" fill="${color}" opacity=".8"/>` +
      `<text x="200" y="${100 + size * 0.35}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${color}" ${FONT}>${escapeXml(name)}</text>`,
  );
  return toMedia(`b-${slug}-logo`, body, 400, 200);
}

type Promo = { key: string; title: string; subtitle: string; cta: string; shape: Shape; colors: ShapeColors; from: string; to: string };

const PROMOS: Promo[] = [
  {
    key: "banner-home-1",
    title: "Arduino & ESP32 Boards",
    subtitle: "Genuine and compatible boards, in stock in Dhaka",
    cta: "Shop boards",
    shape: "board",
    colors: { bg: "#e6f0fa", accent: "#1f5fa8", pcb: "#1d6fb8" },
    from: "#dbeafe",
    to: "#f8fafc",
  },
  {
    key: "banner-home-2",
    title: "Cash on Delivery in all 64 districts",
    subtitle: "Order today, pay when your parts arrive",
    cta: "Start shopping",
    shape: "kit",
    colors: { bg: "#fdeef3", accent: "#b8336a", pcb: "#1e5fa8" },
    from: "#fce7f3",
    to: "#fff7ed",
  },
  {
    key: "banner-home-3",
    title: "Robot Car & Innovation Kits",
    subtitle: "Everything for your next science fair project, from Tk 450",
    cta: "Explore kits",
    shape: "wheel",
    colors: { bg: "#fdf0e4", accent: "#c25a12", pcb: "#b8322c" },
    from: "#ffedd5",
    to: "#fefce8",
  },
];

/**
 * Fixed-name site images: three home banners, the default contact-style banner
 * (a text-free background the page writes its title over) and the link preview.
 */
export function siteImages(): MediaRow[] {
  const promos = PROMOS.map((p) => {
    const title = wrapText(p.title, 20, 2);
    const inner =
      textLines(title, 90, 170, 68, p.colors.accent, `font-weight="700"`) +
      textLines([p.subtitle], 90, title.length > 1 ? 340 : 260, 30, "#374151") +
      `<rect x="90" y="${title.length > 1 ? 375 : 305}" width="260" height="64" rx="32" fill="${p.colors.accent}"/>` +
      `<text x="220" y="${title.length > 1 ? 417 : 347}" font-size="28" font-weight="700" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(p.cta)}</text>` +
      `<g transform="translate(960 70) scale(.78)">${shapeSvg(p.shape, p.colors)}</g>`;
    return { key: p.key, contentType: SVG_CONTENT_TYPE, body: Buffer.from(wideBanner(inner, p), "utf8"), width: 1450, height: 480 };
  });
  const traces = Array.from({ length: 9 }, (_, i) => {
    const y = 40 + i * 50;
    return `<path d="M${(i * 137) % 300} ${y}h${300 + (i % 3) * 120}l40 40h${260 + (i % 4) * 90}" stroke="#ffffff" stroke-width="4" fill="none" opacity=".35"/><circle cx="${((i * 137) % 300) + 600 + (i % 3) * 120 + (i % 4) * 90}" cy="${y + 40}" r="9" fill="#ffffff" opacity=".5"/>`;
  }).join("");
  const contact = wideBanner(traces, { from: "#1f5fa8", to: "#0f7c8a" });
  const og = svg(
    1200,
    630,
    `<rect width="1200" height="630" fill="#1f5fa8"/><circle cx="1050" cy="120" r="260" fill="#ffffff" opacity=".1"/>` +
      `<text x="80" y="250" font-size="110" font-weight="700" fill="#ffffff" ${FONT}>RoboDoc</text>` +
      textLines(["Robotics & electronics parts,", "delivered across Bangladesh"], 80, 340, 44, "#dbeafe") +
      `<g transform="translate(700 260) scale(.75)">${shapeSvg("board", { bg: "#1f5fa8", accent: "#ffffff", pcb: "#0f3f7a" })}</g>`,
  );
  return [
    ...promos,
    { key: "banner-contact", contentType: SVG_CONTENT_TYPE, body: Buffer.from(contact, "utf8"), width: 1450, height: 480 },
    { key: "og-default", contentType: SVG_CONTENT_TYPE, body: Buffer.from(og, "utf8"), width: 1200, height: 630 },
  ];
}

export const SITE_MEDIA_KEYS = ["banner-home-1", "banner-home-2", "banner-home-3", "banner-contact", "og-default"] as const;
