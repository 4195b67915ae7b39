// An admin list's state lives in its URL (?q=&status=&sort=&page=…). A list declares its fields
// once; from that declaration come its defaults, the reading of a URL (whatever does not parse
// is the field's default, so a hand-edited address never fails the page) and its links, which
// name only what differs from the defaults, so that the plain list has the plain address.

/** How one parameter is read, and what it is when absent or unreadable. */
export interface QueryField<T> {
  fallback: T;
  read(text: string | null): T;
}

/** The query a list's fields describe. */
export type QueryOf<S extends Record<string, QueryField<unknown>>> = {
  [K in keyof S]: S[K] extends QueryField<infer T> ? T : never;
};

/** Free text, trimmed, at most `max` characters. */
export const text = (max: number): QueryField<string> => ({
  fallback: "",
  read: (value) => (value ?? "").trim().slice(0, max),
});

/** One of `values`, else `fallback` ("" for "all", or one of the values). */
export const oneOf = <T extends string, F extends T | "">(
  values: readonly T[],
  fallback: F,
): QueryField<T | F> => ({
  fallback,
  read: (value) => (values.includes(value as T) ? (value as T) : fallback),
});

/** A record's id as the filter selects hold it ("12"), or "" for none. */
export const recordId: QueryField<string> = {
  fallback: "",
  read: (value) => (value && /^[1-9]\d{0,8}$/.test(value) ? value : ""),
};

/** A day, YYYY-MM-DD, or "" for none. */
export const day: QueryField<string> = {
  fallback: "",
  read: (value) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : "",
};

/** A page number from 1. */
export const page: QueryField<number> = {
  fallback: 1,
  read: (value) => {
    const asked = Number(value);
    return Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  },
};

/** A sort direction, `fallback` when the URL names none. */
export const direction = (fallback: "asc" | "desc") => oneOf(["asc", "desc"] as const, fallback);

/** A list's query: its defaults, the reading of a URL and its links. */
export interface ListQuery<Q> {
  defaults: Q;
  parse(url: URL): Q;
  href(base: string, query: Q): string;
}

export function listQuery<S extends Record<string, QueryField<unknown>>>(
  fields: S,
): ListQuery<QueryOf<S>> {
  const entries = Object.entries(fields);
  const defaults = Object.fromEntries(entries.map(([name, field]) => [name, field.fallback]));
  return {
    defaults: defaults as QueryOf<S>,
    /** The list's state as `url` asks it. */
    parse(url) {
      return Object.fromEntries(
        entries.map(([name, field]) => [name, field.read(url.searchParams.get(name))]),
      ) as QueryOf<S>;
    },
    /** The list's address for `query`, with only what differs from the defaults. */
    href(base, query) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (value !== defaults[name]) params.set(name, String(value));
      }
      const search = params.toString();
      return search ? `${base}?${search}` : base;
    },
  };
}
