// The spec's validation rules (section 5) as plain functions, shared by the API's zod schemas
// and by the storefront's forms. No imports: safe for the browser bundle.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const NATIONAL_ID_LENGTH = 11;

/**
 * The spec's e-mail rule: word characters with dots or dashes, an @, a domain, and a top-level
 * part of 2-3 letters. Written so that no input makes it backtrack (each repetition must start
 * with a separator), unlike the classic `^\w+([.-]?\w+)*@…` which hangs on long inputs.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,3}$/;

export function isValidEmail(value: unknown): value is string {
  return typeof value === "string" && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * The spec's non-empty check: rejects null, undefined, an empty (or blank) text and the text
 * "undefined" (what a form gets when a missing value was turned into a string).
 */
export function isNonEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") {
    const trimmed = value.trim();
    return trimmed !== "" && trimmed !== "undefined";
  }
  return true;
}

/**
 * Turkish national identity number (T.C. kimlik no): 11 digits, the first not 0; digit 10 is
 * ((d1 + d3 + d5 + d7 + d9) × 7 − (d2 + d4 + d6 + d8)) mod 10 and digit 11 is the sum of the
 * first ten digits mod 10.
 */
export function isValidNationalId(value: unknown): value is string {
  if (typeof value !== "string" || !/^[1-9][0-9]{10}$/.test(value)) return false;
  const d = Array.from(value, Number) as number[];
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== at(9)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += at(i);
  return sum % 10 === at(10);
}

/**
 * Normalises a phone number to E.164 (+905321234567), or returns null when it cannot be one.
 * Turkish habits are understood: 0532 123 45 67, 532 123 4567, +90 (532) 123-45-67, 0090…
 */
export function normalizePhone(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const raw = value.trim();
  if (!/^\+?[0-9 ()./-]{7,24}$/.test(raw)) return null;
  let digits = raw.replace(/[^0-9]/g, "");
  if (raw.startsWith("+")) {
    // already international
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith("0")) {
    digits = `90${digits.slice(1)}`;
  } else if (digits.length === 10 && /^[2-5]/.test(digits)) {
    digits = `90${digits}`;
  } else {
    return null;
  }
  if (!/^[1-9][0-9]{6,14}$/.test(digits)) return null;
  // A Turkish number has exactly ten digits after the country code.
  if (digits.startsWith("90") && digits.length !== 12) return null;
  return `+${digits}`;
}

export function isValidPhone(value: unknown): boolean {
  return normalizePhone(value) !== null;
}

/** The shop's time zone until the admin chooses another (site settings, `time_zone`). */
export const DEFAULT_SHOP_TIME_ZONE = "Europe/Istanbul";

/** An IANA time zone name this runtime knows (Europe/Istanbul, Asia/Baghdad, UTC). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A calendar date written YYYY-MM-DD that exists (no 2023-02-30). */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The explicit direction controls (embeddings, overrides, isolates: U+202A-U+202E, U+2066-U+2069).
 * No name needs them, and one left open turns the text after it around ("fdp.exe" reads
 * "exe.pdf"), even outside the name on a page that does not isolate it. The marks LRM and RLM
 * (U+200E, U+200F) stay: they change no order but their own neighbours'.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}
