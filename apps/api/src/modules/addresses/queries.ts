import { sql } from "drizzle-orm";
import type { District } from "@shop/contracts";
import type { Executor, Tx } from "../cart/owner";
import { ADDRESS_COLUMNS, type AddressRow } from "./mappers";

export type AddressFields = {
  label: "home" | "office" | "other";
  fullName: string;
  phone: string;
  districtId: number;
  area: string;
  address: string;
  notes: string | null;
};

export async function listAddressRows(db: Executor, userId: string): Promise<AddressRow[]> {
  const result = await db.execute<AddressRow>(sql`
    select ${sql.raw(ADDRESS_COLUMNS)} from addresses a join districts d on d.id = a.district_id
    where a.user_id = ${userId} and a.deleted_at is null
    order by a.created_at desc, a.id`);
  return result.rows;
}

export async function districtExists(db: Executor, id: number): Promise<boolean> {
  const result = await db.execute<{ id: number }>(sql`select id from districts where id = ${id}`);
  return result.rows.length > 0;
}

/** Inserts and answers the row with its district, in one statement. */
export async function insertAddress(db: Executor, userId: string, f: AddressFields): Promise<AddressRow> {
  const result = await db.execute<AddressRow>(sql`
    with a as (
      insert into addresses (user_id, label, full_name, phone, district_id, area, address, notes)
      values (${userId}, ${f.label}, ${f.fullName}, ${f.phone}, ${f.districtId}, ${f.area}, ${f.address}, ${f.notes})
      returning *
    )
    select ${sql.raw(ADDRESS_COLUMNS)} from a join districts d on d.id = a.district_id`);
  return result.rows[0];
}

/** Updates the caller's live address; null when it is not theirs (or deleted). */
export async function updateAddress(db: Executor, userId: string, id: string, f: AddressFields): Promise<AddressRow | null> {
  const result = await db.execute<AddressRow>(sql`
    with a as (
      update addresses set label = ${f.label}, full_name = ${f.fullName}, phone = ${f.phone}, district_id = ${f.districtId},
        area = ${f.area}, address = ${f.address}, notes = ${f.notes}
      where id = ${id} and user_id = ${userId} and deleted_at is null
      returning *
    )
    select ${sql.raw(ADDRESS_COLUMNS)} from a join districts d on d.id = a.district_id`);
  return result.rows[0] ?? null;
}

/** Express delivery stays only while the cart's address is inside Dhaka. */
export async function dropExpressIfOutside(tx: Executor, userId: string, addressId: string): Promise<void> {
  await tx.execute(sql`
    update carts c set delivery_method = 'home_delivery', updated_at = now()
    from addresses a join districts d on d.id = a.district_id
    where c.user_id = ${userId} and c.address_id = ${addressId} and a.id = c.address_id
      and c.delivery_method = 'express_delivery' and not d.inside_dhaka`);
}

/** Soft delete; the caller's cart lets go of it. False when it is not the caller's. */
export async function softDeleteAddress(tx: Tx, userId: string, id: string): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    update addresses set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`);
  if (!result.rows.length) return false;
  await tx.execute(sql`update carts set address_id = null, updated_at = now() where user_id = ${userId} and address_id = ${id}`);
  return true;
}

export async function listDistricts(db: Executor): Promise<District[]> {
  const result = await db.execute<District>(sql`
    select d.id, d.name, v.name as division, d.inside_dhaka
    from districts d join divisions v on v.id = d.division_id
    order by d.name`);
  return result.rows;
}
