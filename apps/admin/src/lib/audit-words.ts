import { ADMIN_ACTION_PAST, STOCK_REASON_LABELS, type AdminAuditEntry, type AdminOrderAction } from "@shop/contracts/admin";
import { money } from "./money";

/**
 * The audit log in plain words: each entry's kind ("Product edited", "Stock adjusted")
 * and one sentence of what changed ("Price of HC-SR04 ৳120 → ৳110"). The entries keep the
 * database's names in before/after (price in poisha; API.md "Back office"); the raw
 * JSON stays behind the screen's "details" toggle. Pure: tested in audit-words.test.ts.
 */

type Entry = Pick<AdminAuditEntry, "action" | "entity" | "entity_id" | "before" | "after"> & { subject?: string | null };
type Snapshot = Record<string, unknown>;

const ENTITY_NAMES: Record<string, string> = {
  order: "Order",
  product: "Product",
  category: "Category",
  brand: "Brand",
  coupon: "Coupon",
  staff: "Staff member",
  question: "Question",
  review: "Review",
  subscriber: "Subscribers",
  return: "Return",
  refund: "Refund",
  customer: "Customer",
};
const VERBS: Record<string, string> = {
  create: "created",
  update: "edited",
  add: "added",
  remove: "removed",
  archive: "archived",
  restore: "restored",
  duplicate: "duplicated",
  export: "exported",
  answer: "answered",
  hide: "hidden",
  show: "shown",
  grant: "refund permission changed",
  alerts: "alert settings changed",
  image_add: "image added",
  image_remove: "image removed",
  adjust: "adjusted",
  edit: "edited",
  note: "note added",
  call: "call logged",
  expire: "expired (not paid in time)",
  pay: "paid",
  approve: "approved",
  refuse: "refused",
  receive: "received",
  close: "closed",
  replacement: "replacement order made",
  deny: "denied",
  price_tiers: "price breaks changed",
};
/** Product fields as the product form names them. */
const FIELD_NAMES: Record<string, string> = {
  name: "name",
  slug: "slug",
  sku: "SKU",
  part_number: "part number",
  category_id: "category",
  brand_id: "brand",
  tags: "tags",
  specs: "specs",
  short_description: "short description",
  description: "description",
  datasheet_url: "datasheet link",
  is_special: "special offer",
  images: "images",
};

const asObject = (value: unknown): Snapshot => (value && typeof value === "object" && !Array.isArray(value) ? (value as Snapshot) : {});
const poishaText = (value: unknown) => (typeof value === "number" ? money(value) : "none");
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function splitAction(action: string): { entity: string; verb: string } {
  const dot = action.indexOf(".");
  return dot < 0 ? { entity: "", verb: action } : { entity: action.slice(0, dot), verb: action.slice(dot + 1) };
}

function verbWords(entity: string, verb: string): string {
  if (entity === "order" && verb in ADMIN_ACTION_PAST) return ADMIN_ACTION_PAST[verb as AdminOrderAction];
  return VERBS[verb] ?? verb.replace(/_/g, " ");
}

/** The kind of entry, as a heading: "Product edited", "Order confirmed", "Stock adjusted". */
export function auditKind(action: string, entity = ""): string {
  const split = splitAction(action);
  const kind = split.entity || entity;
  if (kind === "stock") return "Stock adjusted";
  return `${ENTITY_NAMES[kind] ?? capital(kind || "Record")} ${verbWords(kind, split.verb)}`;
}

/** What the entry is about: the product's name (or SKU) the API joined, else the record's id. */
function subjectOf(entry: Entry): string {
  const after = asObject(entry.after);
  const before = asObject(entry.before);
  const named = entry.subject ?? (typeof after.name === "string" ? after.name : typeof before.name === "string" ? before.name : null);
  if (entry.entity === "order") return `#${entry.entity_id}`;
  if (entry.entity === "coupon") return String(after.code ?? before.code ?? `#${entry.entity_id}`);
  if (entry.entity === "staff") return String(after.full_name ?? before.full_name ?? after.phone ?? before.phone ?? entry.entity_id);
  return named ?? `#${entry.entity_id}`;
}

function productChanges(entry: Entry, subject: string): string {
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  const parts: string[] = [];
  if ("price" in after) parts.push(`Price of ${subject} ${poishaText(before.price)} → ${poishaText(after.price)}`);
  if ("discount_price" in after) parts.push(`Discount price of ${subject} ${poishaText(before.discount_price)} → ${poishaText(after.discount_price)}`);
  if ("is_active" in after) parts.push(`${subject} ${after.is_active ? "shown in the shop" : "hidden from the shop"}`);
  if (after.needs_price === false && before.needs_price === true && !("price" in after)) parts.push(`Price of ${subject} set by an owner`);
  if ("name" in after && before.name !== undefined) parts.push(`Renamed ${String(before.name)} → ${String(after.name)}`);
  const others = Object.keys(after).filter((key) => key in FIELD_NAMES && key !== "name");
  if (others.length) parts.push(`${capital(others.map((key) => FIELD_NAMES[key]).join(", "))} of ${subject} changed`);
  const text = parts.length ? parts.join("; ") : `${subject} edited`;
  return after.source === "csv_import" ? `${text} (CSV import)` : text;
}

/** One sentence of what happened: "Price of HC-SR04 ৳120 → ৳110", "Stock of HC-SR04 10 → 7 (damaged)", "Order #RD-1001 confirmed". */
export function auditSummary(entry: Entry): string {
  const { verb } = splitAction(entry.action);
  const subject = subjectOf(entry);
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  if (entry.action === "stock.adjust") {
    const reason = typeof after.reason === "string" ? (STOCK_REASON_LABELS[after.reason] ?? after.reason).toLowerCase() : null;
    const note = typeof after.note === "string" && after.note ? `: ${after.note}` : "";
    return `Stock of ${subject} ${String(before.stock ?? "?")} → ${String(after.stock ?? "?")}${reason ? ` (${reason}${note})` : note}`;
  }
  if (entry.action === "product.update") return productChanges(entry, subject);
  if (entry.action === "product.create") {
    return typeof after.price === "number" ? `Product ${subject} created at ${money(after.price)}` : `Product ${subject} created`;
  }
  if (entry.action === "product.price_tiers" && typeof after.text === "string") return after.text;
  if (entry.action === "product.image_add") return `Image added to ${subject}`;
  if (entry.action === "product.image_remove") return `Image removed from ${subject}`;
  if (entry.entity === "order") return `Order ${subject} ${verbWords("order", verb)}`;
  if (entry.action === "staff.add") return `${subject} added as ${String(after.role ?? "staff")}`;
  if (entry.action === "staff.remove") return `${subject} removed from the staff`;
  if (entry.action === "staff.grant") return `${subject} ${after.can_refund ? "may now refund" : "may no longer refund"}`;
  const kind = ENTITY_NAMES[entry.entity] ?? capital(entry.entity);
  return `${kind} ${subject} ${verbWords(entry.entity, verb)}`;
}
