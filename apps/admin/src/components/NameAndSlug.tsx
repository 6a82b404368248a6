import { useState } from "react";
import type { FieldErrors } from "../lib/api";
import { slugify } from "../lib/format";
import { TextField } from "./ui";

type Named = { name: string; slug: string };

/** Name and slug of a brand or category: a new one's slug follows the name until it is typed itself. */
export function NameAndSlug({ value, onChange, errors, isNew }: { value: Named; onChange: (value: Named) => void; errors: FieldErrors; isNew: boolean }) {
  const [slugTouched, setSlugTouched] = useState(!isNew);
  return (
    <>
      <TextField
        label="Name"
        value={value.name}
        maxLength={80}
        required
        onChange={(e) => onChange({ name: e.target.value, slug: slugTouched ? value.slug : slugify(e.target.value) })}
        error={errors.name}
      />
      <TextField
        label="Slug"
        value={value.slug}
        maxLength={120}
        required
        onChange={(e) => {
          setSlugTouched(true);
          onChange({ ...value, slug: e.target.value });
        }}
        error={errors.slug}
      />
    </>
  );
}
