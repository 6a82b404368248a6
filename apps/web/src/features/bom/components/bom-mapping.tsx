"use client";

import { BOM_FIELDS, type BomField, type BomMapping } from "@shop/contracts";

const NAMES: Record<BomField, string> = { quantity: "Quantity", name: "Part name or value", part_number: "Part number", footprint: "Footprint" };

/** A CSV's columns as found by their header; changing one matches the file again. */
export function BomMappingForm({ columns, mapping, onChange }: { columns: string[]; mapping: BomMapping; onChange: (mapping: BomMapping) => void }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Columns of your file</legend>
      <div className="grid gap-3 sm:grid-cols-4">
        {BOM_FIELDS.map((field) => (
          <div key={field}>
            <label htmlFor={`bom-map-${field}`} className="mb-1 block text-xs font-medium text-slate-600">
              {NAMES[field]}
            </label>
            <select
              id={`bom-map-${field}`}
              value={mapping[field] ?? ""}
              onChange={(e) => onChange({ ...mapping, [field]: e.target.value === "" ? null : Number(e.target.value) })}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="">None</option>
              {columns.map((column, i) => (
                <option key={`${column}-${i}`} value={i}>
                  {column || `Column ${i + 1}`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
