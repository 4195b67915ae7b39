import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  chooseAddresses,
  insertAddress,
  insertCampaign,
  insertCoupon,
  insertProduct,
  insertShop,
  newGuest,
  signUp,
  stockOf,
} from "../../../test/commerce-fixtures.ts";
import {
  answerOf,
  apiForFile,
  call,
  client,
  onPostgres,
  signInAdmin,
} from "../../../test/harness.ts";
import { OrderDetail, OrderSummary } from "../../contract/index.ts";
import { coupons, orders, outboxMessages } from "../../db/schema/index.ts";

const api = apiForFile();
let categoryId: number;
let admin: string;

beforeAll(async () => {
  ({ categoryId } = await insertShop(api.db));
  admin = await signInAdmin(api);
});

/** A shopper (a guest unless a customer is given) who ordered `quantity` of a new product. */
async function placeOrder(
  options: {
    quantity?: number;
    who?: { token: string; owner: { customerId: number } };
    campaignId?: number;
  } = {},
) {
  const guest = options.who ? undefined : await newGuest(api);
  const token = options.who?.token ?? guest?.token ?? "";
  const owner = options.who?.owner ?? { guestId: guest?.guestId ?? 0 };
  const productId = await insertProduct(api.db, { categoryId, stock: 10, sellingPrice: 10_000 });
  await answerOf(
    client(api, token).cart.add.$post({
      json: { products: [{ product_id: productId, quantity: options.quantity ?? 2 }] },
    }),
  );
  if (options.campaignId)
    await answerOf(
      client(api, token).cart.cartActiveCampaign.$post({
        json: { campaign_id: options.campaignId },
      }),
    );
  await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
  const placed = await answerOf(
    client(api, token).payDoor.$post({
      query: { door_payment_type: "cash" },
      json: {
        idempotency_key: randomUUID(),
        distance_selling_agreement: true,
        preliminary_information: true,
      },
    }),
  );
  expect(placed.status).toBe(201);
  return {
    token,
    productId,
    order: placed.json.response as { order_id: number; order_code: string; total: number },
  };
}

// `as never`: the tests also send bodies that the route's schema refuses, to see the refusal.
const adminMove = (body: Record<string, unknown>) =>
  answerOf(client(api, admin).changeOrderStatus.$post({ json: body as never }));

