import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { adminProductInput, type adminBrandsResponse, type adminCategoriesResponse, type AdminProduct } from "@shop/contracts/admin";
import { PRODUCT_TAGS, PRODUCT_TAG_LABELS, type ProductTag } from "@shop/contracts/constants";
import { Button, CheckboxField, ErrorBanner, Section, SelectField, TextAreaField, TextField } from "../../components/ui";
import { type FieldErrors, request } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { apiFieldErrors, orNull, zodFieldErrors } from "../../lib/forms";
import { slugify } from "../../lib/format";
import { parseTaka, poishaToInput } from "../../lib/money";
import { useSession } from "../../lib/session";
import { useApi } from "../../lib/use-api";

type Spec = { id: number; key: string; value: string };
const OWNER_PRICES = "Only an owner can change prices";
const PROPOSED_PRICE = "Your proposal: the product waits, hidden, until an owner sets its price";

/** The form's fields as typed: prices are taka text here (`price_taka`), sent as integer poisha (`price_poisha`). */
function initial(product: AdminProduct | null) {
  return {
    name: product?.name ?? "",
    slug: product?.slug ?? "",
    sku: product?.sku ?? "",
    part_number: product?.part_number ?? "",
    category_id: product ? String(product.category.id) : "",
    brand_id: product?.brand ? String(product.brand.id) : "",
    price_taka: poishaToInput(product?.price_poisha),
    discount_price_taka: poishaToInput(product?.discount_price_poisha),
    short_description: product?.short_description ?? "",
    description: product?.description ?? "",
    datasheet_url: product?.datasheet_url ?? "",
    is_active: product?.is_active ?? true,
    is_special: product?.is_special ?? false,
    weight_grams: String(product?.weight_grams ?? 100),
  };
}

