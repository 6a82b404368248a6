import { Link } from "react-router";
import type { z } from "zod";
import { adminCategoryInput, type adminCategory, type adminCategoriesResponse } from "@shop/contracts/admin";
import { Descriptions } from "../components/Descriptions";
import { ItemForm } from "../components/ItemForm";
import { ListAndForm, type ItemFormProps } from "../components/ListAndForm";
import { NameAndSlug } from "../components/NameAndSlug";
import { Pill, SelectField, TextField } from "../components/ui";
import { VisibilityToggle } from "../components/VisibilityToggle";
import { endpoints } from "../lib/endpoints";
import { formErrors, orNull, parseWhole } from "../lib/forms";
import { useFields } from "../lib/use-form";
import { useApi } from "../lib/use-api";

/** A category hidden from the storefront; a new one starts so (a draft) until published. */
const CATEGORY_VISIBILITY = { shown: "Published", hidden: "Hidden (draft)", show: "Publish", hide: "Hide" };

type Category = z.infer<typeof adminCategory>;

export default function Categories() {
  const state = useApi<z.infer<typeof adminCategoriesResponse>>(endpoints.categories);
  const list = state.data?.data ?? [];
  const names = new Map(list.map((category) => [category.id, category.name]));
  return (
    <ListAndForm<Category>
      title="Categories"
      noun="category"
      urls={{ list: endpoints.categories, item: endpoints.category }}
      state={state}
      name={(category) => category.name}
      empty="No categories yet."
      created="Category created as a draft: publish it to show it in the shop"
      archive={{ path: "/categories", isArchived: (category) => category.archived }}
      columns={[
        { label: "Name", className: "font-medium", cell: (category) => category.name },
        { label: "Bangla name", cell: (category) => (category.name_bn ? <span lang="bn">{category.name_bn}</span> : "—") },
        { label: "Slug", cell: (category) => category.slug },
        { label: "Parent", cell: (category) => (category.parent_id ? (names.get(category.parent_id) ?? category.parent_id) : "—") },
        { label: "Order", cell: (category) => category.sort_order },
        {
          label: "Products",
          cell: (category) => (
            <Link to={`/products?category=${category.id}`} className="text-blue-800 underline">
              {category.products}
            </Link>
          ),
        },
        {
          label: "In the shop",
          cell: (category) =>
            category.archived ? (
              <Pill>Archived</Pill>
            ) : (
              <VisibilityToggle
                url={endpoints.category(category.id)}
                name={category.name}
                shown={category.is_active}
                labels={CATEGORY_VISIBILITY}
                onChanged={state.reload}
              />
            ),
        },
      ]}
      form={(props) => <CategoryForm {...props} categories={list} />}
    />
  );
}

function CategoryForm({ item: category, frame, categories }: ItemFormProps<Category> & { categories: Category[] }) {
  const [values, set] = useFields({
    name: category?.name ?? "",
    slug: category?.slug ?? "",
    parent: category?.parent_id ? String(category.parent_id) : "",
    description: category?.description ?? "",
    nameBn: category?.name_bn ?? "",
    descriptionBn: category?.description_bn ?? "",
    sortOrder: category ? String(category.sort_order) : "",
  });
  const read = () => {
    const order = parseWhole(values.sortOrder);
    const body = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      parent_id: values.parent ? Number(values.parent) : null,
      description: orNull(values.description),
      name_bn: orNull(values.nameBn),
      description_bn: orNull(values.descriptionBn),
      ...(order === null ? {} : { sort_order: order }),
    };
    return { body, errors: formErrors(adminCategoryInput, body) };
  };
  return (
    <ItemForm {...frame} read={read}>
      {(errors) => (
        <>
          <NameAndSlug value={values} onChange={set} errors={errors} isNew={!category} />
          <SelectField label="Parent category" value={values.parent} onChange={(e) => set({ parent: e.target.value })} error={errors.parent_id}>
            <option value="">None (a main category)</option>
            {categories
              .filter((item) => item.id !== category?.id && (!item.archived || String(item.id) === values.parent))
              .map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
          </SelectField>
          <TextField
            label="Sort order (optional)"
            inputMode="numeric"
            value={values.sortOrder}
            onChange={(e) => set({ sortOrder: e.target.value })}
            error={errors.sort_order}
            hint="Smaller comes first"
          />
          <TextField
            label="Name in Bangla (optional)"
            lang="bn"
            maxLength={80}
            value={values.nameBn}
            onChange={(e) => set({ nameBn: e.target.value })}
            error={errors.name_bn}
            hint="Shown on the Bangla shop; left empty, the English name shows"
          />
          <Descriptions value={values} onChange={set} errors={errors} />
        </>
      )}
    </ItemForm>
  );
}
