// Reading a submitted form back: the fields as text, and the API's refusals as messages by field.
import type { ApiRequestError } from "../../lib/shop-api.ts";

export function formValues<K extends string>(
  form: FormData | URLSearchParams,
  fields: readonly K[],
) {
  const values: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string" && value !== "") values[field] = value;
  }
  return values;
}

/** Each refused field's message, in the language the API was asked in. */
export function fieldErrors(error: ApiRequestError): Record<string, string> {
  return Object.fromEntries((error.fields ?? []).map((field) => [field.field, field.message]));
}
