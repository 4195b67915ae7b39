// The page of a paged list in the shop's URLs (?sayfa=2), read back safely.
export const PAGE_PARAM = "sayfa";

export function pageOf(url: URL): number {
  return Math.max(1, Math.min(10_000, Number(url.searchParams.get(PAGE_PARAM)) || 1));
}
