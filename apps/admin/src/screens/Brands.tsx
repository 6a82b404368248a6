import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { adminBrandInput, type adminBrand, type adminBrandsResponse } from "@shop/contracts/admin";
import { Button, ErrorBanner, Empty, Loading, PageHeader, Section, StackTable, Td, TextAreaField, TextField } from "../components/ui";
import { type FieldErrors, request } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { apiFieldErrors, orNull, zodFieldErrors } from "../lib/forms";
import { slugify } from "../lib/format";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";
import { VisibilityToggle } from "../components/VisibilityToggle";

type Brand = z.infer<typeof adminBrand>;

export default function Brands() {
  const { data, error, loading, reload } = useApi<z.infer<typeof adminBrandsResponse>>(endpoints.brands);
  const [editing, setEditing] = useState<Brand | "new" | null>(null);
  const list = data?.data ?? [];
  return (
    <>
      <PageHeader title="Brands">
        <Button variant="primary" onClick={() => setEditing("new")} aria-expanded={editing === "new"}>
          New brand
        </Button>
      </PageHeader>
      {editing ? (
        <BrandForm
          key={editing === "new" ? "new" : editing.id}
          brand={editing === "new" ? null : editing}
          onDone={() => {
            setEditing(null);
            reload();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />
      {loading && !data ? <Loading /> : null}
      {data && list.length === 0 ? <Empty>No brands yet.</Empty> : null}
      {list.length ? (
        <StackTable caption="Brands" head={["Name", "Slug", "Country", "Products", "In the shop", ""]}>
          {list.map((brand) => (
            <tr key={brand.id}>
              <Td label="Name" className="font-medium">
                {brand.name}
              </Td>
              <Td label="Slug">{brand.slug}</Td>
              <Td label="Country">{brand.country ?? "—"}</Td>
              <Td label="Products">{brand.products}</Td>
              <Td label="In the shop">
                <VisibilityToggle
                  url={endpoints.brand(brand.id)}
                  name={brand.name}
                  shown={brand.is_active}
                  labels={{ shown: "Shown", hidden: "Hidden", show: "Show", hide: "Hide" }}
                  onChanged={reload}
                />
              </Td>
              <Td label="">
                <Button small onClick={() => setEditing(brand)}>
                  Edit<span className="sr-only"> {brand.name}</span>
                </Button>
              </Td>
            </tr>
          ))}
        </StackTable>
      ) : null}
    </>
  );
}

function BrandForm({ brand, onDone, onClose }: { brand: Brand | null; onDone: () => void; onClose: () => void }) {
  const [name, setName] = useState(brand?.name ?? "");
  const [slug, setSlug] = useState(brand?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(Boolean(brand));
  const [country, setCountry] = useState(brand?.country ?? "");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // The list does not carry the description: an edit sends it only when one was typed.
    const body = {
      name: name.trim(),
      slug: slug.trim(),
      country: orNull(country),
      ...(description.trim() || !brand ? { description: orNull(description) } : {}),
    };
    const parsed = adminBrandInput.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      if (brand) await request(endpoints.brand(brand.id), { method: "PATCH", json: body });
      else await request(endpoints.brands, { method: "POST", json: body });
      notify(brand ? "Brand saved" : "Brand created");
      onDone();
    } catch (err) {
      setError(err);
      setErrors(apiFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={brand ? `Edit ${brand.name}` : "New brand"} className="mb-4">
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
        <TextField label="Country (optional)" value={country} maxLength={60} onChange={(e) => setCountry(e.target.value)} error={errors.country} />
        <TextAreaField
          label="Description (optional)"
          hint={brand ? "Leave empty to keep the current description" : undefined}
          rows={3}
          maxLength={1000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
          className="md:col-span-2"
        />
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" variant="primary" busy={busy}>
            {brand ? "Save brand" : "Create brand"}
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </form>
    </Section>
  );
}
