import type { OrderSummary } from "@shop/api/contract";
import { describe, expect, it } from "vitest";
import { toOrderListItem } from "./order-view.ts";

const order: OrderSummary = {
  id: 7,
  code: "JS100245",
  status: "received",
  status_name: "Alındı",
  payment_method: "door",
  total: 124_990,
  currency_code: "TRY",
  item_count: 1,
  // 00:30 on the 10th in Istanbul: still the 9th in UTC.
  created_at: "2026-03-09T21:30:00.000Z",
};

describe("a shopper's order as the order pages show it", () => {
  it("is dated on the shop's day, as the admin sees it, not on the UTC day", () => {
    expect(toOrderListItem(order, "/hesabim/siparislerim/JS100245", "Europe/Istanbul").date).toBe(
      "2026-03-10",
    );
    expect(toOrderListItem(order, "/x", "America/New_York").date).toBe("2026-03-09");
  });
});
