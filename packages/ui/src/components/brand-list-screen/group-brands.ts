// Groups brands under their initial for the A–Z brand list, in the locale's alphabet.

export interface BrandListEntry {
  id: string;
  name: string;
  href: string;
  /** The brand's logo; absent shows its initial. */
  logo?: string | null;
  productCount?: number;
}

export interface BrandGroup {
  /** The initial ("A", "Ç", "İ", "ب"), or null for names that start with a digit or sign. */
  letter: string | null;
  brands: BrandListEntry[];
}

/** The initial a brand is listed under: upper-cased in the locale; Arabic alef forms as ا. */
export function brandInitial(name: string, locale: string): string | null {
  const first = Array.from(name.trim())[0];
  if (!first || !/\p{L}/u.test(first)) return null;
  if (/[\u0622\u0623\u0625\u0671]/.test(first)) return "\u0627";
  return first.toLocaleUpperCase(locale);
}

/**
 * The brands grouped by initial, groups and brands in the locale's collation order (Turkish:
 * C, Ç, … I, İ …), names that do not start with a letter last.
 */
export function groupBrands(brands: readonly BrandListEntry[], locale: string): BrandGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const groups = new Map<string | null, BrandListEntry[]>();
  for (const brand of brands) {
    const letter = brandInitial(brand.name, locale);
    const group = groups.get(letter);
    if (group) group.push(brand);
    else groups.set(letter, [brand]);
  }
  const strict = new Intl.Collator(locale);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : strict.compare(a, b)))
    .map(([letter, entries]) => ({
      letter,
      brands: [...entries].sort((a, b) => collator.compare(a.name, b.name)),
    }));
}
