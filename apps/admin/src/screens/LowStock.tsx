import { Link } from "react-router";
import type { z } from "zod";
import { LOW_STOCK_AT, type adminLowStockResponse } from "@shop/contracts/admin";
import { ErrorBanner, Empty, Loading, PageHeader, StackTable, Td, Thumb } from "../components/ui";
import { endpoints } from "../lib/endpoints";
import { useApi } from "../lib/use-api";

export default function LowStock() {
  const { data, error, loading, reload } = useApi<z.infer<typeof adminLowStockResponse>>(endpoints.lowStock);
  const list = data?.data ?? [];
  return (
    <>
      <PageHeader title="Low stock" />
      <p className="mb-4 text-slate-700">Visible products with {LOW_STOCK_AT} or fewer in stock, lowest first.</p>
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />
      {loading && !data ? <Loading /> : null}
      {data && list.length === 0 ? <Empty>Nothing is running low.</Empty> : null}
      {list.length ? (
        <StackTable caption="Low stock products" head={["Image", "Product", "SKU", "Stock", ""]}>
          {list.map((product) => (
            <tr key={product.id}>
              <Td label="">
                <Thumb src={product.image} alt="" />
              </Td>
              <Td label="Product">
                <Link to={`/products/${product.id}`} className="text-blue-800 underline">
                  {product.name}
                </Link>
              </Td>
              <Td label="SKU">{product.sku}</Td>
              <Td label="Stock" className={product.stock === 0 ? "font-semibold text-red-800" : "font-semibold"}>
                {product.stock === 0 ? "Out of stock" : product.stock}
              </Td>
              <Td label="">
                <Link to={`/products/${product.id}#stock`} className="text-blue-800 underline">
                  Adjust stock<span className="sr-only"> of {product.name}</span>
                </Link>
              </Td>
            </tr>
          ))}
        </StackTable>
      ) : null}
    </>
  );
}
