// The rules every request's text obeys (issue 9), in one place for the API and the web
// app alike: FORBIDDEN_TEXT (forbidden-text.ts) and the messages for a schema's checks.
import type { z } from "zod";
import { FORBIDDEN_TEXT } from "./forbidden-text";

/** "full_name" → "Full name": how a field is named in a message. */
export function fieldLabel(key: string | number | undefined): string {
  if (key === undefined || typeof key === "number") return "Value";
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : "Value";
}

export function forbiddenTextMessage(key: string | number | undefined): string {
  return `${fieldLabel(key)} contains characters that are not allowed`;
}

/** The first string in a request part (body, query, params) that breaks the rule, with its path. */
export function findForbiddenText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return FORBIDDEN_TEXT.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      // A key is text too (JSON object keys reach code that logs or stores them).
      if (FORBIDDEN_TEXT.test(key)) return [...path, key];
      const found = findForbiddenText(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function lastKey(path: PropertyKey[]): string | number | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === "string") return key;
  }
  return undefined;
}

const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
};

type Issue = z.core.$ZodRawIssue;

/**
 * Messages for the checks a schema did not word itself, in the spec's style ("Phone
 * number can not be empty"), instead of zod's defaults ("Invalid input: expected
 * object, received null"). A schema's own wording always wins.
 */
export function defaultMessage(issue: Issue): string {
  const path = issue.path ?? [];
  const label = path.length ? fieldLabel(lastKey(path)) : "Request";
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined || issue.input === null) return path.length ? `${label} is required` : "Request body is required";
      const expected = TYPE_WORDS[issue.expected] ?? issue.expected;
      return path.length ? `${label} must be ${expected}` : `Request body must be ${expected}`;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? `${label} can not be empty` : `${label} must be at least ${min} characters`;
      if (issue.origin === "array" || issue.origin === "set") return `${label} must have at least ${min} item${min === 1 ? "" : "s"}`;
      return `${label} must be at least ${min}`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `${label} must be at most ${max} characters`;
      if (issue.origin === "array" || issue.origin === "set") return `${label} must have at most ${max} items`;
      return `${label} must be at most ${max}`;
    }
    case "invalid_value":
      return issue.values.length <= 6 ? `${label} must be one of ${issue.values.map(String).join(", ")}` : `Invalid ${label.toLowerCase()}`;
    case "unrecognized_keys":
      return `Unknown field ${issue.keys.join(", ")}`;
    case "not_multiple_of":
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    default:
      return `Invalid ${label.toLowerCase()}`;
  }
}
