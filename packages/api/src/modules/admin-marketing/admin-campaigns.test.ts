import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertProduct, insertShop, newGuest, signUp } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import {
  AdminCampaign,
  AdminCampaignPage,
  AdminCouponPage,
  CartDetails,
} from "../../contract/index.ts";
import { campaigns, campaignUsages } from "../../db/schema/index.ts";

const api = apiForFile();
let admin: string;
let categoryId: number;
const tag = `c${Date.now() % 1_000_000}`;

beforeAll(async () => {
  admin = await signInAdmin(api);
  ({ categoryId } = await insertShop(api.db));
});

const get = (path: string) => call(api, "GET", path, { token: admin });
const texts = (name: string) => [
  { language_code: "tr" as const, name: `${name} tr`, description: "<p>Koşullar</p>" },
  { language_code: "en" as const, name: `${name} en` },
  { language_code: "ar" as const, name: `${name} ar` },
];
const fieldsOf = (answer: { json: { fields?: { field: string; code: string }[] } }) =>
  (answer.json.fields ?? []).map((f) => [f.field, f.code]);

describe("admin campaigns", () => {
  it("are for admins only", async () => {
    expect((await answerOf(client(api).campaign.getAdminCampaigns.$get())).status).toBe(401);
    const { token } = await signUp(api);
    const shopper = await answerOf(
      client(api, token).campaign.add.$post({
        json: { code: `${tag}x`, type: "free_shipping", translations: texts("x") },
      }),
    );
    // An admin route does not take a shopper's token at all.
    expect(shopper.status).toBe(403);
  });

  it("adds a gift campaign for a product that a shopper's cart then offers, lists, saves and deletes it", async () => {
    const gift = await insertProduct(api.db, { categoryId, sellingPrice: 1_000 });
    const added = await answerOf(
      client(api, admin).campaign.add.$post({
        query: { language: "en" },
        json: {
          code: `${tag}-Gift`,
          type: "gift_product",
          product_id: gift,
          min_cart_amount: 20_000,
          starts_at: new Date(Date.now() - 60_000).toISOString(),
          ends_at: new Date(Date.now() + 86_400_000).toISOString(),
          usage_limit: 100,
          per_customer_limit: 1,
          translations: texts("Hediye"),
        },
      }),
    );
    expect(added.status).toBe(200);
    const campaign = AdminCampaign.parse(added.json.response);
    expect(campaign).toMatchObject({
      code: `${tag}-gift`,
      name: "Hediye en",
      product_id: gift,
      product_name: expect.stringContaining("en"),
      usage_limit: 100,
      per_customer_limit: 1,
      usage_count: 0,
      customer_count: 0,
      is_active: true,
    });
    expect(campaign.translations.map((t) => t.language_code)).toEqual(["tr", "en", "ar"]);

    const { token } = await newGuest(api);
    const item = await insertProduct(api.db, { categoryId, sellingPrice: 25_000 });
    await answerOf(
      client(api, token).cart.add.$post({
        json: { products: [{ product_id: item, quantity: 1 }] },
      }),
    );
    const cart = CartDetails.parse(
      (await answerOf(client(api, token).cart.getCartDetails[":id"].$get({ param: { id: "me" } })))
        .json.response,
    );
    expect(cart.campaigns.find((c) => c.id === campaign.id)).toMatchObject({
      name: "Hediye tr",
      eligible: true,
    });

    const page = AdminCampaignPage.parse(
      (await get(`/campaign/getAdminCampaigns?search=${tag}-GI&status=active`)).json.response,
    );
    expect(page.items.map((row) => row.id)).toEqual([campaign.id]);
    const byName = AdminCampaignPage.parse(
      (await get(`/campaign/getAdminCampaigns?search=hediye%20ar&type=gift_product`)).json.response,
    );
    expect(byName.items.map((row) => row.id)).toContain(campaign.id);
    const inactive = AdminCampaignPage.parse(
      (
        await answerOf(
          client(api, admin).campaign.getAdminCampaigns.$get({
            query: { search: tag, status: "inactive" },
          }),
        )
      ).json.response,
    );
    expect(inactive.total).toBe(0);

    const saved = await answerOf(
      client(api, admin).campaign.update[":id"].$post({
        param: { id: campaign.id },
        json: {
          code: `${tag}-gift`,
          type: "cart_percent",
          discount_percent: 15,
          product_id: gift,
          is_active: false,
          translations: [{ language_code: "tr", name: "Yüzde" }],
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.response).toMatchObject({
      type: "cart_percent",
      discount_percent: 15,
      product_id: null,
      is_active: false,
      name: "Yüzde",
      translations: [{ language_code: "tr", name: "Yüzde", description: null }],
    });
    const read = await answerOf(
      client(api, admin).campaign.getAdminCampaign[":id"].$get({ param: { id: campaign.id } }),
    );
    expect(read.json.response.discount_percent).toBe(15);

    expect(
      (
        await answerOf(
          client(api, admin).campaign.delete[":id"].$post({ param: { id: campaign.id } }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answerOf(
          client(api, admin).campaign.getAdminCampaign[":id"].$get({ param: { id: campaign.id } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answerOf(
          client(api, admin).campaign.delete[":id"].$post({ param: { id: campaign.id } }),
        )
      ).status,
    ).toBe(404);
  });

  it("limits a campaign to carts between its amounts, counting only its listed products' lines", async () => {
    const listed = await insertProduct(api.db, { categoryId, sellingPrice: 10_000 });
    const other = await insertProduct(api.db, { categoryId, sellingPrice: 50_000 });
    const added = await answerOf(
      client(api, admin).campaign.add.$post({
        json: {
          code: `${tag}-range`,
          type: "cart_percent",
          discount_percent: 10,
          min_cart_amount: 20_000,
          max_cart_amount: 30_000,
          product_ids: [listed],
          translations: texts("Aralık"),
        },
      }),
    );
    expect(added.status).toBe(200);
    const campaign = AdminCampaign.parse(added.json.response);
    expect(campaign).toMatchObject({
      min_cart_amount: 20_000,
      max_cart_amount: 30_000,
      products: [{ id: listed, name: expect.stringContaining("tr") }],
    });

    const { token } = await newGuest(api);
    const add = (product: number) =>
      answerOf(
        client(api, token).cart.add.$post({
          json: { products: [{ product_id: product, quantity: 1 }] },
        }),
      );
    const apply = () =>
      answerOf(
        client(api, token).cart.cartActiveCampaign.$post({ json: { campaign_id: campaign.id } }),
      );
    const offered = async () =>
      CartDetails.parse(
        (
          await answerOf(
            client(api, token).cart.getCartDetails[":id"].$get({ param: { id: "me" } }),
          )
        ).json.response,
      ).campaigns.find((c) => c.id === campaign.id)?.eligible;

    await add(other);
    // Only unlisted lines: nothing for the campaign to count.
    expect([await offered(), (await apply()).json.code]).toEqual([false, "campaign_no_added"]);
    await add(listed);
    // 10 000 of listed goods: below the minimum, whatever the other line adds.
    expect([await offered(), (await apply()).json.code]).toEqual([
      false,
      "cart_price_more_than_campaign_price",
    ]);
    await add(listed);
    // Exactly the minimum; the unlisted 50 000 would have put the cart above the maximum.
    expect(await offered()).toBe(true);
    const atMin = CartDetails.parse((await apply()).json.response);
    expect([atMin.campaign?.id, atMin.campaign_discount]).toEqual([campaign.id, 2_000]);
    await add(listed);
    // Exactly the maximum still qualifies.
    const atMax = CartDetails.parse(
      (await answerOf(client(api, token).cart.getCartDetails[":id"].$get({ param: { id: "me" } })))
        .json.response,
    );
    expect([atMax.campaign?.id, atMax.campaign_discount]).toEqual([campaign.id, 3_000]);
    await add(listed);
    // One unit above the maximum: the applied campaign no longer takes anything off.
    const above = CartDetails.parse(
      (await answerOf(client(api, token).cart.getCartDetails[":id"].$get({ param: { id: "me" } })))
        .json.response,
    );
    expect([above.campaign, above.campaign_discount]).toEqual([null, 0]);
    expect(above.campaigns.find((c) => c.id === campaign.id)?.eligible).toBe(false);
    const refused = await apply();
    expect([refused.status, refused.json.code]).toEqual([
      409,
      "cart_price_more_than_campaign_price",
    ]);

    // Without the list every line counts: 40 000 + 50 000 is above the maximum.
    const unlisted = await answerOf(
      client(api, admin).campaign.update[":id"].$post({
        param: { id: campaign.id },
        json: {
          code: `${tag}-range`,
          type: "cart_percent",
          discount_percent: 10,
          min_cart_amount: 20_000,
          max_cart_amount: 100_000,
          translations: texts("Aralık"),
        },
      }),
    );
    expect(unlisted.json.response.products).toEqual([]);
    expect(await offered()).toBe(true);
    const whole = CartDetails.parse((await apply()).json.response);
    expect(whole.campaign_discount).toBe(9_000);
  });

  it("refuses a maximum not above the minimum and listed products that do not exist", async () => {
    const product = await insertProduct(api.db, { categoryId });
    const equal = await answerOf(
      client(api, admin).campaign.add.$post({
        query: { language: "en" },
        json: {
          code: `${tag}-equal`,
          type: "free_shipping",
          min_cart_amount: 20_000,
          max_cart_amount: 20_000,
          translations: texts("x"),
        },
      }),
    );
    expect([equal.status, fieldsOf(equal)]).toEqual([400, [["max_cart_amount", "not_above_min"]]]);
    expect(equal.json.fields[0].message).toBe(
      "The maximum amount must be above the minimum amount.",
    );
    const twice = await answerOf(
      client(api, admin).campaign.add.$post({
        json: {
          code: `${tag}-twice-listed`,
          type: "free_shipping",
          product_ids: [product, product],
          translations: texts("x"),
        },
      }),
    );
    expect(fieldsOf(twice)).toEqual([["product_ids", "invalid_value"]]);
    const missing = await answerOf(
      client(api, admin).campaign.add.$post({
        json: {
          code: `${tag}-missing-listed`,
          type: "free_shipping",
          max_cart_amount: 20_000,
          product_ids: [product, 999_999_999],
          translations: texts("x"),
        },
      }),
    );
    expect([missing.status, fieldsOf(missing)]).toEqual([400, [["product_ids", "invalid_value"]]]);
    const page = AdminCampaignPage.parse(
      (await get(`/campaign/getAdminCampaigns?search=${tag}-missing`)).json.response,
    );
    expect(page.total).toBe(0);
  });

  it("refuses rules that do not hold, naming the field", async () => {
    const bad = await answerOf(
      client(api, admin).campaign.add.$post({
        json: {
          code: "a b",
          type: "cart_percent",
          discount_percent: 120,
          starts_at: "2030-01-02T00:00:00Z",
          ends_at: "2030-01-01T00:00:00Z",
          usage_limit: 0,
          translations: [{ language_code: "en", name: "Only English" }],
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        ["code", "invalid_format"],
        ["discount_percent", "too_big"],
        ["usage_limit", "too_small"],
      ]),
    );
    const rules = await answerOf(
      client(api, admin).campaign.add.$post({
        query: { language: "ar" },
        json: {
          code: `${tag}-rules`,
          type: "buy_x_pay_y",
          buy_quantity: 3,
          pay_quantity: 3,
          starts_at: "2030-01-02T00:00:00Z",
          ends_at: "2030-01-01T00:00:00Z",
          usage_limit: 5,
          per_customer_limit: 6,
          translations: [{ language_code: "en", name: "Only English" }],
        },
      }),
    );
    expect(rules.status).toBe(400);
    expect(fieldsOf(rules)).toEqual(
      expect.arrayContaining([
        ["pay_quantity", "not_below_buy"],
        ["ends_at", "not_after_start"],
        ["per_customer_limit", "above_limit"],
        ["translations.0.name", "required"],
      ]),
    );
    expect(rules.json.fields.find((f: { field: string }) => f.field === "ends_at").message).toBe(
      "يجب أن تكون النهاية بعد البداية.",
    );
    const missing = await answerOf(
      client(api, admin).campaign.add.$post({
        json: {
          code: `${tag}-gift2`,
          type: "gift_product",
          translations: texts("x"),
        },
      }),
    );
    expect(fieldsOf(missing)).toEqual([["product_id", "required"]]);
    const nowhere = await answerOf(
      client(api, admin).campaign.add.$post({
        json: {
          code: `${tag}-nowhere`,
          type: "gift_product",
          product_id: 999_999_999,
          category_id: 999_999_999,
          translations: texts("x"),
        },
      }),
    );
    expect(nowhere.status).toBe(400);
    expect(fieldsOf(nowhere)).toEqual([
      ["category_id", "invalid_value"],
      ["product_id", "invalid_value"],
    ]);
    const first = await answerOf(
      client(api, admin).campaign.add.$post({
        json: {
          code: `${tag}-twice`,
          type: "free_shipping",
          translations: texts("x"),
        },
      }),
    );
    expect(first.status).toBe(200);
    const twice = await answerOf(
      client(api, admin).campaign.add.$post({
        json: {
          code: `${tag}-TWICE`,
          type: "free_shipping",
          translations: texts("x"),
        },
      }),
    );
    expect([twice.status, fieldsOf(twice)]).toEqual([409, [["code", "already_used"]]]);
  });

  it("shows its uses, refuses to delete a used one and a limit below its uses", async () => {
    const added = AdminCampaign.parse(
      (
        await answerOf(
          client(api, admin).campaign.add.$post({
            json: {
              code: `${tag}-used`,
              type: "cart_amount",
              discount_amount: 5_000,
              usage_limit: 3,
              translations: texts("Kullanılmış"),
            },
          }),
        )
      ).json.response,
    );
    const one = await signUp(api);
    const two = await signUp(api);
    await api.db.update(campaigns).set({ usageCount: 3 }).where(eq(campaigns.id, added.id));
    await api.db.insert(campaignUsages).values([
      { campaignId: added.id, customerId: one.customerId, orderCode: "JS1" },
      { campaignId: added.id, customerId: one.customerId, orderCode: "JS2" },
      { campaignId: added.id, customerId: two.customerId, orderCode: "JS3" },
    ]);
    const read = AdminCampaign.parse(
      (
        await answerOf(
          client(api, admin).campaign.getAdminCampaign[":id"].$get({ param: { id: added.id } }),
        )
      ).json.response,
    );
    expect([read.usage_count, read.customer_count]).toEqual([3, 2]);
    const removed = await answerOf(
      client(api, admin).campaign.delete[":id"].$post({ param: { id: added.id } }),
    );
    expect([removed.status, removed.json.code]).toEqual([409, "record_in_use"]);
    const lowered = await answerOf(
      client(api, admin).campaign.update[":id"].$post({
        param: { id: added.id },
        json: {
          code: `${tag}-used`,
          type: "cart_amount",
          discount_amount: 5_000,
          usage_limit: 2,
          translations: texts("Kullanılmış"),
        },
      }),
    );
    expect([lowered.status, fieldsOf(lowered)]).toEqual([400, [["usage_limit", "too_small"]]]);
    const off = await answerOf(
      client(api, admin).campaign.update[":id"].$post({
        param: { id: added.id },
        json: {
          code: `${tag}-used`,
          type: "cart_amount",
          discount_amount: 5_000,
          usage_limit: 3,
          is_active: false,
          translations: texts("Kullanılmış"),
        },
      }),
    );
    expect(off.json.response.is_active).toBe(false);
  });
});

describe("gift certificates in the coupon list", () => {
  it("lists only gift certificates with their customer when asked", async () => {
    const owner = await signUp(api);
    const made = await answerOf(
      client(api, admin).coupon.addGiftCertificate.$post({
        json: {
          customer_id: owner.customerId,
          discount_type: "amount",
          discount_amount: 10_000,
        },
      }),
    );
    expect(made.json.response.customer).toMatchObject({ id: owner.customerId });
    await answerOf(
      client(api, admin).coupon.add.$post({
        json: { code: `${tag}CPN`, discount_type: "percent", discount_percent: 5 },
      }),
    );
    const page = AdminCouponPage.parse(
      (
        await answerOf(
          client(api, admin).coupon.getAdminCoupons.$get({
            query: { kind: "gift_certificate", page_size: "100" },
          }),
        )
      ).json.response,
    );
    expect(page.items.every((row) => row.kind === "gift_certificate")).toBe(true);
    const mine = page.items.find((row) => row.id === made.json.response.id);
    expect(mine?.customer).toMatchObject({
      id: owner.customerId,
      email: expect.stringContaining("@"),
    });
  });
});
