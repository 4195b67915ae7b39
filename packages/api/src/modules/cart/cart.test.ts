import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertCampaign,
  insertCargo,
  insertCategory,
  insertCoupon,
  insertPersonalization,
  insertProduct,
  insertProductWithSizes,
  newGuest,
  signUp,
} from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client } from "../../../test/harness.ts";
import { CartAddResult, CartDetails } from "../../contract/index.ts";
import { cartItems, carts, products } from "../../db/schema/index.ts";

const api = apiForFile();
let categoryId: number;
let childCategoryId: number;
let cargoId: number;

beforeAll(async () => {
  categoryId = await insertCategory(api.db);
  childCategoryId = await insertCategory(api.db, categoryId);
  cargoId = await insertCargo(api.db, { isDefault: true });
});

const add = (token: string | undefined, products: unknown[], query = "") =>
  call(api, "POST", `/cart/add${query}`, { token, body: { products } });
const details = (token: string, id = "me", query = "") =>
  call(api, "GET", `/cart/getCartDetails/${id}${query}`, { token });

describe("cart/add", () => {
  it("makes a guest on a visitor's first add and answers the cart", async () => {
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 12_345 });
    const answer = await add(undefined, [{ product_id: productId, quantity: 2 }], "?fbp=fb.1.2.3");
    expect(answer.status).toBe(200);
    const result = CartAddResult.parse(answer.json.response);
    expect(result.guest_code).toMatch(/^[A-Z0-9]+$/);
    expect(answer.headers.get("set-cookie")).toContain("guest_token=");
    expect(result.cartDetails.items).toMatchObject([
      { product_id: productId, quantity: 2, unit_price: 12_345, line_total: 24_690 },
    ]);
    expect(result.cartDetails.subtotal).toBe(24_690);
    const [cart] = await api.db
      .select()
      .from(carts)
      .where(eq(carts.id, result.cartDetails.cart_id ?? 0));
    expect(cart?.fbp).toBe("fb.1.2.3");
    // The guest's token sees the same cart.
    const again = await details(result.guest_token ?? "", result.guest_code ?? "");
    expect(again.json.response.items).toHaveLength(1);
  });

  it("records the ad click ids (fbc, fbp) sent with an add on the cart, and keeps them", async () => {
    const { token } = await newGuest(api);
    const productId = await insertProduct(api.db, { categoryId, stock: 10 });
    const line = [{ product_id: productId, quantity: 1 }];
    const first = await add(token, line, "?fbc=fb.1.1700000000.AbCd&fbp=fb.1.1700000000.42");
    expect(first.status).toBe(200);
    const cartOf = async () =>
      (
        await api.db
          .select({ fbc: carts.fbc, fbp: carts.fbp })
          .from(carts)
          .where(eq(carts.id, first.json.response.cartDetails.cart_id))
      )[0];
    expect(await cartOf()).toEqual({ fbc: "fb.1.1700000000.AbCd", fbp: "fb.1.1700000000.42" });
    // An add without them leaves them; a new click replaces only the id it sends.
    await add(token, line);
    expect(await cartOf()).toEqual({ fbc: "fb.1.1700000000.AbCd", fbp: "fb.1.1700000000.42" });
    await add(token, line, "?fbc=fb.1.1800000000.EfGh");
    expect(await cartOf()).toEqual({ fbc: "fb.1.1800000000.EfGh", fbp: "fb.1.1700000000.42" });
  });

  it("merges the same product and sub-product into one line, and keeps sizes apart", async () => {
    const { token } = await newGuest(api);
    const { productId, subs } = await insertProductWithSizes(api.db, categoryId, { S: 5, M: 5 });
    await add(token, [{ product_id: productId, sub_product_id: subs.S, quantity: 1 }]);
    await add(token, [{ product_id: productId, sub_product_id: subs.S, quantity: 2 }]);
    const answer = await add(token, [
      { product_id: productId, sub_product_id: subs.M, quantity: 1 },
    ]);
    const items = CartAddResult.parse(answer.json.response).cartDetails.items;
    expect(items.map((i) => [i.sub_product_id, i.quantity, i.variant])).toEqual([
      [subs.S, 3, "S"],
      [subs.M, 1, "M"],
    ]);
  });

  it("refuses with the codes of section 8 and changes nothing", async () => {
    const { token } = await newGuest(api);
    const sized = await insertProductWithSizes(api.db, categoryId, { S: 0, M: 2 });
    const limited = await insertProduct(api.db, {
      categoryId,
      stock: 3,
      minOrderQuantity: 2,
      maxOrderQuantity: 3,
    });
    const empty = await insertProduct(api.db, { categoryId, stock: 0 });
    const cases: Array<[unknown, string]> = [
      [{ product_id: sized.productId, quantity: 1 }, "required_sub_product"],
      [{ product_id: sized.productId, sub_product_id: sized.subs.S, quantity: 1 }, "no_stock"],
      [
        { product_id: sized.productId, sub_product_id: sized.subs.M, quantity: 3 },
        "not_enough_stock",
      ],
      [{ product_id: empty, quantity: 1 }, "no_stock"],
      [{ product_id: limited, quantity: 1 }, "error_member_min_order"],
      [{ product_id: limited, quantity: 4 }, "error_member_max_order"],
    ];
    for (const [item, code] of cases) {
      const answer = await add(token, [item]);
      expect([answer.status, answer.json.code], JSON.stringify(item)).toEqual([409, code]);
      expect(answer.json.message).toBeTruthy();
    }
    // A refused item in a batch undoes the items before it.
    const ok = await insertProduct(api.db, { categoryId });
    const batch = await add(token, [
      { product_id: ok, quantity: 1 },
      { product_id: empty, quantity: 1 },
    ]);
    expect(batch.status).toBe(409);
    expect((await details(token)).json.response.items).toEqual([]);
  });

  it("answers the refusal in the shopper's language", async () => {
    const { token } = await newGuest(api);
    const empty = await insertProduct(api.db, { categoryId, stock: 0 });
    const answer = await add(token, [{ product_id: empty, quantity: 1 }], "?language=ar");
    expect(answer.json.message).toBe("هذا المنتج غير متوفر في المخزون.");
  });

  it("refuses zero, negative, fractional, huge and non-numeric quantities with a 400", async () => {
    const { token } = await newGuest(api);
    const productId = await insertProduct(api.db, { categoryId });
    for (const quantity of [0, -1, 1.5, 10_000, 1e12, "2", null]) {
      const answer = await add(token, [{ product_id: productId, quantity }]);
      expect(answer.status, String(quantity)).toBe(400);
      expect(answer.json.fields[0].field).toBe("products.0.quantity");
    }
    expect((await details(token)).json.response.items).toEqual([]);
  });

  it("ignores prices and totals a client sends", async () => {
    const { token } = await newGuest(api);
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 50_000 });
    const answer = await answerOf(
      client(api, token).cart.add.$post({
        json: {
          products: [{ product_id: productId, quantity: 1, price: 1, unit_price: 1, total: 1 }],
          total: 1,
          discount: 49_999,
        } as never,
      }),
    );
    expect(answer.json.response.cartDetails.subtotal).toBe(50_000);
  });

  it("404 for an unknown or switched-off product", async () => {
    const { token } = await newGuest(api);
    const off = await insertProduct(api.db, { categoryId, isActive: false });
    expect((await add(token, [{ product_id: off, quantity: 1 }])).status).toBe(404);
    expect((await add(token, [{ product_id: 99_999_999, quantity: 1 }])).status).toBe(404);
  });
});

