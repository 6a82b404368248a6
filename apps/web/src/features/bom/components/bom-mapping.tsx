"use client";

import { BOM_FIELDS, formatNumberIn, type BomField, type BomMapping } from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";

const NAMES = { quantity: "fieldQuantity", name: "fieldName", part_number: "fieldPartNumber", footprint: "fieldFootprint" } as const satisfies Record<
  BomField,
  string
>;

/** A CSV's columns as found by their header; changing one matches the file again. */
export function BomMappingForm({ columns, mapping, onChange }: { columns: string[]; mapping: BomMapping; onChange: (mapping: BomMapping) => void }) {
  const t = useT("bom");
  const locale = useLocale();
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("columns")}</legend>
      <div className="grid gap-3 sm:grid-cols-4">
        {BOM_FIELDS.map((field) => (
          <div key={field}>
            <label htmlFor={`bom-map-${field}`} className="mb-1 block text-xs font-medium text-slate-600">
              {t(NAMES[field])}
            </label>
            <select
              id={`bom-map-${field}`}
              value={mapping[field] ?? ""}
              onChange={(e) => onChange({ ...mapping, [field]: e.target.value === "" ? null : Number(e.target.value) })}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="">{t("none")}</option>
              {columns.map((column, i) => (
                <option key={`${column}-${i}`} value={i}>
                  {column || t("column", { n: formatNumberIn(i + 1, locale) })}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
