import { createHash, randomBytes } from "node:crypto";
import { authTokens, brands, categories, media, productImages, products, users, type Database } from "@shop/db";
import { takaToPoisha, type ProductTag } from "@shop/contracts";

/**
 * Minimal catalog rows for tests. Every name, slug and SKU is unique unless given,
 * so factories never collide inside a test file's database.
 */
let counter = 0;
const next = (prefix: string) => `${prefix}-${++counter}-${randomBytes(3).toString("hex")}`;

export type CategoryRecord = typeof categories.$inferSelect;
export type BrandRecord = typeof brands.$inferSelect;
export type ProductRecord = typeof products.$inferSelect & { mediaKey: string };

export async function createCategory(
  db: Database,
  input: { name?: string; slug?: string; parentId?: number | null; sortOrder?: number; logo?: string | null } = {},
): Promise<CategoryRecord> {
  const slug = input.slug ?? next("cat");
  const [row] = await db
    .insert(categories)
    .values({
      name: input.name ?? `Category ${slug}`,
      slug,
      parentId: input.parentId ?? null,
      sortOrder: input.sortOrder ?? 0,
      logo: input.logo ?? null,
    })
    .returning();
  return row;
}

export async function createBrand(db: Database, input: { name?: string; slug?: string } = {}): Promise<BrandRecord> {
  const slug = input.slug ?? next("brand");
  const [row] = await db
    .insert(brands)
    .values({ name: input.name ?? `Brand ${slug}`, slug })
    .returning();
  return row;
}

/** An SVG master like the seed makes, stored under a content-hashed key. */
export async function createMedia(db: Database, input: { width?: number; height?: number; label?: string } = {}): Promise<string> {
  const width = input.width ?? 800;
  const height = input.height ?? 800;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#0ea5e9"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f8fafc"/>
<text x="20" y="60" font-size="40">${input.label ?? next("img")}</text></svg>`;
  const key = `t-${createHash("sha256").update(svg).digest("hex").slice(0, 16)}.svg`;
  await db
    .insert(media)
    .values({ key, contentType: "image/svg+xml", body: Buffer.from(svg), width, height })
    .onConflictDoNothing();
  return key;
}

export type ProductInput = {
  categoryId: number;
  brandId?: number | null;
  name?: string;
  slug?: string;
  sku?: string;
  partNumber?: string | null;
  /** Taka (converted to poisha like every price in the database). */
  price?: number;
  /** Taka, or null for no discount. */
  discountPrice?: number | null;
  stock?: number;
  tags?: ProductTag[];
  soldCount?: number;
  isActive?: boolean;
  createdAt?: Date;
  specs?: { key: string; value: string }[];
  description?: string;
  images?: number;
};

export async function createProduct(db: Database, input: ProductInput): Promise<ProductRecord> {
  const slug = input.slug ?? next("product");
  const [row] = await db
    .insert(products)
    .values({
      slug,
      name: input.name ?? `Product ${slug}`,
      sku: input.sku ?? next("SKU").toUpperCase(),
      partNumber: input.partNumber ?? null,
      categoryId: input.categoryId,
      brandId: input.brandId ?? null,
      price: takaToPoisha(input.price ?? 100),
      discountPrice: input.discountPrice == null ? null : takaToPoisha(input.discountPrice),
      stock: input.stock ?? 25,
      tags: input.tags ?? [],
      soldCount: input.soldCount ?? 0,
      isActive: input.isActive ?? true,
      specs: input.specs ?? [],
      description: input.description ?? "",
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  const keys: string[] = [];
  for (let position = 0; position < (input.images ?? 1); position++) {
    keys.push(await createMedia(db, { label: `${slug}-${position}` }));
  }
  if (keys.length) {
    await db.insert(productImages).values(keys.map((mediaKey, position) => ({ productId: row.id, position, mediaKey, alt: `${row.name} ${position + 1}` })));
  }
  return { ...row, mediaKey: keys[0] ?? "" };
}

export type UserRecord = typeof users.$inferSelect;

/** A random valid Bangladesh mobile number, 01XXXXXXXXX. */
export function randomPhone(): string {
  return `017${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, "0")}`;
}

/**
 * A shopper with a live bearer token, as sign-in would make them (tests that are not
 * about sign-in itself use this instead of the OTP flow).
 */
export async function createSignedInUser(
  db: Database,
  input: { phone?: string; fullName?: string | null; email?: string | null; expiresAt?: Date } = {},
): Promise<{ user: UserRecord; token: string; headers: { authorization: string } }> {
  const [user] = await db
    .insert(users)
    .values({ phone: input.phone ?? randomPhone(), fullName: input.fullName ?? "Test Shopper", email: input.email ?? null })
    .returning();
  const token = randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({
    userId: user.id,
    tokenHash: createHash("sha256").update(token).digest("hex"),
    expiresAt: input.expiresAt ?? new Date(Date.now() + 86_400_000),
  });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A well-formed guest id for X-Unique-Number. */
export function guestId(): string {
  return `${randomBytes(18).toString("base64url")}${String(Date.now()).slice(-4)}`;
}
