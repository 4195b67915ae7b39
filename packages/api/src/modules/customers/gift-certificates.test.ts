import { describe, expect, it } from "vitest";
import { insertCoupon, signUp } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, client } from "../../../test/harness.ts";

const api = apiForFile();

const DAY = 24 * 3600_000;

describe("customer/getGiftCertificates", () => {
  it("lists the caller's certificates, usable first, then used up, then expired; not others'", async () => {
    const mine = await signUp(api);
    const other = await signUp(api);
    const gift = (values: Parameters<typeof insertCoupon>[1]) =>
      insertCoupon(api.db, { kind: "gift_certificate", customerId: mine.customerId, ...values });
    const expired = await gift({
      discountType: "amount",
      discountAmount: 5_000,
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    const used = await gift({
      discountType: "percent",
      discountPercent: 10,
      usageLimit: 1,
      usageCount: 1,
    });
    const usable = await gift({
      discountType: "amount",
      discountAmount: 10_000,
      minCartAmount: 50_000,
      endsAt: new Date(Date.now() + 30 * DAY),
    });
    await gift({
      discountType: "percent",
      discountPercent: 5,
      startsAt: new Date(Date.now() + DAY),
    });
    await insertCoupon(api.db, {
      kind: "gift_certificate",
      customerId: other.customerId,
      discountType: "percent",
      discountPercent: 20,
    });

    const res = await answerOf(client(api, mine.token).customer.getGiftCertificates.$get());
    expect(res.status).toBe(200);
    expect(
      res.json.response.map((c: { code: string; status: string }) => [c.code, c.status]),
    ).toEqual([
      [usable.code, "usable"],
      [used.code, "used"],
      [expired.code, "expired"],
    ]);
    expect(res.json.response[0]).toMatchObject({
      kind: "gift_certificate",
      discount_type: "amount",
      discount_amount: 10_000,
      min_cart_amount: 50_000,
      ends_at: expect.any(String),
    });
    expect((await answerOf(client(api).customer.getGiftCertificates.$get())).status).toBe(401);
  });
});
