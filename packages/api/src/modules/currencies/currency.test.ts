import { beforeAll, describe, expect, it } from "vitest";
import { newGuest } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, client, signInAdmin } from "../../../test/harness.ts";
import { convertMinor, pickRate, type Rate, scaleRate } from "./currency.service.ts";

const api = apiForFile();
let adminToken: string;
beforeAll(async () => {
  adminToken = await signInAdmin(api);
});

const rate = (id: number, exchangeRate: string, decimals = 2): Rate => ({
  id,
  code: ["", "TRY", "USD", "EUR", "KWD"][id] ?? "XXX",
  symbol: "",
  decimals,
  exchangeRate,
  isDefault: id === 1,
});

describe("exact conversion", () => {
  const TRY = rate(1, "1");
  const USD = rate(2, "41.5");
  const EUR = rate(3, "48.250000");

  it("converts minor units through the lira and rounds half away from zero", () => {
    expect(convertMinor(4150, TRY, USD)).toBe(100); // 41,50 ₺ = 1,00 $
    expect(convertMinor(100, USD, TRY)).toBe(4150);
    expect(convertMinor(1, TRY, USD)).toBe(0); // 0,01 ₺ = 0,00024 $
    expect(convertMinor(21, TRY, USD)).toBe(1); // 0,506 cent rounds up
    expect(convertMinor(-21, TRY, USD)).toBe(-1);
    expect(convertMinor(100, USD, EUR)).toBe(86); // 41.5 / 48.25 = 0.8601
    expect(convertMinor(123_456_789, TRY, TRY)).toBe(123_456_789);
  });

  it("is exact where floating point is not", () => {
    // 0.1 + 0.2 style trouble: 1,15 $ at 41,5 = 47,725 ₺ → 47,73 ₺ (a float gives 47,72).
    expect(convertMinor(115, USD, TRY)).toBe(4773);
    expect(scaleRate("0.000001")).toBe(1n);
    expect(scaleRate("34.25")).toBe(34_250_000n);
  });

  it("honours currencies with three decimals", () => {
    const KWD = rate(4, "135.5", 3);
    expect(convertMinor(13550, TRY, KWD)).toBe(1000);
  });

  it("falls back to the default currency for an unknown id", () => {
    const rates = new Map([TRY, USD].map((r) => [r.id, r]));
    expect(pickRate(rates, 2).code).toBe("USD");
    expect(pickRate(rates, 99).code).toBe("TRY");
  });
});

describe("currency/", () => {
  it("lists TRY, USD and EUR with exact rates and names in the requested language", async () => {
    const tr = await answerOf(client(api).currency.$get());
    expect(tr.status).toBe(200);
    expect(
      tr.json.response.map((c: { id: number; code: string; symbol: string }) => [
        c.id,
        c.code,
        c.symbol,
      ]),
    ).toEqual([
      [1, "TRY", "₺"],
      [2, "USD", "$"],
      [3, "EUR", "€"],
    ]);
    expect(tr.json.response[0]).toMatchObject({
      name: "Türk lirası",
      exchange_rate: "1.000000",
      is_default: true,
    });
    const ar = await answerOf(client(api).currency.$get({ query: { language: "ar" } }));
    expect(ar.json.response[1].name).toBe("الدولار الأمريكي");
  });
});

