import { toBanglaDigits, type AttributeFacet } from "@shop/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import type { SpecChoice } from "../lib/spec-params";

type Props = {
  /** The listing's typed-specification facets (the API's meta.attributes). */
  facets: AttributeFacet[];
  specs: SpecChoice[];
  /** The price inputs' look, shared so the form reads as one. */
  fieldClass: string;
};

const short = (n: number) => String(Number(n.toPrecision(4)));

/**
 * Filters by specification inside the listing's GET form, as the brand boxes are: choices as
 * checkboxes with counts, yes/no as a choice of any/yes/no, numbers as a min–max range in
 * the attribute's unit (a product matches when its own range overlaps).
 */
export function AttributeFields({ facets, specs, fieldClass }: Props) {
  const id = useId();
  const t = useTranslations("specFilters");
  const bangla = useLocale() === "bn";
  const digits = (n: number | string) => (bangla ? toBanglaDigits(String(n)) : String(n));
  const products = (choice: string, count: number) => t("choiceCount", { choice, count: bangla ? digits(count) : count });
  const chosen = (key: string) => specs.find((s) => s.key === key);
  const shown = new Set(facets.map((f) => f.key));
  // A filter whose facet has nothing left still rides along, so Apply keeps it.
  const kept = specs.filter((s) => !shown.has(s.key));

  return (
    <>
      {facets.map((facet) => {
        const current = chosen(facet.key);
        const legend = facet.unit ? `${facet.name} (${facet.unit})` : facet.name;
        if (facet.kind === "number") {
          const name = facet.name.toLowerCase();
          // The products' span in words under the boxes: as placeholders, long values (a clock in Hz) did not fit a box.
          const span =
            facet.min === null || facet.max === null
              ? null
              : t(facet.unit ? "spanIn" : "span", { min: digits(short(facet.min)), max: digits(short(facet.max)), unit: facet.unit ?? "" });
          const spanId = `${id}-${facet.key}-span`;
          return (
            <fieldset key={facet.key} data-facet={facet.key}>
              <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
              <div className="flex items-center gap-2">
                <label htmlFor={`${id}-${facet.key}-min`} className="sr-only">
                  {facet.unit ? t("lowestIn", { name, unit: facet.unit }) : t("lowest", { name })}
                </label>
                <input
                  id={`${id}-${facet.key}-min`}
                  name={`spec.${facet.key}.min`}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  placeholder={t("min")}
                  aria-describedby={span ? spanId : undefined}
                  defaultValue={current?.min}
                  className={fieldClass}
                />
                <span aria-hidden className="text-slate-400">
                  –
                </span>
                <label htmlFor={`${id}-${facet.key}-max`} className="sr-only">
                  {facet.unit ? t("highestIn", { name, unit: facet.unit }) : t("highest", { name })}
                </label>
                <input
                  id={`${id}-${facet.key}-max`}
                  name={`spec.${facet.key}.max`}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  placeholder={t("max")}
                  aria-describedby={span ? spanId : undefined}
                  defaultValue={current?.max}
                  className={fieldClass}
                />
              </div>
              {span && (
                <p id={spanId} className="mt-1 break-words text-xs text-slate-500">
                  {span}
                </p>
              )}
            </fieldset>
          );
        }
        if (facet.kind === "boolean") {
          const picked = current?.values[0];
          const options = [
            { value: "", label: t("any"), count: undefined as number | undefined },
            ...facet.values.map((v) => ({ ...v, label: v.value === "yes" ? t("yes") : t("no") })),
          ];
          return (
            <fieldset key={facet.key} data-facet={facet.key}>
              <legend className="mb-2 text-sm font-semibold text-slate-900">{facet.name}</legend>
              <div className="flex flex-wrap gap-x-4">
                {options.map((o) => (
                  <label key={o.value || "any"} className="choice-row py-1.5">
                    <input
                      type="radio"
                      name={`spec.${facet.key}`}
                      value={o.value}
                      defaultChecked={(picked ?? "") === o.value}
                      aria-label={o.count === undefined ? o.label : products(o.label, o.count)}
                      className="size-4 shrink-0 accent-brand-600"
                    />
                    <span>{o.label}</span>
                    {o.count !== undefined && <span className="choice-count">({digits(o.count)})</span>}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        }
        return (
          <fieldset key={facet.key} data-facet={facet.key}>
            <legend className="mb-2 text-sm font-semibold text-slate-900">{facet.name}</legend>
            <div className="max-h-56 space-y-0.5 overflow-y-auto pr-1">
              {facet.values.map((v) => (
                <label key={v.value} className="choice-row py-1.5">
                  <input
                    type="checkbox"
                    name={`spec.${facet.key}`}
                    value={v.value}
                    aria-label={products(v.value, v.count)}
                    defaultChecked={Boolean(current?.values.some((c) => c.toLowerCase() === v.value.toLowerCase()))}
                    className="choice-box"
                  />
                  <span className="min-w-0 flex-1 break-words">{v.value}</span>
                  <span className="choice-count">({digits(v.count)})</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {kept.flatMap((s) => [
        ...s.values.map((v) => <input key={`${s.key}-${v}`} type="hidden" name={`spec.${s.key}`} value={v} />),
        ...(s.min !== undefined ? [<input key={`${s.key}-min`} type="hidden" name={`spec.${s.key}.min`} value={s.min} />] : []),
        ...(s.max !== undefined ? [<input key={`${s.key}-max`} type="hidden" name={`spec.${s.key}.max`} value={s.max} />] : []),
      ])}
    </>
  );
}
