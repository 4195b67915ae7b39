import { describe, expect, it } from "vitest";
import { LAST_VIEWED_LIMIT, lastViewedOf, parseLastViewed, withLastViewed } from "./last-viewed.ts";

describe("last viewed cookie", () => {
  it("keeps valid ids once, in order, at most the limit", () => {
    expect(parseLastViewed("3-1-x-3--0-2-99999999999")).toEqual([3, 1, 2]);
    expect(parseLastViewed(undefined)).toEqual([]);
    const many = Array.from({ length: 30 }, (_, index) => index + 1).join("-");
    expect(parseLastViewed(many)).toHaveLength(LAST_VIEWED_LIMIT);
  });

  it("puts the viewed product first and drops the oldest", () => {
    expect(withLastViewed([3, 1, 2], 1)).toEqual([1, 3, 2]);
    const full = Array.from({ length: LAST_VIEWED_LIMIT }, (_, index) => index + 1);
    const next = withLastViewed(full, 99);
    expect(next[0]).toBe(99);
    expect(next).toHaveLength(LAST_VIEWED_LIMIT);
    expect(next).not.toContain(LAST_VIEWED_LIMIT);
  });

  it("reads the request's cookie without the current product", () => {
    const request = new Request("http://shop.test/x", {
      headers: { cookie: "a=1; last_viewed=5-7-9" },
    });
    expect(lastViewedOf(request, 7)).toEqual([5, 9]);
    expect(lastViewedOf(request)).toEqual([5, 7, 9]);
  });
});