describe("personalisations", () => {
  it("prices each unit with its texts, and makes other texts another line", async () => {
    const { token } = await newGuest(api);
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 10_000, stock: 5 });
    const text = await insertPersonalization(api.db, productId, { price: 2_500, maxLength: 12 });
    const detail = await answerOf(
      client(api).product.getProductById[":id"].$get({
        param: { id: productId },
        query: { language: "ar" },
      }),
    );
    expect(detail.json.response.personalizations).toEqual([
      { id: text, name: "Yazı ar", hint: null, price: 2_500, max_length: 12, required: false },
    ]);
    const withText = (value: string, quantity = 1) => ({
      product_id: productId,
      quantity,
      personalizations: [{ personalization_id: text, value }],
    });
    await add(token, [withText("  Ayşe ", 1)]);
    await add(token, [withText("Ayşe", 1)]);
    await add(token, [withText("Mehmet", 1)]);
    // An empty text is no personalisation: the plain product.
    const answer = await add(token, [withText("", 1)], "?language=en");
    const cart = CartAddResult.parse(answer.json.response).cartDetails;
    expect(
      cart.items.map((i) => [i.quantity, i.personalizations.map((p) => p.value), i.unit_price]),
    ).toEqual([
      [2, ["Ayşe"], 12_500],
      [1, ["Mehmet"], 12_500],
      [1, [], 10_000],
    ]);
    expect(cart.items[0]?.personalizations).toEqual([
      { id: text, name: "Yazı en", value: "Ayşe", price: 2_500 },
    ]);
    expect(cart.price_personalization).toBe(3 * 2_500);
    expect(cart.subtotal).toBe(4 * 10_000 + 3 * 2_500);
    // The product's stock (5) counts every line: 4 are in the cart, 2 more are too many.
    const tooMany = await add(token, [withText("Zeynep", 2)]);
    expect([tooMany.status, tooMany.json.code]).toEqual([409, "not_enough_stock"]);
    const line = cart.items[1]?.id;
    const update = await answerOf(
      client(api, token).cart.update.$post({
        json: { products: [{ cart_product_id: Number(line), quantity: 3 }] },
      }),
    );
    expect([update.status, update.json.code]).toEqual([409, "not_enough_stock"]);
  });

  it("refuses a missing required text, a text too long and a foreign personalisation", async () => {
    const { token } = await newGuest(api);
    const productId = await insertProduct(api.db, { categoryId });
    const other = await insertProduct(api.db, { categoryId });
    const required = await insertPersonalization(api.db, productId, {
      isRequired: true,
      maxLength: 5,
    });
    const foreign = await insertPersonalization(api.db, other);
    const cases: Array<[unknown, { field: string; code: string }]> = [
      [[], { field: `products.0.personalization_${required}`, code: "required" }],
      [
        [{ personalization_id: required, value: "   " }],
        { field: `products.0.personalization_${required}`, code: "required" },
      ],
      [
        [{ personalization_id: required, value: "Ayşegül" }],
        { field: `products.0.personalization_${required}`, code: "too_long" },
      ],
      [
        [
          { personalization_id: required, value: "Ayşe" },
          { personalization_id: foreign, value: "x" },
        ],
        { field: "products.0.personalizations", code: "invalid_value" },
      ],
    ];
    for (const [personalizations, field] of cases) {
      const answer = await answerOf(
        client(api, token).cart.add.$post({
          query: { language: "en" },
          json: { products: [{ product_id: productId, quantity: 1, personalizations }] } as never,
        }),
      );
      expect([answer.status, answer.json.code], JSON.stringify(personalizations)).toEqual([
        400,
        "validation_error",
      ]);
      expect(answer.json.fields).toEqual([expect.objectContaining(field)]);
    }
    expect((await details(token)).json.response.items).toEqual([]);
    // Five letters of Turkish count as five, however many bytes they take.
    const ok = await answerOf(
      client(api, token).cart.add.$post({
        json: {
          products: [
            {
              product_id: productId,
              quantity: 1,
              personalizations: [{ personalization_id: required, value: "Çiğdö" }],
            },
          ],
        },
      }),
    );
    expect(ok.status).toBe(200);
  });
});

