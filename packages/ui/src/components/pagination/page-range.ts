export type PageRangeItem = number | "start-ellipsis" | "end-ellipsis";

/**
 * The pages to show: the first, the last, the current one with `siblings` on each side, and an
 * ellipsis for each gap. The number of slots stays the same while the current page moves.
 */
export function pageRange(page: number, pageCount: number, siblings = 1): PageRangeItem[] {
  const slots = siblings * 2 + 5;
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  if (pageCount <= slots) return range(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(current - siblings, 1);
  const end = Math.min(current + siblings, pageCount);
  const showStart = start > 3;
  const showEnd = end < pageCount - 2;
  if (!showStart) return [...range(1, slots - 2), "end-ellipsis", pageCount];
  if (!showEnd) return [1, "start-ellipsis", ...range(pageCount - (slots - 3), pageCount)];
  return [1, "start-ellipsis", ...range(start, end), "end-ellipsis", pageCount];
}
