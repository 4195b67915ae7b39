import { describe, expect, it } from "vitest";
import { shopDay, shopInstant, shopMoment } from "./shop-time.ts";

describe("the shop's clock", () => {
  it("shows an order placed at 21:30 UTC on the next day at 00:30 in Istanbul", () => {
    expect(shopDay("2026-03-09T21:30:00Z", "Europe/Istanbul")).toBe("2026-03-10");
    expect(shopMoment("2026-03-09T21:30:00Z", "Europe/Istanbul")).toBe("2026-03-10 00:30");
    expect(shopMoment("2026-03-09T21:30:00Z", "America/New_York")).toBe("2026-03-09 17:30");
  });

  it("turns a day on the shop's clock into its instant, across a change of summer time", () => {
    expect(shopInstant("2026-06-01", "00:00:00", "Europe/Istanbul")).toBe(
      "2026-05-31T21:00:00.000Z",
    );
    expect(shopInstant("2026-03-29", "23:59:59", "Europe/Berlin")).toBe("2026-03-29T21:59:59.000Z");
    expect(shopInstant("2026-03-29", "00:00:00", "Europe/Berlin")).toBe("2026-03-28T23:00:00.000Z");
  });
});
