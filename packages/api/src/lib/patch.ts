// An update that changes only what it is given: the row as it is, the given fields laid over it,
// checked again as a whole input (a language added by a patch still needs what a new one needs).
import type { z } from "zod";
import { ApiError } from "./errors.ts";
import { toFieldProblems } from "./validation.ts";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `patch` over `current`, object by object; a key the patch leaves out (undefined) is kept. */
export function mergePatch(current: unknown, patch: unknown): unknown {
  if (!isPlainObject(current) || !isPlainObject(patch))
    return patch === undefined ? current : patch;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = mergePatch(current[key], value);
  }
  return merged;
}

/** The whole input an update saves: `current` with `patch` over it, or validation_error (400). */
export function applyPatch<T extends z.ZodType>(
  input: T,
  current: unknown,
  patch: unknown,
): z.output<T> {
  const merged = mergePatch(current, patch);
  const result = input.safeParse(merged);
  if (!result.success)
    throw new ApiError("validation_error", 400, {
      fields: toFieldProblems(result.error.issues, merged, "json"),
    });
  return result.data;
}
