/** A price-break row's problems, by the form's own field names. */
export type RowErrors = { quantity?: string; price?: string };

/**
 * The API's refusal of a list of breaks (PUT …/price-tiers), by row: `tiers.N.min_quantity`
 * marks row N's quantity, `tiers.N.unit_price_poisha` its price; what names no row (`tiers`:
 * too many) is for the banner.
 */
export function rowErrorsOfApi(fields: Record<string, string>, rowCount: number): { rows: RowErrors[]; banner: string | null } {
  const rows: RowErrors[] = Array.from({ length: rowCount }, () => ({}));
  let banner: string | null = null;
  for (const [field, message] of Object.entries(fields)) {
    const match = /^tiers\.(\d+)\.(min_quantity|unit_price_poisha)$/.exec(field);
    const row = match ? rows[Number(match[1])] : undefined;
    if (match && row) row[match[2] === "min_quantity" ? "quantity" : "price"] ??= message;
    else if (field === "tiers" || field.startsWith("tiers.")) banner ??= message;
  }
  return { rows, banner };
}
