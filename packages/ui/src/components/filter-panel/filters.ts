// The listing filters as plain data, and the pure steps between them: every option of the
// FilterPanel is a link to the filters it would give, so these run while rendering.

/** One choice of a facet (a brand, a colour, a size) with the number of products it has. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** A property group such as colour or size: a title and its choices. */
export interface FacetGroup {
  id: string;
  label: string;
  options: FacetOption[];
}

/** The price range in integer minor units (kuruş, cents) of the chosen currency; null: open. */
export interface PriceFilter {
  min: number | null;
  max: number | null;
}

export interface ListingFilters {
  /** Chosen brand values. */
  brands: string[];
  /** Chosen option values by property group id. */
  properties: Record<string, string[]>;
  price: PriceFilter;
  inStock: boolean;
}

export const emptyFilters: ListingFilters = {
  brands: [],
  properties: {},
  price: { min: null, max: null },
  inStock: false,
};

function toggle(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

export function toggleBrand(filters: ListingFilters, value: string): ListingFilters {
  return { ...filters, brands: toggle(filters.brands, value) };
}

export function toggleProperty(
  filters: ListingFilters,
  groupId: string,
  value: string,
): ListingFilters {
  const next = toggle(filters.properties[groupId] ?? [], value);
  const properties = { ...filters.properties };
  if (next.length > 0) properties[groupId] = next;
  else delete properties[groupId];
  return { ...filters, properties };
}

export function setPrice(filters: ListingFilters, price: PriceFilter): ListingFilters {
  return { ...filters, price };
}

export function setInStock(filters: ListingFilters, inStock: boolean): ListingFilters {
  return { ...filters, inStock };
}

export function hasPrice(price: PriceFilter): boolean {
  return price.min !== null || price.max !== null;
}

/** How many filters are on: each brand and property value, the price range and in-stock. */
export function activeFilterCount(filters: ListingFilters): number {
  const properties = Object.values(filters.properties).reduce(
    (sum, values) => sum + values.length,
    0,
  );
  return (
    filters.brands.length +
    properties +
    (hasPrice(filters.price) ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

/** Arabic-Indic and Persian digits and the Arabic separators, as an Arabic keyboard types them. */
function toLatinNumerals(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ",")
    .replace(/\u066c/g, ".");
}

/**
 * What the shopper typed in an amount box, in minor units, read as the shop shows amounts in
 * every language (formatPrice: "1.250,50 ₺"): "150" -> 15000, "1.250,5" -> 125050, "1.200,00 ₺"
 * -> 120000, "99.90" -> 9990 (a lone dot with one or two digits after it is a decimal point);
 * Arabic-Indic digits are read as Latin ones. Empty is null (no bound); anything else that is not
 * a non-negative amount is "invalid".
 */
export function parsePriceInput(text: string): number | null | "invalid" {
  const trimmed = toLatinNumerals(text)
    .replace(/\s/g, "")
    .replace(/^\p{Sc}|\p{Sc}$/u, "");
  if (trimmed === "") return null;
  let normalised: string;
  if (trimmed.includes(",")) {
    // Turkish style: dots group thousands, the comma is the decimal separator
    if (!/^\d{1,3}(\.\d{3})*(,\d{0,2})?$|^\d+(,\d{0,2})?$/.test(trimmed)) return "invalid";
    normalised = trimmed.replace(/\./g, "").replace(",", ".");
  } else if (/^\d+\.\d{1,2}$/.test(trimmed)) {
    normalised = trimmed;
  } else {
    if (!/^\d{1,3}(\.\d{3})+$|^\d+$/.test(trimmed)) return "invalid";
    normalised = trimmed.replace(/\./g, "");
  }
  const [whole = "0", fraction = ""] = normalised.split(".");
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0") || "0");
  return Number.isSafeInteger(minor) ? minor : "invalid";
}

/** A bound for the price box: whole amounts without decimals ("150"), else "150,50". */
export function formatPriceInput(minor: number | null): string {
  if (minor === null) return "";
  const whole = Math.floor(minor / 100);
  const fraction = minor % 100;
  return fraction === 0 ? String(whole) : `${whole},${String(fraction).padStart(2, "0")}`;
}

/**
 * A GET form that lands on `href` when submitted without JavaScript: its action (the address
 * without the query) and hidden fields for the query's other parameters (all but `skip`).
 */
export function formTarget(
  href: string,
  skip: readonly string[],
): { action: string; fields: [string, string][] } {
  const base = "http://listing.invalid";
  const url = new URL(href, base);
  return {
    action: `${url.origin === base ? "" : url.origin}${url.pathname}`,
    fields: [...url.searchParams.entries()].filter(([name]) => !skip.includes(name)),
  };
}