describe("cart/update and cart/delete", () => {
  it("sets a line's quantity within the rules and removes a line", async () => {
    const { token } = await newGuest(api);
    const productId = await insertProduct(api.db, { categoryId, stock: 4 });
    const added = await add(token, [{ product_id: productId, quantity: 1 }]);
    const lineId = added.json.response.cartDetails.items[0].id;
    const updated = await answerOf(
      client(api, token).cart.update.$post({
        json: { products: [{ cart_product_id: lineId, quantity: 4 }] },
      }),
    );
    expect(updated.json.response.items[0].quantity).toBe(4);
    const tooMany = await answerOf(
      client(api, token).cart.update.$post({
        json: { products: [{ cart_product_id: lineId, quantity: 5 }] },
      }),
    );
    expect([tooMany.status, tooMany.json.code]).toEqual([409, "not_enough_stock"]);
    const zero = await answerOf(
      client(api, token).cart.update.$post({
        json: { products: [{ cart_product_id: lineId, quantity: 0 }] },
      }),
    );
    expect(zero.status).toBe(400);
    const removed = await answerOf(
      client(api, token).cart.delete[":id"].$get({ param: { id: lineId } }),
    );
    expect(removed.json.response.items).toEqual([]);
  });

  it("404 for another shopper's line, which stays as it was", async () => {
    const owner = await newGuest(api);
    const other = await signUp(api);
    const productId = await insertProduct(api.db, { categoryId });
    const added = await add(owner.token, [{ product_id: productId, quantity: 2 }]);
    const lineId = added.json.response.cartDetails.items[0].id;
    const update = await answerOf(
      client(api, other.token).cart.update.$post({
        json: { products: [{ cart_product_id: lineId, quantity: 1 }] },
      }),
    );
    expect(update.status).toBe(404);
    expect(
      (await answerOf(client(api, other.token).cart.delete[":id"].$get({ param: { id: lineId } })))
        .status,
    ).toBe(404);
    const [line] = await api.db.select().from(cartItems).where(eq(cartItems.id, lineId));
    expect(line?.quantity).toBe(2);
  });

  it("404 for another shopper's cart by id", async () => {
    const a = await signUp(api);
    const b = await signUp(api);
    expect((await details(a.token, String(b.customerId))).status).toBe(404);
    expect((await details(a.token, String(a.customerId))).status).toBe(200);
  });
});

