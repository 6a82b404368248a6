import { GENDERS, type BirthdayParts, type Customer, type Gender, type ProfileBody } from "@shop/contracts";

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

export type ProfileDraft = { full_name: string; gender: "" | Gender; year: string; month: string; day: string };

export function draftFromCustomer(customer: Customer): ProfileDraft {
  return {
    full_name: customer.full_name ?? "",
    gender: customer.gender ?? "",
    year: customer.birthday ? String(customer.birthday.year) : "",
    month: customer.birthday ? String(customer.birthday.month) : "",
    day: customer.birthday ? String(customer.birthday.day) : "",
  };
}

/**
 * The POST /v1/profile body from the form. Birthday is all three parts or none; a
 * partly chosen birthday is sent as given so the schema reports it.
 */
export function bodyFromDraft(draft: ProfileDraft): ProfileBody {
  const parts = [draft.year, draft.month, draft.day];
  const none = parts.every((p) => p === "");
  const birthday: BirthdayParts | null = none ? null : { year: Number(draft.year || NaN), month: Number(draft.month || NaN), day: Number(draft.day || NaN) };
  const gender = (GENDERS as readonly string[]).includes(draft.gender) ? (draft.gender as Gender) : null;
  return { full_name: draft.full_name, gender, birthday };
}

/** Years offered: this year back 100 years, newest first. */
export function yearOptions(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 101 }, (_, i) => year - i);
}