describe("reading orders", () => {
  it("lists the shopper's orders and shows one in detail, by id or code; anyone else gets 404", async () => {
    const { token, order } = await placeOrder();
    const list = await answerOf(
      client(api, token).getOrders.$post({ json: { page: 1, limit: 10 } }),
    );
    expect(list.json.response).toMatchObject({ total: 1, page_count: 1 });
    expect(list.json.response.items[0]).toMatchObject({
      code: order.order_code,
      status: "received",
      status_name: "Sipariş alındı",
      item_count: 2,
    });
    const detail = OrderDetail.parse(
      (
        await answerOf(
          client(api, token).getOrderDetail[":id"].$get({
            param: { id: order.order_code },
            query: { language: "en" },
          }),
        )
      ).json.response,
    );
    expect(detail).toMatchObject({
      status_name: "Order received",
      payment_name: "Pay at the door",
      can_cancel: true,
    });
    expect(detail.items[0]).toMatchObject({ quantity: 2, line_total: 20_000 });
    expect(detail.history.map((h) => h.status)).toEqual(["received"]);
    const stranger = await newGuest(api);
    for (const path of [`/getOrderDetail/${order.order_id}`, `/getOrder/${order.order_code}`]) {
      expect((await call(api, "GET", path, { token: stranger.token })).status).toBe(404);
    }
    const customer = await signUp(api);
    expect(
      (
        await answerOf(
          client(api, customer.token).getOrder[":id"].$get({
            param: { id: String(order.order_id) },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("lists every order of the signed-in customer, newest first; a guest is refused", async () => {
    const customer = await signUp(api);
    const who = { token: customer.token, owner: { customerId: customer.customerId } };
    const first = await placeOrder({ who, quantity: 1 });
    const second = await placeOrder({ who, quantity: 3 });
    const answer = await answerOf(
      client(api, customer.token).getOrderByCustomer.$get({ query: { language: "en" } }),
    );
    expect(answer.status).toBe(200);
    const list = z.array(OrderSummary).parse(answer.json.response);
    expect(list.map((o) => [o.code, o.item_count, o.total])).toEqual([
      [second.order.order_code, 3, second.order.total],
      [first.order.order_code, 1, first.order.total],
    ]);
    expect(list[0]).toMatchObject({ status: "received", status_name: "Order received" });
    // Another customer has none; a guest with orders of its own is not a customer.
    const other = await signUp(api);
    const none = await answerOf(client(api, other.token).getOrderByCustomer.$get());
    expect(none.json.response).toEqual([]);
    const guest = await placeOrder();
    expect((await answerOf(client(api, guest.token).getOrderByCustomer.$get())).status).toBe(401);
    expect((await answerOf(client(api).getOrderByCustomer.$get())).status).toBe(401);
  });

  it("lets a guest follow an order by its code and e-mail or phone, and nothing else", async () => {
    const { order } = await placeOrder();
    const find = (contact: string, code = order.order_code) =>
      answerOf(client(api).order.getOrderInfo.$post({ json: { order_code: code, contact } }));
    expect((await find("AYSE.GUEST@example.com")).json.response.code).toBe(order.order_code);
    expect((await find("0532 123 45 67")).json.response.code).toBe(order.order_code);
    expect((await find("someone@example.com")).status).toBe(404);
    expect((await find("ayse.guest@example.com", "JS1")).status).toBe(404);
    // As copied from an Arabic page: isolated by direction marks, with spaces.
    const copied = ` \u2066${order.order_code.toLowerCase()}\u2069 `;
    expect((await find("ayse.guest@example.com", copied)).json.response.code).toBe(
      order.order_code,
    );
  });

  it("names the statuses in the asked language", async () => {
    const answer = await answerOf(
      client(api).getOrderStatusList.$get({ query: { language: "ar" } }),
    );
    expect(answer.json.response.order).toHaveLength(6);
    expect(answer.json.response.refund[0]).toEqual({ code: "requested", name: "تم طلب الاسترداد" });
  });
});

describe("cancelling", () => {
  it("cancels before shipping, returns the stock and the coupon use, and refuses twice", async () => {
    const guest = await newGuest(api);
    const owner = { guestId: guest.guestId };
    const productId = await insertProduct(api.db, { categoryId, stock: 5, sellingPrice: 50_000 });
    const coupon = await insertCoupon(api.db, {
      discountType: "amount",
      discountAmount: 1_000,
      usageLimit: 1,
    });
    await answerOf(
      client(api, guest.token).cart.add.$post({
        json: { products: [{ product_id: productId, quantity: 3 }] },
      }),
    );
    await answerOf(
      client(api, guest.token).cart.activeCouponCode.$post({ json: { code: coupon.code } }),
    );
    await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
    const placed = await answerOf(
      client(api, guest.token).payDoor.$post({
        query: { door_payment_type: "cash" },
        json: {
          idempotency_key: randomUUID(),
          distance_selling_agreement: true,
          preliminary_information: true,
        },
      }),
    );
    expect(await stockOf(api.db, productId)).toBe(2);
    const cancelled = await answerOf(
      client(api, guest.token).orderCancel.$post({
        json: { order_id: placed.json.response.order_id },
      }),
    );
    expect(cancelled.json.response).toMatchObject({ status: "cancelled", can_cancel: false });
    expect(await stockOf(api.db, productId)).toBe(5);
    const [row] = await api.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usageCount).toBe(0);
    const again = await answerOf(
      client(api, guest.token).orderCancel.$post({
        json: { order_id: placed.json.response.order_id },
      }),
    );
    expect([again.status, again.json.code]).toEqual([409, "cannot_be_cancelled"]);
    expect(await stockOf(api.db, productId)).toBe(5);
    const mails = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `${placed.json.response.order_code}: İptal edildi`));
    expect(mails).toHaveLength(1);
  });

  it("refuses to cancel a shipped order, and another shopper's order is 404", async () => {
    const { token, order } = await placeOrder();
    const stranger = await newGuest(api);
    expect(
      (
        await answerOf(
          client(api, stranger.token).orderCancel.$post({ json: { order_id: order.order_id } }),
        )
      ).status,
    ).toBe(404);
    await adminMove({ order_id: order.order_id, status: "shipped", tracking_number: "YK123456" });
    const refused = await answerOf(
      client(api, token).orderCancel.$post({ json: { order_id: order.order_id } }),
    );
    expect(refused.json.code).toBe("cannot_be_cancelled");
  });
});

describe("the admin's status changes", () => {
  it("moves an order along, asks a tracking number to ship, and tells the shopper with the link", async () => {
    const { token, order } = await placeOrder();
    expect((await adminMove({ order_id: order.order_id, status: "delivered" })).json.code).toBe(
      "order_status_not_allowed",
    );
    expect((await adminMove({ order_id: order.order_id, status: "preparing" })).status).toBe(200);
    const noNumber = await adminMove({ order_id: order.order_id, status: "shipped" });
    expect([noNumber.status, noNumber.json.fields[0].field]).toEqual([400, "tracking_number"]);
    const shipped = await adminMove({
      order_id: order.order_id,
      status: "shipped",
      tracking_number: "YK 123",
      invoice_number: "FTR2026000123",
    });
    expect(shipped.json.response.cargo).toMatchObject({
      tracking_number: "YK 123",
      tracking_url: "https://cargo.test/track?code=YK%20123",
    });
    expect(shipped.json.response.invoice_number).toBe("FTR2026000123");
    const tracking = await answerOf(
      client(api, token).cargo.getTrackingCargo.$post({ json: { order_id: order.order_id } }),
    );
    expect(tracking.json.response.tracking_number).toBe("YK 123");
    const [mail] = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `${order.order_code}: Kargoya verildi`));
    expect(mail?.body).toContain("https://cargo.test/track?code=YK%20123");
    expect(
      (
        await answerOf(
          client(api, token).changeOrderStatus.$post({
            json: { order_id: order.order_id, status: "delivered" },
          }),
        )
      ).status,
    ).toBe(403);
  });

  it("marks a wire transfer paid by moving it to received", async () => {
    const guest = await newGuest(api);
    const owner = { guestId: guest.guestId };
    const productId = await insertProduct(api.db, { categoryId });
    await answerOf(
      client(api, guest.token).cart.add.$post({
        json: { products: [{ product_id: productId, quantity: 1 }] },
      }),
    );
    await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
    const { insertBankAccount } = await import("../../../test/commerce-fixtures.ts");
    const bank = await insertBankAccount(api.db);
    const placed = await answerOf(
      client(api, guest.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: {
          idempotency_key: randomUUID(),
          distance_selling_agreement: true,
          preliminary_information: true,
        },
      }),
    );
    const paid = await adminMove({ order_id: placed.json.response.order_id, status: "received" });
    expect(paid.json.response.paid_at).not.toBeNull();
  });

  it("ships only with a cargo company the shop has, and an order paid at the door is paid on delivery", async () => {
    const { order } = await placeOrder();
    const unknown = await adminMove({
      order_id: order.order_id,
      status: "shipped",
      tracking_number: "YK 9",
      cargo_company_id: 987_654,
    });
    expect([unknown.status, unknown.json.code, unknown.json.fields?.[0]?.field]).toEqual([
      400,
      "validation_error",
      "cargo_company_id",
    ]);
    const [still] = await api.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect([still?.status, still?.trackingNumber]).toEqual(["received", null]);
    await adminMove({ order_id: order.order_id, status: "shipped", tracking_number: "YK 9" });
    const handed = await adminMove({ order_id: order.order_id, status: "delivered" });
    expect(handed.json.response.paid_at).not.toBeNull();
  });

  it("keeps a gift campaign's product as a line at no price, and a cancellation puts it back", async () => {
    const gift = await insertProduct(api.db, { categoryId, stock: 4 });
    const campaignId = await insertCampaign(api.db, { type: "gift_product", productId: gift });
    const { token, order } = await placeOrder({ campaignId });
    expect(await stockOf(api.db, gift)).toBe(3);
    const detail = OrderDetail.parse(
      (
        await answerOf(
          client(api, token).getOrderDetail[":id"].$get({ param: { id: String(order.order_id) } }),
        )
      ).json.response,
    );
    expect(detail.items.find((item) => item.product_id === gift)).toMatchObject({
      quantity: 1,
      unit_price: 0,
      line_total: 0,
    });
    await answerOf(client(api, token).orderCancel.$post({ json: { order_id: order.order_id } }));
    expect(await stockOf(api.db, gift)).toBe(4);
  });
});

describe("refunds", () => {
  async function delivered(daysAgo: number) {
    const placed = await placeOrder();
    await adminMove({
      order_id: placed.order.order_id,
      status: "shipped",
      tracking_number: "X123",
    });
    await adminMove({ order_id: placed.order.order_id, status: "delivered" });
    await api.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - daysAgo * 86_400_000) })
      .where(eq(orders.id, placed.order.order_id));
    return placed;
  }

  it("takes a request within 15 days of delivery up to the total, and the admin decides it", async () => {
    const { token, order, productId } = await delivered(3);
    const ask = (amount: number) =>
      answerOf(
        client(api, token).createOrderRefund.$post({
          json: { order_id: order.order_id, amount, reason: "Beden olmadı" },
        }),
      );
    const detail = OrderDetail.parse(
      (
        await answerOf(
          client(api, token).getOrderDetail[":id"].$get({ param: { id: String(order.order_id) } }),
        )
      ).json.response,
    );
    expect([detail.can_refund, detail.refundable_amount]).toEqual([true, detail.total]);
    expect((await ask(detail.total + 1)).json.code).toBe("cannot_be_refunded");
    const asked = await ask(10_000);
    expect(asked.json.response).toMatchObject({ status: "requested", amount: 10_000 });
    const list = await answerOf(client(api, token).getRefundOrders.$post());
    expect(list.json.response.map((r: { id: number }) => r.id)).toEqual([asked.json.response.id]);
    const approve = (body: Record<string, unknown>) =>
      answerOf(
        client(api, admin).changeOrderRefundStatus.$post({
          json: { refund_id: asked.json.response.id, ...body } as never,
        }),
      );
    const stock = await stockOf(api.db, productId);
    expect((await approve({ status: "approved", return_stock: true })).json.response.status).toBe(
      "approved",
    );
    expect(await stockOf(api.db, productId)).toBe((stock ?? 0) + 2);
    expect((await approve({ status: "refunded", return_stock: true })).json.response.status).toBe(
      "refunded",
    );
    expect(await stockOf(api.db, productId)).toBe((stock ?? 0) + 2);
    expect((await approve({ status: "approved" })).json.code).toBe("order_status_not_allowed");
  });

  it("returns an order's stock once, however many of its refunds come back", async () => {
    const { token, order, productId } = await delivered(1);
    const stock = (await stockOf(api.db, productId)) ?? 0;
    for (const amount of [1_000, 2_000]) {
      const asked = await answerOf(
        client(api, token).createOrderRefund.$post({
          json: { order_id: order.order_id, amount, reason: "İade" },
        }),
      );
      const decided = await answerOf(
        client(api, admin).changeOrderRefundStatus.$post({
          json: { refund_id: asked.json.response.id, status: "approved", return_stock: true },
        }),
      );
      expect(decided.json.response.status).toBe("approved");
    }
    expect(await stockOf(api.db, productId)).toBe(stock + 2);
  });

  it("refuses outside the return window and before delivery", async () => {
    const late = await delivered(16);
    const answer = await answerOf(
      client(api, late.token).createOrderRefund.$post({
        json: { order_id: late.order.order_id, amount: 100, reason: "Geç kaldım" },
      }),
    );
    expect([answer.status, answer.json.code]).toEqual([409, "cannot_be_refunded"]);
    const fresh = await placeOrder();
    const early = await answerOf(
      client(api, fresh.token).createOrderRefund.$post({
        json: { order_id: fresh.order.order_id, amount: 100, reason: "Vazgeçtim" },
      }),
    );
    expect(early.json.code).toBe("cannot_be_refunded");
  });
});

describe.runIf(onPostgres())("under concurrency, on PostgreSQL", () => {
  it("two cancellations at the same moment return the stock once", async () => {
    const { token, order, productId } = await placeOrder({ quantity: 3 });
    const before = await stockOf(api.db, productId);
    const answers = await Promise.all([
      answerOf(client(api, token).orderCancel.$post({ json: { order_id: order.order_id } })),
      answerOf(
        client(api, admin).changeOrderStatus.$post({
          json: { order_id: order.order_id, status: "cancelled" },
        }),
      ),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stockOf(api.db, productId)).toBe((before ?? 0) + 3);
  });
});
