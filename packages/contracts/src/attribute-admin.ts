import { z } from "zod";
import { ATTRIBUTE_KINDS } from "./attributes";
import { envelope } from "./envelope";
import "./zod-config";

/**
 * The back office's typed specifications (issue 48, decision 043): a category's list of
 * attributes and a product's values, typed by staff and normalised by the shop's one
 * normaliser (attributes.ts) in the form's preview and again in the API.
 */
export const ATTRIBUTE_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const CATEGORY_ATTRIBUTES_MAX = 30;
export const ATTRIBUTE_MESSAGES = {
  key: "Use a short key of lower-case letters, digits and _ that starts with a letter (voltage, display_size)",
  name: "Enter a name",
  duplicate: "Each attribute once in a category",
  unitOnlyNumbers: "Only a number has a unit",
} as const;

const choicesSchema = z.array(z.string().trim().min(1).max(40)).max(50);

export const categoryAttributeInput = z.strictObject({
  key: z.string().trim().regex(ATTRIBUTE_KEY_PATTERN, ATTRIBUTE_MESSAGES.key),
  name: z.string().trim().min(1, ATTRIBUTE_MESSAGES.name).max(60),
  /** Bangla name (issue 50): empty or null, the Bangla shop shows `name`; left out, a known attribute keeps its own. */
  name_bn: z.string().trim().max(60).nullable().optional(),
  unit: z.string().trim().max(20).nullable(),
  kind: z.enum(ATTRIBUTE_KINDS, { error: "Choose number, choice or yes/no" }),
  choices: choicesSchema.default([]),
  filterable: z.boolean().default(true),
});
export type CategoryAttributeInput = z.infer<typeof categoryAttributeInput>;

/** PUT /v1/admin/categories/{id}/attributes: the category's whole list, in its order. */
export const categoryAttributesBody = z.strictObject({
  attributes: z
    .array(categoryAttributeInput)
    .max(CATEGORY_ATTRIBUTES_MAX)
    .refine((list) => new Set(list.map((a) => a.key)).size === list.length, ATTRIBUTE_MESSAGES.duplicate),
});

export const adminAttribute = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  name_bn: z.string().nullable(),
  unit: z.string().nullable(),
  kind: z.enum(ATTRIBUTE_KINDS),
  choices: z.array(z.string()),
});
export type AdminAttribute = z.infer<typeof adminAttribute>;
export const adminAttributesResponse = envelope(z.array(adminAttribute));

export const adminCategoryAttribute = adminAttribute.extend({ position: z.number().int(), filterable: z.boolean() });
export type AdminCategoryAttribute = z.infer<typeof adminCategoryAttribute>;
export const adminCategoryAttributesResponse = envelope(z.array(adminCategoryAttribute));

/** A product's value of one of its category's attributes: what staff typed and how the shop reads it. */
export const adminProductAttributeValue = adminAttribute.extend({ raw: z.string(), formatted: z.string() });
export type AdminProductAttributeValue = z.infer<typeof adminProductAttributeValue>;
export const adminProductAttributesResponse = envelope(z.array(adminProductAttributeValue));

/** PUT /v1/admin/products/{id}/attributes: raw values by attribute key; "" clears one. Keys not sent keep their value. */
export const productAttributesBody = z.strictObject({
  values: z.record(z.string().regex(ATTRIBUTE_KEY_PATTERN, ATTRIBUTE_MESSAGES.key), z.string().max(200)),
});

/** The normaliser's refusal with the attribute's name in front, as the form and the API show it. */
export function namedAttributeError(name: string, error: string): string {
  return error.toLowerCase().includes(name.toLowerCase()) ? error : `${name}: ${error}`;
}

// ---- CSV import of values -------------------------------------------------------------

export const ATTRIBUTE_CSV_MAX_BYTES = 1024 * 1024;
export const ATTRIBUTE_CSV_MAX_ROWS = 2000;
export const attributeImportBody = z.strictObject({
  file: z.string().max(ATTRIBUTE_CSV_MAX_BYTES * 2),
  /** The preview's hash: apply only what was previewed. */
  hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export const attributeImportRow = z.object({
  row: z.number().int(),
  sku: z.string(),
  product_id: z.number().int().nullable(),
  changes: z.array(z.object({ key: z.string(), before: z.string(), after: z.string() })),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type AttributeImportRow = z.infer<typeof attributeImportRow>;
export const attributeImportPreview = z.object({
  hash: z.string(),
  rows: z.array(attributeImportRow),
  changed: z.number().int(),
  errors: z.number().int(),
});
export type AttributeImportPreview = z.infer<typeof attributeImportPreview>;
export const attributeImportPreviewResponse = envelope(attributeImportPreview);
export const attributeImportResultResponse = envelope(z.object({ changed: z.number().int() }));
