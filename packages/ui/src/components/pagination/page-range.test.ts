import { describe, expect, it } from "vitest";
import { pageRange } from "./page-range.ts";

describe("pageRange", () => {
  it("shows every page when they fit", () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("puts an ellipsis on the side of the gap", () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
    expect(pageRange(10, 20)).toEqual([1, "start-ellipsis", 9, 10, 11, "end-ellipsis", 20]);
    expect(pageRange(17, 20)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
  });

  it("keeps the same number of slots and honours the sibling count", () => {
    for (let page = 1; page <= 50; page += 1) expect(pageRange(page, 50)).toHaveLength(7);
    expect(pageRange(25, 50, 2)).toEqual([
      1,
      "start-ellipsis",
      23,
      24,
      25,
      26,
      27,
      "end-ellipsis",
      50,
    ]);
  });

  it("clamps a page outside the range", () => {
    expect(pageRange(0, 20)[0]).toBe(1);
    expect(pageRange(99, 20).at(-1)).toBe(20);
  });
});
