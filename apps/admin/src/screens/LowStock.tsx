import { Link } from "react-router";
import type { z } from "zod";
import { LOW_STOCK_AT, type adminLowStockResponse } from "@shop/contracts/admin";
import { ListTable } from "../components/ListTable";
import { PageHeader, Thumb } from "../components/ui";
import { endpoints } from "../lib/endpoints";
import { useApi } from "../lib/use-api";

export default function LowStock() {
  const state = useApi<z.infer<typeof adminLowStockResponse>>(endpoints.lowStock);
  return (
    <>
      <PageHeader title="Low stock" />
      <p className="mb-4 text-slate-700">Visible products with {LOW_STOCK_AT} or fewer in stock, lowest first.</p>
      <ListTable
        caption="Low stock products"
        state={state}
        empty="Nothing is running low."
        columns={[
          { label: "", head: "Image", cell: (product) => <Thumb src={product.image} alt="" /> },
          {
            label: "Product",
            cell: (product) => (
              <Link to={`/products/${product.id}`} className="text-blue-800 underline">
                {product.name}
              </Link>
            ),
          },
          { label: "SKU", cell: (product) => product.sku },
          {
            label: "Stock",
            className: (product) => (product.stock === 0 ? "font-semibold text-red-800" : "font-semibold"),
            cell: (product) => (product.stock === 0 ? "Out of stock" : product.stock),
          },
          {
            label: "",
            cell: (product) => (
              <Link to={`/products/${product.id}#stock`} className="text-blue-800 underline">
                Adjust stock<span className="sr-only"> of {product.name}</span>
              </Link>
            ),
          },
        ]}
      />
    </>
  );
}
