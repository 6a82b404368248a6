import type { addresses, districts, SqlRow } from "@shop/db";
import type { AddressOption, ShippingAddress } from "@shop/contracts";

/** An address joined with its district (addresses a, districts d). */
export type AddressRow = Pick<SqlRow<typeof addresses>, "id" | "label" | "full_name" | "phone" | "district_id" | "area" | "address" | "notes"> &
  Pick<SqlRow<typeof districts>, "inside_dhaka" | "zone"> & { district_name: SqlRow<typeof districts>["name"] };

/** Columns of AddressRow for `addresses a join districts d`. */
export const ADDRESS_COLUMNS =
  "a.id, a.label, a.full_name, a.phone, a.district_id, d.name as district_name, a.area, a.address, a.notes, d.inside_dhaka, d.zone";

export function fullAddress(row: Pick<AddressRow, "address" | "area" | "district_name">): string {
  return `${row.address}, ${row.area}, ${row.district_name}`;
}

export function toShippingAddress(row: AddressRow): ShippingAddress {
  return {
    uuid: row.id,
    label: row.label,
    full_name: row.full_name,
    full_address: fullAddress(row),
    phone_number: row.phone,
    district_id: row.district_id,
    district: row.district_name,
    area: row.area,
    address: row.address,
    notes: row.notes,
    inside_dhaka: row.inside_dhaka,
  };
}

export function toAddressOption(row: AddressRow): AddressOption {
  return {
    address_id: row.id,
    full_address: fullAddress(row),
    label: row.label,
    full_name: row.full_name,
    phone_number: row.phone,
    inside_dhaka: row.inside_dhaka,
  };
}