describe("currency/update/{id} (admin)", () => {
  it("sets a rate exactly", async () => {
    const res = await answerOf(
      client(api, adminToken).currency.update[":id"].$post({
        param: { id: "2" },
        json: { exchange_rate: "42.123456" },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({ id: 2, exchange_rate: "42.123456" });
    const asNumber = await answerOf(
      client(api, adminToken).currency.update[":id"].$post({
        param: { id: "3" },
        json: { exchange_rate: 49.5 },
      }),
    );
    expect(asNumber.json.response.exchange_rate).toBe("49.500000");
    const list = await answerOf(client(api).currency.$get());
    expect(list.json.response[1].exchange_rate).toBe("42.123456");
  });

  it("needs an admin", async () => {
    expect(
      (
        await answerOf(
          client(api).currency.update[":id"].$post({
            param: { id: "2" },
            json: { exchange_rate: "1" },
          }),
        )
      ).status,
    ).toBe(401);
    const customer = await answerOf(client(api).guestToken.$post());
    expect(
      (
        await answerOf(
          client(api, customer.json.response.token).currency.update[":id"].$post({
            param: { id: "2" },
            json: { exchange_rate: "1" },
          }),
        )
      ).status,
    ).toBe(403);
  });

  it.each([
    ["negative", "-1", "invalid_format"],
    ["zero", "0", "too_small"],
    ["seven decimals", "1.1234567", "invalid_format"],
    ["text", "abc", "invalid_format"],
    ["a list", ["1"], "invalid_type"],
  ])("refuses a rate that is %s and keeps the old one", async (_why, value, code) => {
    const before = (await answerOf(client(api).currency.$get())).json.response[1].exchange_rate;
    const res = await answerOf(
      client(api, adminToken).currency.update[":id"].$post({
        param: { id: "2" },
        json: { exchange_rate: value } as never,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual([expect.objectContaining({ field: "exchange_rate", code })]);
    expect((await answerOf(client(api).currency.$get())).json.response[1].exchange_rate).toBe(
      before,
    );
  });

  it("keeps the base currency at 1 and answers 404 for an unknown currency", async () => {
    const base = await answerOf(
      client(api, adminToken).currency.update[":id"].$post({
        param: { id: "1" },
        json: { exchange_rate: "2" },
      }),
    );
    expect(base.status).toBe(400);
    expect(
      (
        await answerOf(
          client(api, adminToken).currency.update[":id"].$post({
            param: { id: "9" },
            json: { exchange_rate: "2" },
          }),
        )
      ).status,
    ).toBe(404);
  });
});

describe("currency/getAdminList and currency/updateSettings/{id} (admin)", () => {
  it("lists every currency with its state and needs an admin", async () => {
    expect((await answerOf(client(api).currency.getAdminList.$get())).status).toBe(401);
    const res = await answerOf(
      client(api, adminToken).currency.getAdminList.$get({ query: { language: "en" } }),
    );
    expect(res.status).toBe(200);
    expect(res.json.response[0]).toMatchObject({
      id: 1,
      code: "TRY",
      is_default: true,
      is_active: true,
    });
    expect(res.json.response[1]).toHaveProperty("sort_order");
  });

  it("turns a currency off for the storefront and on again; the default stays on", async () => {
    const off = await answerOf(
      client(api, adminToken).currency.updateSettings[":id"].$post({
        param: { id: "3" },
        json: { is_active: false, sort_order: 3 },
      }),
    );
    expect(off.status).toBe(200);
    expect(off.json.response).toMatchObject({ id: 3, is_active: false });
    const shown = (await answerOf(client(api).currency.$get())).json.response.map(
      (c: { code: string }) => c.code,
    );
    expect(shown).toEqual(["TRY", "USD"]);
    const admin = (await answerOf(client(api, adminToken).currency.getAdminList.$get())).json
      .response;
    expect(admin.map((c: { code: string }) => c.code)).toContain("EUR");
    await answerOf(
      client(api, adminToken).currency.updateSettings[":id"].$post({
        param: { id: "3" },
        json: { is_active: true, sort_order: 3 },
      }),
    );
    expect((await answerOf(client(api).currency.$get())).json.response).toHaveLength(3);

    const base = await answerOf(
      client(api, adminToken).currency.updateSettings[":id"].$post({
        param: { id: "1" },
        query: { language: "en" },
        json: { is_active: false, sort_order: 0 },
      }),
    );
    expect(base.status).toBe(400);
    expect(base.json).toMatchObject({ code: "default_inactive" });
    expect(base.json.message).toMatch(/default/);
    expect(
      (
        await answerOf(
          client(api, adminToken).currency.updateSettings[":id"].$post({
            param: { id: "99" },
            json: { is_active: true, sort_order: 0 },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("prices a shopper who still asks for a switched-off currency in the default one", async () => {
    const { token } = await newGuest(api);
    const cartIn = async () =>
      (
        await answerOf(
          client(api, token).cart.getCartDetails[":id"].$get({
            param: { id: "me" },
            query: { currency: "3" },
          }),
        )
      ).json.response.currency_code;
    expect(await cartIn()).toBe("EUR");
    await answerOf(
      client(api, adminToken).currency.updateSettings[":id"].$post({
        param: { id: "3" },
        json: { is_active: false, sort_order: 3 },
      }),
    );
    try {
      expect(await cartIn()).toBe("TRY");
    } finally {
      await answerOf(
        client(api, adminToken).currency.updateSettings[":id"].$post({
          param: { id: "3" },
          json: { is_active: true, sort_order: 3 },
        }),
      );
    }
    expect(await cartIn()).toBe("EUR");
  });
});
