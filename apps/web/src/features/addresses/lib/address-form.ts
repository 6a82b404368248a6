import { addressBody, type AddressBody, type ShippingAddress } from "@shop/contracts";

export type AddressFields = { name: string; phone: string; district: string; area: string; address: string; notes: string; label: "home" | "office" | "other" };
export type AddressErrors = Partial<Record<keyof AddressFields, string>>;

export const EMPTY_ADDRESS: AddressFields = { name: "", phone: "", district: "", area: "", address: "", notes: "", label: "home" };

/** The form's values for editing a saved address. */
export function fieldsFromAddress(a: ShippingAddress): AddressFields {
  return {
    name: a.full_name,
    phone: a.phone_number,
    district: String(a.district_id),
    area: a.area,
    address: a.address,
    notes: a.notes ?? "",
    label: a.label,
  };
}

/**
 * Checks the form with the contracts' addressBody (the API's own rules and messages):
 * the body to send, or the first message for each field at fault.
 */
export function validateAddress(fields: AddressFields): { ok: true; body: AddressBody } | { ok: false; errors: AddressErrors } {
  const parsed = addressBody.safeParse({ ...fields, district: fields.district === "" ? undefined : fields.district });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof AddressFields | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
