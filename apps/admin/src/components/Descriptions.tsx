import type { FieldErrors } from "../lib/api";
import { TextAreaField } from "./ui";

type Described = { description: string; descriptionBn: string };

/**
 * A brand's or category's description in English and in Bangla (decision 050): the Bangla
 * shop shows the Bangla one, or the English one where it is left empty. `keepHint`: an
 * edit that leaves the English one empty keeps what is saved.
 */
export function Descriptions({
  value,
  onChange,
  errors,
  keepHint,
}: {
  value: Described;
  onChange: (value: Partial<Described>) => void;
  errors: FieldErrors;
  keepHint?: boolean;
}) {
  return (
    <>
      <TextAreaField
        label="Description (optional)"
        hint={keepHint ? "Leave empty to keep the current description" : undefined}
        rows={3}
        maxLength={1000}
        value={value.description}
        onChange={(e) => onChange({ description: e.target.value })}
        error={errors.description}
        className="md:col-span-2"
      />
      <TextAreaField
        label="Description in Bangla (optional)"
        lang="bn"
        rows={3}
        maxLength={1000}
        value={value.descriptionBn}
        onChange={(e) => onChange({ descriptionBn: e.target.value })}
        error={errors.description_bn}
        hint="Shown on the Bangla shop; left empty, the English description shows"
        className="md:col-span-2"
      />
    </>
  );
}
