import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  productStockResponse,
  apiErrorBody,
  brandResponse,
  brandsResponse,
  categoriesQuery,
  categoriesResponse,
  mainMenuResponse,
  productDetailResponse,
  productListQuery,
  productListResponse,
  productSlugParams,
} from "@shop/contracts";
import type { Database } from "@shop/db";
import type { SearchEngine } from "../search/service";
import { getBrand, getCategories, getProduct, getProductStock, listBrands, listMainMenu, listProducts } from "./service";

export type CatalogRoutesOptions = { db: Database; mediaBase: string; search: SearchEngine };

const errors = { 404: apiErrorBody, 422: apiErrorBody };
const cached = { catalogCache: true } as const;

/** Public catalog reads (API.md); all cacheable by catalog version. */
export async function catalogRoutes(app: FastifyInstance, { db, mediaBase, search }: CatalogRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { db, mediaBase };

  r.get(
    "/v1/main-menus",
    { config: cached, schema: { tags: ["catalog"], summary: "Main categories with their children", response: { 200: mainMenuResponse } } },
    async (request) => ({ message: "Main menu", data: { main_menu: await listMainMenu({ ...ctx, locale: request.locale }) } }),
  );

  r.get(
    "/v1/categories",
    {
      config: cached,
      schema: {
        tags: ["catalog"],
        summary: "The menu, one category with its children, or every main category",
        querystring: categoriesQuery,
        response: { 200: categoriesResponse, ...errors },
      },
    },
    async (request) => ({ message: "Categories", data: await getCategories({ ...ctx, slug: request.query.category_slug, locale: request.locale }) }),
  );

  r.get(
    "/v1/products",
    {
      config: cached,
      schema: {
        tags: ["catalog"],
        summary: "Active products, filtered, sorted and paged; with `query`, searched and by default ranked by relevance",
        querystring: productListQuery,
        response: { 200: productListResponse, 422: apiErrorBody },
      },
    },
    async (request) => ({ message: "Products", ...(await listProducts({ ...ctx, search, query: request.query, locale: request.locale })) }),
  );

  r.get(
    "/v1/products/:slug",
    {
      config: cached,
      schema: {
        tags: ["catalog"],
        summary: "One product with everything its page shows, and related products",
        params: productSlugParams,
        response: { 200: productDetailResponse, ...errors },
      },
    },
    async (request) => ({ message: "Product", data: await getProduct({ ...ctx, slug: request.params.slug, locale: request.locale }) }),
  );

  r.get(
    "/v1/products/:slug/stock",
    {
      schema: {
        tags: ["catalog"],
        summary: "The product's stock this moment (never cached): the cached product page reads it after loading",
        params: productSlugParams,
        response: { 200: productStockResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { message: "Stock", data: await getProductStock({ db, slug: request.params.slug }) };
    },
  );

  r.get(
    "/v1/brands",
    { config: cached, schema: { tags: ["catalog"], summary: "Every brand with its product count", response: { 200: brandsResponse } } },
    async (request) => ({ message: "Brands", data: { brands: await listBrands({ ...ctx, locale: request.locale }) } }),
  );

  r.get(
    "/v1/brands/:slug",
    {
      config: cached,
      schema: { tags: ["catalog"], summary: "One brand", params: productSlugParams, response: { 200: brandResponse, ...errors } },
    },
    async (request) => ({ message: "Brand", data: { brand: await getBrand({ ...ctx, slug: request.params.slug, locale: request.locale }) } }),
  );
}
