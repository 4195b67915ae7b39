import { describe, expect, it } from "vitest";
import { isoDate } from "./iso-date.ts";

describe("isoDate", () => {
  it("keeps the calendar date of ISO strings and timestamps", () => {
    expect(isoDate("2025-03-07")).toBe("2025-03-07");
    expect(isoDate("2025-03-07T23:30:00+03:00")).toBe("2025-03-07");
  });

  it("writes a Date's local calendar date with zero padding", () => {
    expect(isoDate(new Date(2024, 0, 5, 12))).toBe("2024-01-05");
  });

  it("returns text it cannot read unchanged", () => {
    expect(isoDate("yakında")).toBe("yakında");
  });
});
