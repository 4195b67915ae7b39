import { describe, expect, it } from "vitest";
import { deliveryDates } from "./cart-view.service.ts";

describe("delivery dates", () => {
  // Sunday 29 November 2026, 22:30 UTC: already Monday 01:30 in İstanbul.
  const night = new Date("2026-11-29T22:30:00Z");

  it("count from today in the shop's time zone, not in UTC", () => {
    expect(deliveryDates(night, 1, "Europe/Istanbul")[0]).toBe("2026-12-01");
    expect(deliveryDates(night, 1, "UTC")[0]).toBe("2026-11-30");
  });

  it("leave Sundays out and offer ten days from the cargo's slowest", () => {
    const dates = deliveryDates(night, 3, "Europe/Istanbul");
    expect(dates).toHaveLength(10);
    expect(dates[0]).toBe("2026-12-03");
    expect(dates).not.toContain("2026-12-06");
    expect(dates.map((d) => new Date(`${d}T12:00:00Z`).getUTCDay())).not.toContain(0);
  });
});