describe("cart/getCartDetails", () => {
  it("prices in the asked currency and adds the door fee and cash prices by payment method", async () => {
    const { token } = await newGuest(api);
    const productId = await insertProduct(api.db, {
      categoryId,
      sellingPrice: 41_500,
      cashPrice: 40_000,
    });
    await add(token, [{ product_id: productId, quantity: 1 }]);
    const usd = CartDetails.parse((await details(token, "me", "?currency=2")).json.response);
    expect([usd.currency_code, usd.subtotal]).toEqual(["USD", 1_000]);
    const door = CartDetails.parse(
      (await details(token, "me", "?payment_code=door")).json.response,
    );
    expect([door.subtotal, door.payment_fee]).toEqual([40_000, 1_990]);
    expect(door.total).toBe(40_000 + door.cargo_price + 1_990);
  });

  it("charges cargo by desi below the free-shipping threshold and nothing above it", async () => {
    const { token } = await newGuest(api);
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 30_000, desi: "3" });
    await add(token, [{ product_id: productId, quantity: 2 }]);
    let cart = CartDetails.parse((await details(token)).json.response);
    // 6 desi: base (5) plus one started desi.
    expect(cart.cargo_price).toBe(5_000 + 1_000);
    expect(cart.total).toBe(60_000 + 6_000);
    expect(cart.vat_total).toBe(10_000);
    await add(token, [{ product_id: productId, quantity: 2 }]);
    cart = CartDetails.parse((await details(token)).json.response);
    expect([cart.subtotal, cart.cargo_price]).toEqual([120_000, 0]);
  });

  it("keeps the gift choice, note and delivery date, and adds the gift package price", async () => {
    const { token } = await newGuest(api);
    const productId = await insertProduct(api.db, { categoryId });
    await add(token, [{ product_id: productId, quantity: 1 }]);
    const before = CartDetails.parse((await details(token)).json.response);
    const date = before.delivery_dates[2];
    const answer = await answerOf(
      client(api, token).cart.cartUpdate.$post({
        json: {
          is_gift_cart: true,
          gift_note: "İyi ki doğdun!",
          general_note: "Kapıya bırakın",
          delivery_date: date,
          delivery_date_text: "09:00-13:00",
        },
      }),
    );
    const cart = CartDetails.parse(answer.json.response);
    expect(cart).toMatchObject({
      is_gift_cart: true,
      gift_note: "İyi ki doğdun!",
      general_note: "Kapıya bırakın",
      delivery_date: date,
      delivery_date_text: "09:00-13:00",
      gift_package_price: 2_500,
    });
    expect(cart.total).toBe(before.total + 2_500);
    const badDate = await answerOf(
      client(api, token).cart.cartUpdate.$post({ json: { delivery_date: "2001-01-01" } }),
    );
    expect([badDate.status, badDate.json.fields[0].field]).toEqual([400, "delivery_date"]);
  });

  it("chooses a cargo company and lists each with its price for the cart", async () => {
    const { token } = await newGuest(api);
    const dearer = await insertCargo(api.db, { basePrice: 9_000, freeShippingThreshold: null });
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 10_000 });
    await add(token, [{ product_id: productId, quantity: 1 }]);
    const changed = await answerOf(
      client(api, token).cargo.changeCargo[":id"].$get({ param: { id: dearer } }),
    );
    expect(changed.json.response.cargo_price).toBe(9_000);
    const list = await answerOf(client(api, token).cargo.getCargo.$get());
    const selected = list.json.response.find((o: { selected: boolean }) => o.selected);
    expect(selected.id).toBe(dearer);
    expect(list.json.response.find((o: { id: number }) => o.id === cargoId).price).toBe(5_000);
    expect(
      (
        await answerOf(
          client(api, token).cargo.changeCargo[":id"].$get({ param: { id: "99999999" } }),
        )
      ).status,
    ).toBe(404);
  });

  it("answers an empty cart to a caller without a token", async () => {
    const answer = await answerOf(
      client(api).cart.getCartDetails[":id"].$get({ param: { id: "me" } }),
    );
    expect(answer.json.response).toMatchObject({ cart_id: null, items: [], total: 0 });
  });
});

