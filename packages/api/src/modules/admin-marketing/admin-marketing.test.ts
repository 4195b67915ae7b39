import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, client, signInAdmin } from "../../../test/harness.ts";
import { AdminCoupon, AdminCouponGenerated, AdminCouponPage } from "../../contract/index.ts";
import { coupons } from "../../db/schema/index.ts";
import { CODE_ALPHABET } from "./coupons.service.ts";

const api = apiForFile();
let admin: string;
const tag = `T${Date.now() % 1_000_000}`;

beforeAll(async () => {
  admin = await signInAdmin(api);
});

const list = async (search: string) =>
  AdminCouponPage.parse(
    (await answerOf(client(api, admin).coupon.getAdminCoupons.$get({ query: { search } }))).json
      .response,
  );

describe("admin coupons", () => {
  it("are for admins only", async () => {
    expect((await answerOf(client(api).coupon.getAdminCoupons.$get())).status).toBe(401);
    const noToken = await answerOf(
      client(api).coupon.add.$post({
        json: { code: `${tag}X`, discount_type: "percent", discount_percent: 10 },
      }),
    );
    expect(noToken.status).toBe(401);
  });

  it("adds a coupon, lists it with its uses, saves and deletes it", async () => {
    const added = await answerOf(
      client(api, admin).coupon.add.$post({
        json: {
          code: `${tag.toLowerCase()}one`,
          discount_type: "percent",
          discount_percent: 15,
          usage_limit: 1,
        },
      }),
    );
    expect(added.status).toBe(200);
    const coupon = AdminCoupon.parse(added.json.response);
    expect(coupon).toMatchObject({
      code: `${tag}ONE`,
      usage_limit: 1,
      usage_count: 0,
      is_active: true,
    });

    const again = await answerOf(
      client(api, admin).coupon.add.$post({
        json: {
          code: `${tag}one`,
          discount_type: "amount",
          discount_amount: 5000,
        },
      }),
    );
    expect(again.status).toBe(409);
    expect(again.json.fields).toEqual([
      expect.objectContaining({ field: "code", code: "already_used" }),
    ]);

    const page = await list(tag.toLowerCase());
    expect(page.items.map((row) => [row.code, row.usage_count, row.usage_limit])).toEqual([
      [`${tag}ONE`, 0, 1],
    ]);

    const saved = await answerOf(
      client(api, admin).coupon.update[":id"].$post({
        param: { id: coupon.id },
        json: {
          discount_type: "amount",
          discount_amount: 2500,
          usage_limit: 3,
          is_active: false,
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.response).toMatchObject({
      discount_type: "amount",
      discount_amount: 2500,
      discount_percent: null,
      usage_limit: 3,
      is_active: false,
    });

    expect(
      (await answerOf(client(api, admin).coupon.delete[":id"].$post({ param: { id: coupon.id } })))
        .status,
    ).toBe(200);
    expect((await list(tag.toLowerCase())).total).toBe(0);
    expect(
      (await answerOf(client(api, admin).coupon.delete[":id"].$post({ param: { id: coupon.id } })))
        .status,
    ).toBe(404);
  });

  it("refuses bad input naming the field", async () => {
    const bad = await answerOf(
      client(api, admin).coupon.add.$post({
        json: {
          code: "a b",
          discount_type: "percent",
          ends_at: "2020-01-01T00:00:00Z",
        },
      }),
    );
    expect(bad.status).toBe(400);
    const fields = bad.json.fields.map((f: { field: string; code: string }) => [f.field, f.code]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ["code", "invalid_format"],
        ["discount_percent", "required"],
        ["ends_at", "too_small"],
      ]),
    );
    const tooMany = await answerOf(
      client(api, admin).coupon.generate.$post({
        json: {
          count: 501,
          discount_type: "percent",
          discount_percent: 5,
        },
      }),
    );
    expect(tooMany.status).toBe(400);
  });

  it("refuses to delete a used coupon, and a limit below its uses", async () => {
    const coupon = AdminCoupon.parse(
      (
        await answerOf(
          client(api, admin).coupon.add.$post({
            json: {
              code: `${tag}USED`,
              discount_type: "percent",
              discount_percent: 5,
              usage_limit: 2,
            },
          }),
        )
      ).json.response,
    );
    await api.db.update(coupons).set({ usageCount: 2 }).where(eq(coupons.id, coupon.id));
    const removed = await answerOf(
      client(api, admin).coupon.delete[":id"].$post({ param: { id: coupon.id } }),
    );
    expect(removed.status).toBe(409);
    expect(removed.json.code).toBe("record_in_use");
    const lowered = await answerOf(
      client(api, admin).coupon.update[":id"].$post({
        param: { id: coupon.id },
        json: {
          discount_type: "percent",
          discount_percent: 5,
          usage_limit: 1,
        },
      }),
    );
    expect(lowered.status).toBe(400);
    expect(lowered.json.fields).toEqual([
      expect.objectContaining({ field: "usage_limit", code: "too_small" }),
    ]);
  });

  it("generates many unique codes without look-alike characters", async () => {
    const answer = await answerOf(
      client(api, admin).coupon.generate.$post({
        json: {
          count: 200,
          prefix: `${tag.toLowerCase()}-`,
          discount_type: "amount",
          discount_amount: 1000,
          usage_limit: 1,
        },
      }),
    );
    expect(answer.status).toBe(200);
    const { codes } = AdminCouponGenerated.parse(answer.json.response);
    expect(codes).toHaveLength(200);
    expect(new Set(codes).size).toBe(200);
    const pattern = new RegExp(`^${tag}-[${CODE_ALPHABET}]{8}$`);
    for (const code of codes) expect(code).toMatch(pattern);
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect((await list(`${tag}-`)).total).toBe(200);
  });

  it("makes out a gift certificate the customer then holds", async () => {
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
    expect(made.status).toBe(200);
    const certificate = AdminCoupon.parse(made.json.response);
    expect(certificate).toMatchObject({ kind: "gift_certificate", customer_id: owner.customerId });
    expect(certificate.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    const held = await answerOf(client(api, owner.token).customer.getGiftCertificates.$get());
    expect(held.json.response).toEqual([
      expect.objectContaining({ code: certificate.code, status: "usable" }),
    ]);

    const nobody = await answerOf(
      client(api, admin).coupon.addGiftCertificate.$post({
        json: {
          customer_id: 999_999_999,
          discount_type: "percent",
          discount_percent: 10,
        },
      }),
    );
    expect(nobody.status).toBe(400);
    expect(nobody.json.fields).toEqual([
      expect.objectContaining({ field: "customer_id", code: "invalid_value" }),
    ]);
  });
});