export function ProductForm({ product, onSaved }: { product: AdminProduct | null; onSaved: (product: AdminProduct, message: string) => void }) {
  const { isOwner } = useSession();
  const categories = useApi<z.infer<typeof adminCategoriesResponse>>(endpoints.categories);
  const brands = useApi<z.infer<typeof adminBrandsResponse>>(endpoints.brands);
  const [form, setForm] = useState(() => initial(product));
  const [slugTouched, setSlugTouched] = useState(Boolean(product));
  const [tags, setTags] = useState<Set<ProductTag>>(() => new Set(product?.tags ?? []));
  const [specs, setSpecs] = useState<Spec[]>(() => (product?.specs ?? []).map((spec, index) => ({ id: index, ...spec })));
  const [nextSpecId, setNextSpecId] = useState(() => (product?.specs.length ?? 0) + 1);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const pricesLocked = !isOwner;
  // A product staff make waits, hidden, for an owner's price: staff cannot show it until then.
  const waitsForPrice = !isOwner && (!product || product.needs_price);

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((previous) => ({ ...previous, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const price = parseTaka(form.price_taka);
    const discount = form.discount_price_taka.trim() ? parseTaka(form.discount_price_taka) : null;
    // Errors are keyed by the body's fields, as the API's are.
    const local: FieldErrors = {};
    if (price === null) local.price_poisha = "Enter the price in taka, like 1250 or 1250.50";
    if (form.discount_price_taka.trim() && discount === null) local.discount_price_poisha = "Enter the discount price in taka, like 999 or 999.50";
    if (price !== null && discount !== null && discount >= price) local.discount_price_poisha = "The discount price must be lower than the price";
    const body = {
      name: form.name.trim(),
      slug: form.slug.trim(),
      sku: form.sku.trim(),
      part_number: orNull(form.part_number),
      category_id: Number(form.category_id) || 0,
      brand_id: form.brand_id ? Number(form.brand_id) : null,
      price_poisha: price ?? 0,
      discount_price_poisha: discount,
      tags: PRODUCT_TAGS.filter((tag) => tags.has(tag)),
      specs: specs.filter((spec) => spec.key.trim() || spec.value.trim()).map((spec) => ({ key: spec.key.trim(), value: spec.value.trim() })),
      short_description: orNull(form.short_description),
      description: form.description,
      datasheet_url: orNull(form.datasheet_url),
      is_active: waitsForPrice ? false : form.is_active,
      is_special: form.is_special,
      weight_grams: Number(form.weight_grams.trim() || Number.NaN),
    };
    const parsed = adminProductInput.safeParse(body);
    const found = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...local };
    if (!form.category_id) found.category_id = "Choose a category";
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    // Staff never send prices: changing them is an owner's call (the API answers 403).
    const payload: Record<string, unknown> = { ...body };
    if (pricesLocked && product) {
      delete payload.price_poisha;
      delete payload.discount_price_poisha;
    }
    setBusy(true);
    try {
      const answer = product
        ? await request<{ message: string; data: AdminProduct }>(endpoints.product(product.id), { method: "PATCH", json: payload })
        : await request<{ message: string; data: AdminProduct }>(endpoints.products, { method: "POST", json: payload });
      onSaved(answer.data, product ? "Product saved" : answer.message);
    } catch (err) {
      setError(err);
      setErrors(apiFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  // Archived categories and brands are not offered, except the one the product already has.
  const categoryList = (categories.data?.data ?? []).filter((category) => !category.archived || String(category.id) === form.category_id);
  const brandList = (brands.data?.data ?? []).filter((brand) => !brand.archived || String(brand.id) === form.brand_id);

  return (
    <Section title="Details">
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <ErrorBanner error={error} className="md:col-span-2" />
        <ErrorBanner error={categories.error ?? brands.error} onRetry={() => (categories.reload(), brands.reload())} className="md:col-span-2" />
        <TextField
          label="Name"
          value={form.name}
          maxLength={200}
          required
          onChange={(e) => {
            const name = e.target.value;
            setForm((previous) => ({ ...previous, name, slug: slugTouched ? previous.slug : slugify(name) }));
          }}
          error={errors.name}
          className="md:col-span-2"
        />
        <TextField
          label="Slug"
          hint={slugTouched ? "The product page's address" : "Suggested from the name"}
          value={form.slug}
          maxLength={120}
          required
          onChange={(e) => {
            setSlugTouched(true);
            set("slug", e.target.value);
          }}
          error={errors.slug}
        />
        <TextField label="SKU" value={form.sku} maxLength={60} required onChange={(e) => set("sku", e.target.value)} error={errors.sku} />
        <TextField
          label="Part number (optional)"
          value={form.part_number}
          maxLength={60}
          onChange={(e) => set("part_number", e.target.value)}
          error={errors.part_number}
        />
        <SelectField label="Category" value={form.category_id} required onChange={(e) => set("category_id", e.target.value)} error={errors.category_id}>
          <option value="">Choose a category</option>
          {categoryList.map((category) => (
            <option key={category.id} value={category.id}>
              {category.parent_id ? `— ${category.name}` : category.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Brand (optional)" value={form.brand_id} onChange={(e) => set("brand_id", e.target.value)} error={errors.brand_id}>
          <option value="">No brand</option>
          {brandList.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Price (৳)"
          inputMode="decimal"
          value={form.price_taka}
          required
          disabled={pricesLocked && Boolean(product)}
          hint={pricesLocked && product ? OWNER_PRICES : waitsForPrice ? PROPOSED_PRICE : "In taka, like 1250 or 1250.50"}
          onChange={(e) => set("price_taka", e.target.value)}
          error={errors.price_poisha}
        />
        <TextField
          label="Discount price (৳, optional)"
          inputMode="decimal"
          value={form.discount_price_taka}
          disabled={pricesLocked && Boolean(product)}
          hint={pricesLocked && product ? OWNER_PRICES : "Leave empty for no discount"}
          onChange={(e) => set("discount_price_taka", e.target.value)}
          error={errors.discount_price_poisha}
        />
        <TextField
          label="Shipping weight (g)"
          inputMode="numeric"
          value={form.weight_grams}
          required
          hint="Packed, in grams: the delivery fee charges the first kg and each further kg"
          onChange={(e) => set("weight_grams", e.target.value)}
          error={errors.weight_grams}
        />

        <fieldset className="md:col-span-2" aria-describedby={errors.tags ? "tags-error" : undefined}>
          <legend className="font-medium">Tags</legend>
          <div className="flex flex-wrap gap-x-4">
            {PRODUCT_TAGS.map((tag) => (
              <CheckboxField
                key={tag}
                label={PRODUCT_TAG_LABELS[tag]}
                checked={tags.has(tag)}
                onChange={(e) =>
                  setTags((previous) => {
                    const next = new Set(previous);
                    if (e.target.checked) next.add(tag);
                    else next.delete(tag);
                    return next;
                  })
                }
              />
            ))}
          </div>
          {errors.tags ? (
            <p id="tags-error" className="text-sm font-medium text-red-700">
              {errors.tags}
            </p>
          ) : null}
        </fieldset>

        <fieldset className="md:col-span-2" aria-describedby={errors.specs ? "specs-error" : undefined}>
          <legend className="font-medium">Specifications</legend>
          {specs.length === 0 ? <p className="text-sm text-slate-600">No specifications yet.</p> : null}
          <ul className="flex flex-col gap-3">
            {specs.map((spec, index) => (
              <li key={spec.id} className="grid items-end gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[1fr_2fr_auto]">
                <TextField
                  label={`Name ${index + 1}`}
                  value={spec.key}
                  maxLength={60}
                  onChange={(e) => setSpecs((list) => list.map((item) => (item.id === spec.id ? { ...item, key: e.target.value } : item)))}
                />
                <TextField
                  label={`Value ${index + 1}`}
                  value={spec.value}
                  maxLength={200}
                  onChange={(e) => setSpecs((list) => list.map((item) => (item.id === spec.id ? { ...item, value: e.target.value } : item)))}
                />
                <Button small onClick={() => setSpecs((list) => list.filter((item) => item.id !== spec.id))}>
                  Remove<span className="sr-only"> specification {index + 1}</span>
                </Button>
              </li>
            ))}
          </ul>
          {errors.specs ? (
            <p id="specs-error" className="text-sm font-medium text-red-700">
              {errors.specs}
            </p>
          ) : null}
          <Button
            small
            className="mt-2"
            disabled={specs.length >= 40}
            onClick={() => {
              setSpecs((list) => [...list, { id: nextSpecId, key: "", value: "" }]);
              setNextSpecId((n) => n + 1);
            }}
          >
            Add a specification
          </Button>
        </fieldset>

        <TextAreaField
          label="Short description (optional)"
          rows={2}
          maxLength={500}
          value={form.short_description}
          onChange={(e) => set("short_description", e.target.value)}
          error={errors.short_description}
          className="md:col-span-2"
        />
        <TextAreaField
          label="Description"
          rows={8}
          maxLength={20000}
          value={form.description}
          onChange={(e) => set("description", e.target.value)}
          error={errors.description}
          className="md:col-span-2"
        />
        <TextField
          label="Datasheet link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.datasheet_url}
          maxLength={500}
          onChange={(e) => set("datasheet_url", e.target.value)}
          error={errors.datasheet_url}
          className="md:col-span-2"
        />
        <CheckboxField
          label="Visible in the shop"
          checked={waitsForPrice ? false : form.is_active}
          disabled={waitsForPrice}
          hint={
            waitsForPrice
              ? "Shown once an owner has set its price"
              : product?.needs_price
                ? "Saving sets the price above: the product may then be shown"
                : undefined
          }
          onChange={(e) => set("is_active", e.target.checked)}
          error={errors.is_active}
        />
        <CheckboxField label="Special product" checked={form.is_special} onChange={(e) => set("is_special", e.target.checked)} error={errors.is_special} />
        <div className="md:col-span-2">
          <Button type="submit" variant="primary" busy={busy}>
            {product ? "Save product" : "Create product"}
          </Button>
        </div>
      </form>
    </Section>
  );
}