describe("campaigns", () => {
  it("applies a percentage campaign once the cart reaches its amount, and removes it", async () => {
    const { token } = await newGuest(api);
    const campaignId = await insertCampaign(api.db, {
      type: "cart_percent",
      discountPercent: 10,
      minCartAmount: 50_000,
    });
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 30_000 });
    await add(token, [{ product_id: productId, quantity: 1 }]);
    const low = await answerOf(
      client(api, token).cart.cartActiveCampaign.$post({ json: { campaign_id: campaignId } }),
    );
    expect([low.status, low.json.code]).toEqual([409, "cart_price_more_than_campaign_price"]);
    await add(token, [{ product_id: productId, quantity: 1 }]);
    const applied = CartDetails.parse(
      (
        await answerOf(
          client(api, token).cart.cartActiveCampaign.$post({ json: { campaign_id: campaignId } }),
        )
      ).json.response,
    );
    expect([applied.campaign?.id, applied.campaign_discount]).toEqual([campaignId, 6_000]);
    const removed = await answerOf(
      client(api, token).cart.cartRemoveCampaign.$post({ json: { campaign_id: campaignId } }),
    );
    expect(removed.json.response.campaign_discount).toBe(0);
    const again = await answerOf(
      client(api, token).cart.cartRemoveCampaign.$post({ json: { campaign_id: campaignId } }),
    );
    expect([again.status, again.json.code]).toEqual([409, "campaign_no_removed"]);
  });

  it("gives the cheapest of each group free in buy 3 pay 2, within the campaign's category", async () => {
    const { token } = await newGuest(api);
    const campaignId = await insertCampaign(api.db, {
      type: "buy_x_pay_y",
      buyQuantity: 3,
      payQuantity: 2,
      categoryId,
    });
    const a = await insertProduct(api.db, { categoryId: childCategoryId, sellingPrice: 10_000 });
    const b = await insertProduct(api.db, { categoryId: childCategoryId, sellingPrice: 4_000 });
    const outside = await insertProduct(api.db, {
      categoryId: await insertCategory(api.db),
      sellingPrice: 1_000,
    });
    await add(token, [
      { product_id: a, quantity: 2 },
      { product_id: b, quantity: 1 },
      { product_id: outside, quantity: 1 },
    ]);
    const answer = await answerOf(
      client(api, token).cart.cartActiveCampaign.$post({ json: { campaign_id: campaignId } }),
    );
    expect(answer.json.response.campaign_discount).toBe(4_000);
  });

  it("refuses a gift campaign whose gift is out of stock, and one used up", async () => {
    const { token } = await newGuest(api);
    const gift = await insertProduct(api.db, { categoryId, stock: 0 });
    const giftCampaign = await insertCampaign(api.db, { type: "gift_product", productId: gift });
    const usedUp = await insertCampaign(api.db, {
      type: "free_shipping",
      usageLimit: 1,
      usageCount: 1,
    });
    const ended = await insertCampaign(api.db, {
      type: "free_shipping",
      startsAt: new Date(Date.now() - 2 * 86_400_000),
      endsAt: new Date(Date.now() - 86_400_000),
    });
    await add(token, [{ product_id: await insertProduct(api.db, { categoryId }), quantity: 1 }]);
    const codes = [];
    for (const id of [giftCampaign, usedUp, ended]) {
      codes.push(
        (
          await answerOf(
            client(api, token).cart.cartActiveCampaign.$post({ json: { campaign_id: id } }),
          )
        ).json.code,
      );
    }
    expect(codes).toEqual([
      "campaign_product_no_stock",
      "reached_maximum_usage",
      "campaign_no_added",
    ]);
  });

  it("ships free under a free-shipping campaign and lists the campaigns with eligibility", async () => {
    const { token } = await newGuest(api);
    const campaignId = await insertCampaign(api.db, { type: "free_shipping", minCartAmount: 1 });
    await add(token, [{ product_id: await insertProduct(api.db, { categoryId }), quantity: 1 }]);
    const before = CartDetails.parse((await details(token)).json.response);
    expect(before.cargo_price).toBe(5_000);
    expect(before.campaigns.find((c) => c.id === campaignId)?.eligible).toBe(true);
    const after = await answerOf(
      client(api, token).cart.cartActiveCampaign.$post({ json: { campaign_id: campaignId } }),
    );
    expect(after.json.response.cargo_price).toBe(0);
  });
});

