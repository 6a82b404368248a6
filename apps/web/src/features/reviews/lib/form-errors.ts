import type { z } from "zod";

/** The first message a schema gives for each top-level field (the contracts' own messages). */
export function fieldErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && !errors[key as K]) errors[key as K] = issue.message;
  }
  return errors;
}
