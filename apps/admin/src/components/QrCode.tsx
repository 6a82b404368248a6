import { encode } from "uqr";

/**
 * A QR code drawn as one inline SVG (decision 037): crisp in print at any size, no HTML
 * string injected. Each dark module is a 1×1 square in a viewBox of the matrix's size.
 */
export function QrCode({ value, label, size = 96 }: { value: string; label: string; size?: number }) {
  const { data, size: modules } = encode(value, { ecc: "M", border: 4 });
  const path: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" className="shrink-0">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path.join("")} fill="#000" />
    </svg>
  );
}