describe("coupons", () => {
  it("applies a code regardless of case within its price range, and removes it", async () => {
    const { token } = await newGuest(api);
    const coupon = await insertCoupon(api.db, {
      discountType: "amount",
      discountAmount: 2_500,
      minCartAmount: 20_000,
    });
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 10_000 });
    await add(token, [{ product_id: productId, quantity: 1 }]);
    const low = await answerOf(
      client(api, token).cart.activeCouponCode.$post({ json: { code: coupon.code.toLowerCase() } }),
    );
    expect([low.status, low.json.code]).toEqual([409, "no_price_range"]);
    await add(token, [{ product_id: productId, quantity: 1 }]);
    const applied = await answerOf(
      client(api, token).cart.activeCouponCode.$post({ json: { code: coupon.code.toLowerCase() } }),
    );
    expect(applied.json.response.coupon).toEqual({
      id: coupon.id,
      code: coupon.code,
      discount: 2_500,
    });
    const removed = await answerOf(
      client(api, token).cart.cartRemoveCouponCode.$post({ json: { coupon_code_id: coupon.id } }),
    );
    expect(removed.json.response.coupon).toBeNull();
    const again = await answerOf(
      client(api, token).cart.cartRemoveCouponCode.$post({ json: { coupon_code_id: coupon.id } }),
    );
    expect(again.json.code).toBe("coupon_code_no_removed");
  });

  it("keeps a gift certificate to its customer and refuses used-up and unknown codes", async () => {
    const owner = await signUp(api);
    const stranger = await signUp(api);
    const certificate = await insertCoupon(api.db, {
      kind: "gift_certificate",
      discountType: "amount",
      discountAmount: 5_000,
      customerId: owner.customerId,
    });
    const usedUp = await insertCoupon(api.db, {
      discountType: "percent",
      discountPercent: 5,
      usageLimit: 1,
      usageCount: 1,
    });
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 10_000 });
    for (const who of [owner, stranger])
      await add(who.token, [{ product_id: productId, quantity: 1 }]);
    const codeOf = async (token: string, code: string) =>
      (await answerOf(client(api, token).cart.activeCouponCode.$post({ json: { code } }))).json
        .code;
    expect(await codeOf(stranger.token, certificate.code)).toBe("cant_customer");
    expect(await codeOf(stranger.token, usedUp.code)).toBe("reached_maximum_usage");
    expect(await codeOf(stranger.token, "NO-SUCH-CODE")).toBe("coupon_code_no_added");
    const mine = await answerOf(
      client(api, owner.token).cart.activeCouponCode.$post({ json: { code: certificate.code } }),
    );
    expect(mine.json.response.coupon_discount).toBe(5_000);
  });
});

