// The admin lists keep their state in the URL; a link to a state names only what differs from
// the list's defaults, so the plain list has the plain address.

/** The address of a list's state, with only what differs from the defaults. */
export function queryHref<Q extends object>(base: string, query: Q, defaults: Q): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== defaults[key as keyof Q]) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
