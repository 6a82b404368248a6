/**
 * One-off: draws the storefront's static images into public/ (committed):
 * icon, Open Graph preview and default contact banner. (The footer lists the payment
 * methods the API offers as text: no picture claims a method the shop does not take.)
 * Nothing is fetched from outside. Run `node scripts/build-images.mjs` from apps/web.
 */
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const sharp = createRequire(import.meta.url)("sharp");
const pub = join(dirname(fileURLToPath(import.meta.url)), "..", "public");

const BRAND = { 900: "#1a368e", 800: "#183ab4", 700: "#1546de", 600: "#1d5af1", 100: "#d9eaff" };
const ACCENT = "#f97316";

/** The robot-head mark, drawn in a 64x64 box. */
const mark = (bg = BRAND[600]) => `
  <rect width="64" height="64" rx="14" fill="${bg}"/>
  <line x1="32" y1="9" x2="32" y2="17" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
  <circle cx="32" cy="8" r="3.5" fill="${ACCENT}"/>
  <rect x="13" y="17" width="38" height="32" rx="9" fill="#fff"/>
  <rect x="8" y="27" width="5" height="12" rx="2" fill="#fff"/>
  <rect x="51" y="27" width="5" height="12" rx="2" fill="#fff"/>
  <circle cx="24.5" cy="31" r="4.5" fill="${bg}"/>
  <circle cx="39.5" cy="31" r="4.5" fill="${bg}"/>
  <rect x="23" y="40" width="18" height="3.5" rx="1.75" fill="${ACCENT}"/>`;

const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${mark()}</svg>`;
writeFileSync(join(pub, "icon.svg"), iconSvg + "\n");
await sharp(Buffer.from(iconSvg)).resize(180, 180).png().toFile(join(pub, "apple-touch-icon.png"));
await sharp(Buffer.from(iconSvg)).resize(32, 32).png().toFile(join(pub, "icon-32.png"));

/** A faint circuit-board pattern for banners. */
function circuit(width, height, stroke) {
  let d = "";
  for (let y = 40; y < height; y += 80) {
    for (let x = 20; x < width; x += 160) {
      const o = (x / 160 + y / 80) % 2 ? 40 : 0;
      d += `M${x} ${y + o} h60 l20 20 h60 M${x + 60} ${y + o} v-30 `;
    }
  }
  const dots = [];
  for (let y = 40; y < height; y += 80)
    for (let x = 20; x < width; x += 160) dots.push(`<circle cx="${x}" cy="${y + ((x / 160 + y / 80) % 2 ? 40 : 0)}" r="5"/>`);
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="3"/><g fill="${stroke}">${dots.join("")}</g>`;
}

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND[900]}"/><stop offset="1" stop-color="${BRAND[700]}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  ${circuit(1200, 630, "rgba(255,255,255,0.07)")}
  <g transform="translate(96 150) scale(2.6)">${mark("#ffffff")}</g>
  <g transform="translate(96 150) scale(2.6)"><line x1="32" y1="10" x2="32" y2="17" stroke="${BRAND[600]}" stroke-width="3" stroke-linecap="round"/><rect x="13" y="17" width="38" height="32" rx="9" fill="${BRAND[600]}"/><circle cx="24.5" cy="31" r="4.5" fill="#fff"/><circle cx="39.5" cy="31" r="4.5" fill="#fff"/><rect x="23" y="40" width="18" height="3.5" rx="1.75" fill="${ACCENT}"/></g>
  <text x="300" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="96" fill="#fff">RoboDoc</text>
  <text x="300" y="310" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="${BRAND[100]}">Robotics &amp; electronics parts</text>
  <text x="96" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#fff">Arduino · ESP32 · Raspberry Pi · Sensors · Motors · Tools</text>
  <rect x="96" y="510" width="560" height="56" rx="28" fill="${ACCENT}"/>
  <text x="376" y="547" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="26" fill="#fff">Cash on delivery across Bangladesh</text>
</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile(join(pub, "og-image.png"));

const banner = `<svg xmlns="http://www.w3.org/2000/svg" width="1450" height="480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BRAND[900]}"/><stop offset="1" stop-color="${BRAND[700]}"/></linearGradient></defs>
  <rect width="1450" height="480" fill="url(#g)"/>
  ${circuit(1450, 480, "rgba(255,255,255,0.08)")}
  <rect width="1450" height="480" fill="rgba(10,20,60,0.25)"/>
</svg>`;
await sharp(Buffer.from(banner))
  .webp({ quality: 70 })
  .toFile(join(pub, "images", "contact-banner.webp"));

console.log("images written to", pub);
