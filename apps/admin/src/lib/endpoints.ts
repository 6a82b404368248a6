/**
 * Every API path the back office calls, in one place (packages/contracts/src/admin.ts).
 * The contract names the list routes; the per-item routes follow its REST pattern.
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

export const endpoints = {
  dashboard: "/v1/admin/dashboard",
  orders: "/v1/admin/orders",
  order: (number: string) => `/v1/admin/orders/${seg(number)}`,
  orderAction: (number: string, action: string) => `/v1/admin/orders/${seg(number)}/${seg(action)}`,
  bulkConfirm: "/v1/admin/orders/bulk-confirm",
  ordersCsv: "/v1/admin/orders/export.csv",
  couriers: "/v1/admin/couriers",
  returns: "/v1/admin/returns",
  return: (id: number | string) => `/v1/admin/returns/${seg(id)}`,
  returnAction: (id: number, action: "approve" | "refuse" | "receive" | "close") => `/v1/admin/returns/${seg(id)}/${action}`,
  products: "/v1/admin/products",
  product: (id: number | string) => `/v1/admin/products/${seg(id)}`,
  productImages: (id: number | string) => `/v1/admin/products/${seg(id)}/images`,
  productImage: (id: number | string, mediaKey: string) => `/v1/admin/products/${seg(id)}/images/${seg(mediaKey)}`,
  productStock: (id: number | string) => `/v1/admin/products/${seg(id)}/stock`,
  productStockHistory: (id: number | string) => `/v1/admin/products/${seg(id)}/stock-history`,
  lowStock: "/v1/admin/stock/low",
  categories: "/v1/admin/categories",
  category: (id: number) => `/v1/admin/categories/${seg(id)}`,
  brands: "/v1/admin/brands",
  brand: (id: number) => `/v1/admin/brands/${seg(id)}`,
  questions: "/v1/admin/questions",
  questionAction: (id: number, action: "answer" | "hide" | "show") => `/v1/admin/questions/${seg(id)}/${action}`,
  reviews: "/v1/admin/reviews",
  reviewAction: (id: number, action: "hide" | "show") => `/v1/admin/reviews/${seg(id)}/${action}`,
  coupons: "/v1/admin/coupons",
  coupon: (id: number) => `/v1/admin/coupons/${seg(id)}`,
  staff: "/v1/admin/staff",
  staffMember: (phone: string) => `/v1/admin/staff/${seg(phone)}`,
  audit: "/v1/admin/audit",
  subscribers: "/v1/admin/subscribers",
  subscribersCsv: "/v1/admin/subscribers/export",
  messages: "/v1/admin/messages",
  sms: "/v1/admin/sms",
  alerts: "/v1/admin/alerts",
} as const;