describe("cartGuestToCustomer", () => {
  it("moves the guest's lines into the customer's cart, adding up within stock", async () => {
    const guest = await newGuest(api);
    const customer = await signUp(api);
    const shared = await insertProduct(api.db, { categoryId, stock: 5 });
    const guestOnly = await insertProduct(api.db, { categoryId });
    await add(guest.token, [
      { product_id: shared, quantity: 3 },
      { product_id: guestOnly, quantity: 1 },
    ]);
    await answerOf(
      client(api, guest.token).cart.cartUpdate.$post({ json: { general_note: "not" } }),
    );
    await add(customer.token, [{ product_id: shared, quantity: 4 }]);
    const answer = await answerOf(
      client(api, customer.token).cartGuestToCustomer.$post({ json: { guest_token: guest.token } }),
    );
    const cart = CartDetails.parse(answer.json.response);
    expect(cart.items.map((i) => [i.product_id, i.quantity])).toEqual([
      [shared, 5],
      [guestOnly, 1],
    ]);
    expect(cart.general_note).toBe("not");
    expect((await details(guest.token)).json.response.items).toEqual([]);
  });

  it("changes nothing for an unknown guest token", async () => {
    const customer = await signUp(api);
    const answer = await answerOf(
      client(api, customer.token).cartGuestToCustomer.$post({ json: { guest_token: "nope" } }),
    );
    expect(answer.json.response.items).toEqual([]);
  });
});

describe("stock shown in the cart", () => {
  it("marks a line whose stock fell below its quantity, and the cart as not orderable", async () => {
    const { token } = await newGuest(api);
    const productId = await insertProduct(api.db, { categoryId, stock: 5 });
    await add(token, [{ product_id: productId, quantity: 3 }]);
    await api.db.update(products).set({ stock: 2 }).where(eq(products.id, productId));
    const cart = CartDetails.parse((await details(token)).json.response);
    expect([cart.items[0]?.problem, cart.can_order]).toEqual(["not_enough_stock", false]);
  });
});
