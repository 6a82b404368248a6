import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import type { adminCategoriesResponse, adminProductsResponse } from "@shop/contracts/admin";
import { ListTable } from "../components/ListTable";
import { buttonClass, Button, PageHeader, Pagination, Pill, SelectField, TextField, Thumb } from "../components/ui";
import { withQuery } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { money } from "../lib/money";
import { useApi } from "../lib/use-api";
import { ImportPanel, PRODUCTS_CSV_PATH } from "./product/ImportPanel";

type ProductsAnswer = z.infer<typeof adminProductsResponse>;
type CategoriesAnswer = z.infer<typeof adminCategoriesResponse>;
const KEYS = ["q", "category", "status", "stock", "page"] as const;

export default function Products() {
  const [params, setParams] = useSearchParams();
  const query: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const state = useApi<ProductsAnswer>(withQuery(endpoints.products, query));
  const categories = useApi<CategoriesAnswer>(endpoints.categories);
  const [importing, setImporting] = useState(false);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of ["q", "category", "status", "stock"] as const) {
      const value = String(form.get(key) ?? "").trim();
      if (value && value !== "all") next[key] = value;
    }
    setParams(next);
  }

  return (
    <>
      <PageHeader title="Products">
        <a className={buttonClass("secondary")} href={PRODUCTS_CSV_PATH} download>
          Export CSV
        </a>
        <Button onClick={() => setImporting((open) => !open)} aria-expanded={importing}>
          Import CSV
        </Button>
        <Link to="/products/new" className={buttonClass("primary")}>
          New product
        </Link>
      </PageHeader>
      {importing ? <ImportPanel onApplied={state.reload} onClose={() => setImporting(false)} /> : null}
      <form onSubmit={apply} key={params.toString()} className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
        <TextField label="Search" name="q" type="search" hint="Name, SKU, part number or slug" defaultValue={query.q ?? ""} className="lg:col-span-2" />
        <SelectField label="Category" name="category" defaultValue={query.category ?? ""}>
          <option value="">All categories</option>
          {(categories.data?.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Visibility" name="status" defaultValue={query.status ?? "all"}>
          <option value="all">All</option>
          <option value="active">Visible</option>
          <option value="hidden">Hidden</option>
          <option value="needs_price">Needs a price</option>
          <option value="archived">Show archived</option>
        </SelectField>
        <SelectField label="Stock" name="stock" defaultValue={query.stock ?? "all"}>
          <option value="all">All</option>
          <option value="low">Low</option>
          <option value="out">Out of stock</option>
        </SelectField>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit" variant="primary">
            Apply filters
          </Button>
          <Link to="/products" className={buttonClass("secondary")}>
            Clear filters
          </Link>
        </div>
      </form>
      <ListTable
        caption="Products"
        state={state}
        empty="No products match."
        columns={[
          { label: "", head: "Image", cell: (product) => <Thumb src={product.image} alt="" /> },
          {
            label: "Name",
            cell: (product) => (
              <>
                <Link to={`/products/${product.id}`} className="font-medium text-blue-800 underline">
                  {product.name}
                </Link>
                <span className="block text-xs text-slate-600">
                  {product.category.name}
                  {product.brand ? ` · ${product.brand.name}` : ""}
                </span>
              </>
            ),
          },
          { label: "SKU", cell: (product) => product.sku },
          { label: "Price", cell: (product) => <Price product={product} /> },
          {
            label: "Stock",
            cell: (product) => (
              <Link to={`/products/${product.id}#stock`} className={product.stock === 0 ? "font-semibold text-red-800 underline" : "underline"}>
                {product.stock}
              </Link>
            ),
          },
          {
            label: "Visible",
            cell: (product) => (
              <>
                {product.is_active ? <Pill tone="green">Visible</Pill> : <Pill>Hidden</Pill>}
                {product.needs_price ? (
                  <>
                    {" "}
                    <Pill tone="amber">Needs price</Pill>
                  </>
                ) : null}
              </>
            ),
          },
        ]}
      />
      {state.data ? <Pagination meta={state.data.meta} hrefFor={(page) => withQuery("/products", { ...query, page })} /> : null}
    </>
  );
}

/** The price, and the regular one struck through when the product is on offer. */
function Price({ product }: { product: ProductsAnswer["data"][number] }) {
  if (product.discount_price_poisha === null) return money(product.price_poisha);
  return (
    <>
      <span className="font-semibold">{money(product.discount_price_poisha)}</span>{" "}
      <s className="text-slate-500">
        <span className="sr-only">was </span>
        {money(product.price_poisha)}
      </s>
    </>
  );
}
