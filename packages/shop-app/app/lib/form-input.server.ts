// A posted form as the input of one of the API contract's schemas, read the way the schema types
// each field, so that an action names its schema instead of parsing field by field. What cannot
// be read goes on as typed: the API validates every input and names the field in the shopper's
// language, so the app does not refuse anything itself (its refusals would need those messages).
// Server only: the schemas bring zod, which stays out of the browser.
import { parsePriceInput } from "@shop/ui";
import type { z } from "zod";
import { shopInstant } from "./shop-time.ts";

interface FieldKind {
  kind: "text" | "number" | "switch" | "other";
  /** An emptied field is sent as null. */
  nullable: boolean;
  /** An emptied field is left out, so the schema's default applies. */
  optional: boolean;
  /** Whole numbers only: a fraction goes on as typed. */
  whole: boolean;
}

/** The def of any zod schema, as far as this reads it. */
interface Def {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
}

const KINDS: Record<string, FieldKind["kind"]> = {
  string: "text",
  enum: "text",
  literal: "text",
  number: "number",
  boolean: "switch",
};

function kindOf(schema: z.core.$ZodType): FieldKind {
  let nullable = false;
  let optional = false;
  let current = schema;
  for (;;) {
    const def = current._zod.def as unknown as Def;
    if (def.type === "nullable") nullable = true;
    if (def.type === "optional" || def.type === "default" || def.type === "prefault") {
      optional = true;
    }
    // Wrappers (optional, nullable, default...) and a transform's input: what the form sends.
    const inner = def.innerType ?? def.in;
    if (inner) {
      current = inner;
      continue;
    }
    // A number schema's format: "safeint", "int32"... for whole numbers.
    const format = (current as { format?: unknown }).format;
    const whole = typeof format === "string" && format.includes("int");
    return { kind: KINDS[def.type] ?? "other", nullable, optional, whole };
  }
}

/** A posted field as typed, trimmed; "" when the form has no such text (an unticked checkbox). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** Money typed in major units ("249,90") as minor units; null when emptied; unreadable as typed. */
export function formMoney(form: FormData, name: string): number | string | null {
  const typed = formText(form, name);
  const minor = parsePriceInput(typed);
  return minor === "invalid" ? typed : minor;
}

/** A whole number; null when emptied; anything else as typed. */
export function formWhole(form: FormData, name: string): number | string | null {
  const typed = formText(form, name);
  return typed === "" ? null : numberOf(typed, true);
}

/** A day picked in the form ("2026-12-07") as that day's `time` in the shop's time zone. */
export function formShopInstant(form: FormData, name: string, time: string, timeZone: string) {
  const typed = formText(form, name);
  return /^\d{4}-\d{2}-\d{2}$/.test(typed) ? shopInstant(typed, time, timeZone) : typed;
}

function numberOf(typed: string, whole: boolean): number | string {
  const decimal = typed.replace(",", ".");
  if (whole) return /^-?\d+$/.test(typed) ? Number(typed) : typed;
  return /^-?\d+(\.\d+)?$/.test(decimal) ? Number(decimal) : typed;
}

/**
 * The fields of `schema` from the form: texts trimmed; numbers as numbers; `money` fields typed
 * in major units ("249,90") as minor units; a switch is on when it posts "true" (an unticked
 * checkbox posts nothing). An emptied field is null where the schema allows null, else left out
 * where it has a default or is optional, else sent empty for the API to call it required.
 * Fields of other kinds (lists, nested objects, unions) are the caller's to add.
 */
export function formInput<S extends z.ZodObject>(
  form: FormData,
  schema: S,
  options: { money?: readonly (keyof z.input<S> & string)[] } = {},
): z.input<S> {
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.core.$ZodType>)) {
    const { kind, nullable, optional, whole } = kindOf(field);
    const typed = formText(form, name);
    if (kind === "other") continue;
    if (kind === "switch") input[name] = form.get(name) === "true";
    else if (typed === "") {
      if (nullable) input[name] = null;
      else if (!optional) input[name] = "";
    } else if (kind === "text") input[name] = typed;
    else if (options.money?.includes(name)) input[name] = formMoney(form, name);
    else input[name] = numberOf(typed, whole);
  }
  // Loosely typed on purpose: what does not read goes on as typed, for the API to refuse.
  return input as z.input<S>;
}
