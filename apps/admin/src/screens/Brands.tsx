import type { z } from "zod";
import { adminBrandInput, type adminBrand, type adminBrandsResponse } from "@shop/contracts/admin";
import { Descriptions } from "../components/Descriptions";
import { ItemForm } from "../components/ItemForm";
import { ListAndForm, type ItemFormProps } from "../components/ListAndForm";
import { NameAndSlug } from "../components/NameAndSlug";
import { Pill, TextField } from "../components/ui";
import { VisibilityToggle } from "../components/VisibilityToggle";
import { endpoints } from "../lib/endpoints";
import { formErrors, orNull } from "../lib/forms";
import { useFields } from "../lib/use-form";
import { useApi } from "../lib/use-api";

type Brand = z.infer<typeof adminBrand>;
const VISIBILITY = { shown: "Shown", hidden: "Hidden", show: "Show", hide: "Hide" };

export default function Brands() {
  const state = useApi<z.infer<typeof adminBrandsResponse>>(endpoints.brands);
  return (
    <ListAndForm<Brand>
      title="Brands"
      noun="brand"
      urls={{ list: endpoints.brands, item: endpoints.brand }}
      state={state}
      name={(brand) => brand.name}
      empty="No brands yet."
      archive={{ path: "/brands", isArchived: (brand) => brand.archived }}
      columns={[
        { label: "Name", className: "font-medium", cell: (brand) => brand.name },
        { label: "Slug", cell: (brand) => brand.slug },
        { label: "Country", cell: (brand) => brand.country ?? "—" },
        { label: "Products", cell: (brand) => brand.products },
        {
          label: "In the shop",
          cell: (brand) =>
            brand.archived ? (
              <Pill>Archived</Pill>
            ) : (
              <VisibilityToggle url={endpoints.brand(brand.id)} name={brand.name} shown={brand.is_active} labels={VISIBILITY} onChanged={state.reload} />
            ),
        },
      ]}
      form={(props) => <BrandForm {...props} />}
    />
  );
}

function BrandForm({ item: brand, frame }: ItemFormProps<Brand>) {
  const [values, set] = useFields({
    name: brand?.name ?? "",
    slug: brand?.slug ?? "",
    country: brand?.country ?? "",
    description: "",
    descriptionBn: brand?.description_bn ?? "",
  });
  // The list does not carry the description: an edit sends it only when one was typed.
  const read = () => {
    const body = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      country: orNull(values.country),
      ...(values.description.trim() || !brand ? { description: orNull(values.description) } : {}),
      description_bn: orNull(values.descriptionBn),
    };
    return { body, errors: formErrors(adminBrandInput, body) };
  };
  return (
    <ItemForm {...frame} read={read}>
      {(errors) => (
        <>
          <NameAndSlug value={values} onChange={set} errors={errors} isNew={!brand} />
          <TextField
            label="Country (optional)"
            value={values.country}
            maxLength={60}
            onChange={(e) => set({ country: e.target.value })}
            error={errors.country}
          />
          <Descriptions value={values} onChange={set} errors={errors} keepHint={Boolean(brand)} />
        </>
      )}
    </ItemForm>
  );
}
