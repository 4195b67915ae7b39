// Small deterministic helpers for the demo data: texts in three languages, seo links, a seeded
// random source, prices, barcodes and IBANs.

export { slugify } from "../../lib/slug.ts";

export const LANGS = ["tr", "en", "ar"] as const;
export type Lang = (typeof LANGS)[number];
/** A text in each of the demo languages. */
export type T3 = Record<Lang, string>;

export const t3 = (tr: string, en: string, ar: string): T3 => ({ tr, en, ar });

/** Applies f to each language's text. */
export function map3(f: (lang: Lang) => string): T3 {
  return { tr: f("tr"), en: f("en"), ar: f("ar") };
}

/** mulberry32: a tiny seeded generator, so every run builds the very same shop. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
export type Random = ReturnType<typeof random>;

/**
 * A shelf price in kuruş near `lira`: below 100 ₺ it ends in ,90; below 1.000 ₺ in 9,99; above,
 * in 99,00 — the endings Turkish shops use.
 */
export function shelfPrice(lira: number): number {
  if (lira < 100) return Math.max(1, Math.round(lira)) * 100 - 10;
  if (lira < 1000) return Math.round(lira / 10) * 1000 - 1;
  return Math.round(lira / 100) * 10000 - 100;
}

/** EAN-13 with its check digit. */
export function ean13(twelveDigits: string): string {
  if (!/^\d{12}$/.test(twelveDigits)) throw new Error(`EAN-13 needs 12 digits: ${twelveDigits}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return twelveDigits + String((10 - (sum % 10)) % 10);
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return remainder;
}

function ibanDigits(rearranged: string): string {
  return rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
}

/** A Turkish IBAN: TR, check digits, 5-digit bank code, reserve digit 0, 16-digit account. */
export function turkishIban(bankCode: string, account: string): string {
  if (!/^\d{5}$/.test(bankCode) || !/^\d{16}$/.test(account)) {
    throw new Error("bank code needs 5 digits and account 16");
  }
  const bban = `${bankCode}0${account}`;
  const check = 98 - mod97(ibanDigits(`${bban}TR00`));
  return `TR${String(check).padStart(2, "0")}${bban}`;
}

/** ISO 13616 validity: the mod-97 of the rearranged IBAN is 1. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  if (compact.startsWith("TR") && compact.length !== 26) return false;
  return mod97(ibanDigits(compact.slice(4) + compact.slice(0, 4))) === 1;
}

/** Groups of four, as IBANs are printed for people. */
export const formatIban = (iban: string) => iban.replace(/(.{4})/g, "$1 ").trim();

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
