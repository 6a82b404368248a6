import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { adminCategoryInput, type adminCategory, type adminCategoriesResponse } from "@shop/contracts/admin";
import { Button, ErrorBanner, Empty, Loading, PageHeader, Section, SelectField, StackTable, Td, TextAreaField, TextField } from "../components/ui";
import { type FieldErrors, request } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { apiFieldErrors, orNull, parseWhole, zodFieldErrors } from "../lib/forms";
import { slugify } from "../lib/format";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";
import { VisibilityToggle } from "../components/VisibilityToggle";

/** A category hidden from the storefront; a new one starts so (a draft) until published. */
const CATEGORY_VISIBILITY = { shown: "Published", hidden: "Hidden (draft)", show: "Publish", hide: "Hide" };

type Category = z.infer<typeof adminCategory>;

export default function Categories() {
  const { data, error, loading, reload } = useApi<z.infer<typeof adminCategoriesResponse>>(endpoints.categories);
  const [editing, setEditing] = useState<Category | "new" | null>(null);
  const list = data?.data ?? [];
  const names = new Map(list.map((category) => [category.id, category.name]));
  return (
    <>
      <PageHeader title="Categories">
        <Button variant="primary" onClick={() => setEditing("new")} aria-expanded={editing === "new"}>
          New category
        </Button>
      </PageHeader>
      {editing ? (
        <CategoryForm
          key={editing === "new" ? "new" : editing.id}
          category={editing === "new" ? null : editing}
          categories={list}
          onDone={() => {
            setEditing(null);
            reload();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />
      {loading && !data ? <Loading /> : null}
      {data && list.length === 0 ? <Empty>No categories yet.</Empty> : null}
      {list.length ? (
        <StackTable caption="Categories" head={["Name", "Slug", "Parent", "Order", "Products", "In the shop", ""]}>
          {list.map((category) => (
            <tr key={category.id}>
              <Td label="Name" className="font-medium">
                {category.name}
              </Td>
              <Td label="Slug">{category.slug}</Td>
              <Td label="Parent">{category.parent_id ? (names.get(category.parent_id) ?? category.parent_id) : "—"}</Td>
              <Td label="Order">{category.sort_order}</Td>
              <Td label="Products">
                <Link to={`/products?category=${category.id}`} className="text-blue-800 underline">
                  {category.products}
                </Link>
              </Td>
              <Td label="In the shop">
                <VisibilityToggle
                  url={endpoints.category(category.id)}
                  name={category.name}
                  shown={category.is_active}
                  labels={CATEGORY_VISIBILITY}
                  onChanged={reload}
                />
              </Td>
              <Td label="">
                <Button small onClick={() => setEditing(category)}>
                  Edit<span className="sr-only"> {category.name}</span>
                </Button>
              </Td>
            </tr>
          ))}
        </StackTable>
      ) : null}
    </>
  );
}

function CategoryForm({
  category,
  categories,
  onDone,
  onClose,
}: {
  category: Category | null;
  categories: Category[];
  onDone: () => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(category?.name ?? "");
  const [slug, setSlug] = useState(category?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(Boolean(category));
  const [parent, setParent] = useState(category?.parent_id ? String(category.parent_id) : "");
  const [description, setDescription] = useState(category?.description ?? "");
  const [sortOrder, setSortOrder] = useState(category ? String(category.sort_order) : "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const order = parseWhole(sortOrder);
    const body = {
      name: name.trim(),
      slug: slug.trim(),
      parent_id: parent ? Number(parent) : null,
      description: orNull(description),
      ...(order === null ? {} : { sort_order: order }),
    };
    const parsed = adminCategoryInput.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      if (category) await request(endpoints.category(category.id), { method: "PATCH", json: body });
      else await request(endpoints.categories, { method: "POST", json: body });
      notify(category ? "Category saved" : "Category created as a draft: publish it to show it in the shop");
      onDone();
    } catch (err) {
      setError(err);
      setErrors(apiFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={category ? `Edit ${category.name}` : "New category"} className="mb-4">
      <form onSubmit={submit} noValidate className="grid gap-3 md:grid-cols-2">
        <ErrorBanner error={error} className="md:col-span-2" />
        <TextField
          label="Name"
          value={name}
          maxLength={80}
          required
          onChange={(e) => {
            setName(e.target.value);
            if (!slugTouched) setSlug(slugify(e.target.value));
          }}
          error={errors.name}
        />
        <TextField
          label="Slug"
          value={slug}
          maxLength={120}
          required
          onChange={(e) => {
            setSlugTouched(true);
            setSlug(e.target.value);
          }}
          error={errors.slug}
        />
        <SelectField label="Parent category" value={parent} onChange={(e) => setParent(e.target.value)} error={errors.parent_id}>
          <option value="">None (a main category)</option>
          {categories
            .filter((item) => item.id !== category?.id)
            .map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
        </SelectField>
        <TextField
          label="Sort order (optional)"
          inputMode="numeric"
          value={sortOrder}
          onChange={(e) => setSortOrder(e.target.value)}
          error={errors.sort_order}
          hint="Smaller comes first"
        />
        <TextAreaField
          label="Description (optional)"
          rows={3}
          maxLength={1000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
          className="md:col-span-2"
        />
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" variant="primary" busy={busy}>
            {category ? "Save category" : "Create category"}
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </form>
    </Section>
  );
}
