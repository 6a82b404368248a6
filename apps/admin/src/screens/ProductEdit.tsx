import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import type { AdminProduct } from "@shop/contracts/admin";
import { Banner, ErrorBanner, Loading, PageHeader } from "../components/ui";
import { endpoints } from "../lib/endpoints";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";
import { DocumentsPanel } from "./product/DocumentsPanel";
import { PriceTiersPanel } from "./product/PriceTiersPanel";
import { ImagesPanel } from "./product/ImagesPanel";
import { LifecycleActions } from "./product/LifecycleActions";
import { ProductForm } from "./product/ProductForm";
import { SpecsPanel } from "./product/SpecsPanel";
import { StockPanel } from "./product/StockPanel";

/** /products/new and /products/:id (with #stock for the stock panel). */
export default function ProductEdit() {
  const { id } = useParams();
  const isNew = id === undefined;
  const navigate = useNavigate();
  const { notify } = useNotice();
  const location = useLocation();
  const { data, error, loading, reload, setData } = useApi<{ data: AdminProduct }>(isNew ? null : endpoints.product(id));
  const product = data?.data ?? null;

  useEffect(() => {
    if (!product || location.hash !== "#stock") return;
    const panel = document.getElementById("stock");
    panel?.scrollIntoView();
    panel?.focus();
  }, [product, location.hash]);

  if (!isNew && loading && !product) return <Loading />;
  if (!isNew && !product) {
    return (
      <>
        <PageHeader title="Product" back={{ to: "/products", label: "Products" }} />
        <ErrorBanner error={error} onRetry={reload} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={isNew ? "New product" : product?.name} back={{ to: "/products", label: "Products" }}>
        {product ? <LifecycleActions product={product} onChanged={(next) => setData({ data: next })} /> : null}
      </PageHeader>
      {product?.archived ? (
        <Banner kind="info" className="mb-4">
          This product is archived: it is not in the product list or the shop. Restore it to sell it again.
        </Banner>
      ) : null}
      <div className="flex flex-col gap-4">
        <ProductForm
          key={product?.id ?? "new"}
          product={product}
          onSaved={(saved, message) => {
            notify(message);
            if (isNew) navigate(`/products/${saved.id}`, { replace: true });
            else setData({ data: saved });
          }}
        />
        {product ? (
          <>
            <ImagesPanel product={product} onChanged={(next) => (next ? setData({ data: next }) : reload())} />
            <SpecsPanel key={product.category.id} product={product} />
            <DocumentsPanel product={product} />
            <PriceTiersPanel product={product} />
            <StockPanel product={product} onStock={(stock) => setData({ data: { ...product, stock } })} />
          </>
        ) : null}
      </div>
    </>
  );
}
