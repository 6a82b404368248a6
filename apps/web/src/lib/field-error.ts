import { capitalizeFirst } from "@shop/contracts";

/** Spec §5: a field error shows with its first letter capitalised; blank means no error. */
export function fieldErrorText(message: string | null | undefined): string | undefined {
  const text = message?.trim();
  return text ? capitalizeFirst(text) : undefined;
}
