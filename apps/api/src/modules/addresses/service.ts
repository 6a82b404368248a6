import { ADDRESS_MESSAGES, CART_MESSAGES, normalizePhone, type ShippingAddress } from "@shop/contracts";
import type { Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import { toShippingAddress } from "./mappers";
import { districtExists, dropExpressIfOutside, insertAddress, listAddressRows, softDeleteAddress, updateAddress, type AddressFields } from "./queries";

type Ctx = { db: Database; userId: string };
export type AddressInput = {
  name: string;
  phone: string;
  district: number;
  area: string;
  address: string;
  notes: string | null;
  label: "home" | "office" | "other";
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError("not_found", CART_MESSAGES.addressNotFound);

function fieldsOf(input: AddressInput): AddressFields {
  return {
    label: input.label,
    fullName: input.name,
    phone: normalizePhone(input.phone),
    districtId: input.district,
    area: input.area,
    address: input.address,
    notes: input.notes,
  };
}

async function assertDistrict(db: Database, id: number) {
  if (!(await districtExists(db, id))) throw new AppError("validation_failed", ADDRESS_MESSAGES.districtInvalid, { field: "district" });
}

export async function listAddresses({ db, userId }: Ctx): Promise<ShippingAddress[]> {
  return (await listAddressRows(db, userId)).map(toShippingAddress);
}

export async function createAddress({ db, userId, input }: Ctx & { input: AddressInput }): Promise<ShippingAddress> {
  await assertDistrict(db, input.district);
  return toShippingAddress(await insertAddress(db, userId, fieldsOf(input)));
}

/** Another shopper's address, a deleted one and a malformed id all read as not found. */
export async function editAddress({ db, userId, id, input }: Ctx & { id: string; input: AddressInput }): Promise<ShippingAddress> {
  if (!UUID.test(id)) throw notFound();
  await assertDistrict(db, input.district);
  return db.transaction(async (tx) => {
    const row = await updateAddress(tx, userId, id, fieldsOf(input));
    if (!row) throw notFound();
    await dropExpressIfOutside(tx, userId, id);
    return toShippingAddress(row);
  });
}

export async function deleteAddress({ db, userId, id }: Ctx & { id: string }): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  await db.transaction(async (tx) => {
    if (!(await softDeleteAddress(tx, userId, id))) throw notFound();
  });
}
