import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chooseAddresses,
  insertAddress,
  insertBankAccount,
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
import { AdminOrderDetail, AdminOrderPage } from "../../contract/index.ts";
import { orders, outboxMessages, settings } from "../../db/schema/index.ts";

const api = apiForFile();
let categoryId: number;
let cargoId: number;
let admin: string;
let run = 0;

beforeAll(async () => {
  ({ categoryId, cargoId } = await insertShop(api.db));
  admin = await signInAdmin(api);
});

/** A guest's order of `quantity` of a new product, at the door or by wire transfer. */
async function placeOrder(
  options: { quantity?: number; wire?: boolean; surname?: string; price?: number } = {},
) {
  const guest = await newGuest(api);
  const owner = { guestId: guest.guestId };
  const productId = await insertProduct(api.db, {
    categoryId,
    stock: 10,
    sellingPrice: options.price ?? 10_000,
  });
  await answerOf(
    client(api, guest.token).cart.add.$post({
      json: { products: [{ product_id: productId, quantity: options.quantity ?? 2 }] },
    }),
  );
  const surname = options.surname ?? `Kaya${++run}x${Date.now()}`;
  await chooseAddresses(
    api.db,
    owner,
    await insertAddress(api.db, owner, { surname, email: `${surname.toLowerCase()}@example.com` }),
  );
  const body = {
    idempotency_key: randomUUID(),
    distance_selling_agreement: true,
    preliminary_information: true,
  } as const;
  const placed = options.wire
    ? await answerOf(
        client(api, guest.token).payWireTransfer.$post({
          query: { selected_account: (await insertBankAccount(api.db)).id },
          json: body,
        }),
      )
    : await answerOf(
        client(api, guest.token).payDoor.$post({
          query: { door_payment_type: "cash" },
          json: body,
        }),
      );
  expect(placed.status).toBe(201);
  return {
    token: guest.token,
    productId,
    surname,
    order: placed.json.response as { order_id: number; order_code: string },
  };
}

const list = async (body: Record<string, unknown>) => {
  const answer = await answerOf(client(api, admin).order.getAdminOrders.$post({ json: body }));
  expect(answer.status).toBe(200);
  return AdminOrderPage.parse(answer.json.response);
};

describe("who may call", () => {
  it("refuses every call without an admin token (401), and an admin cookie's write from another site (403)", async () => {
    const { token, order } = await placeOrder();
    const customer = await signUp(api);
    const calls: Array<[string, string, unknown]> = [
      ["POST", "/order/getAdminOrders", {}],
      ["GET", `/order/getAdminOrder/${order.order_id}`, undefined],
      ["POST", "/order/markOrderPaid", { order_id: order.order_id }],
      ["POST", "/order/updateOrderShipment", { order_id: order.order_id, invoice_number: "F1" }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(api, method, path, { body })).status, path).toBe(401);
      for (const shopper of [token, customer.token])
        expect((await call(api, method, path, { body, token: shopper })).status, path).toBe(403);
      if (method === "POST") {
        const foreign = await call(api, method, path, {
          body,
          headers: { cookie: `admin_token=${admin}`, origin: "https://evil.example" },
        });
        expect([foreign.status, foreign.json.code], path).toEqual([403, "origin_not_allowed"]);
      }
    }
  });
});

describe("the order list", () => {
  it("finds orders by code, name, e-mail and phone, and filters by status, payment and day", async () => {
    const door = await placeOrder();
    const wire = await placeOrder({ wire: true, surname: door.surname });
    const bySurname = await list({ search: door.surname });
    expect(bySurname.items.map((row) => row.code).sort()).toEqual(
      [door.order.order_code, wire.order.order_code].sort(),
    );
    expect(bySurname.items.find((row) => row.id === wire.order.order_id)).toMatchObject({
      status: "awaiting_payment",
      status_name: "Ödeme bekleniyor",
      payment_method: "wire_transfer",
      payment_name: "Havale / EFT",
      customer_name: `Ayşe ${door.surname}`,
      item_count: 2,
      total: expect.any(Number),
      open_refunds: 0,
    });
    expect((await list({ search: door.order.order_code })).items.map((r) => r.id)).toContain(
      door.order.order_id,
    );
    expect((await list({ search: `${door.surname.toLowerCase()}@EXAMPLE` })).total).toBe(2);
    const byPhone = await list({ search: "0532 123 45 67", payment_method: "wire_transfer" });
    expect(byPhone.items.map((r) => r.id)).toContain(wire.order.order_id);
    expect(byPhone.items.every((r) => r.payment_method === "wire_transfer")).toBe(true);
    const waiting = await list({ search: door.surname, status: "awaiting_payment" });
    expect(waiting.items.map((r) => r.id)).toEqual([wire.order.order_id]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format();
    expect((await list({ search: door.surname, date_from: today, date_to: today })).total).toBe(2);
    expect((await list({ search: door.surname, date_to: "2020-01-01" })).total).toBe(0);
    expect((await list({ search: door.surname, date_from: "2999-01-01" })).total).toBe(0);
  });

  it("counts days as the shop does, in Istanbul: 22:30 UTC is already the next day there", async () => {
    const { order, surname } = await placeOrder();
    await api.db
      .update(orders)
      .set({ createdAt: new Date("2026-03-09T22:30:00Z") })
      .where(eq(orders.id, order.order_id));
    const on = async (day: string) =>
      (await list({ search: surname, date_from: day, date_to: day })).total;
    expect([await on("2026-03-09"), await on("2026-03-10")]).toEqual([0, 1]);
  });

  it("counts days in the shop's time zone setting, not in Istanbul's when another is chosen", async () => {
    const { order, surname } = await placeOrder();
    // 02:30 in Istanbul on the 10th; still 18:30 on the 9th in New York.
    await api.db
      .update(orders)
      .set({ createdAt: new Date("2026-03-09T23:30:00Z") })
      .where(eq(orders.id, order.order_id));
    const on = async (day: string) =>
      (await list({ search: surname, date_from: day, date_to: day })).total;
    expect([await on("2026-03-09"), await on("2026-03-10")]).toEqual([0, 1]);
    await api.db
      .insert(settings)
      .values({ code: "time_zone", value: "America/New_York" })
      .onConflictDoUpdate({ target: settings.code, set: { value: "America/New_York" } });
    try {
      expect([await on("2026-03-09"), await on("2026-03-10")]).toEqual([1, 0]);
    } finally {
      await api.db.delete(settings).where(eq(settings.code, "time_zone"));
    }
  });

  it("sorts and pages on the server", async () => {
    const surname = `Sıra${Date.now()}`;
    for (const price of [30_000, 10_000, 20_000]) await placeOrder({ surname, price });
    const cheapest = await list({ search: surname, sort: "total", direction: "asc", page_size: 2 });
    expect(cheapest).toMatchObject({ total: 3, page: 1, page_size: 2, page_count: 2 });
    expect(cheapest.items[0]?.total).toBeLessThan(cheapest.items[1]?.total ?? 0);
    const second = await list({
      search: surname,
      sort: "total",
      direction: "asc",
      page_size: 2,
      page: 2,
    });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.total).toBeGreaterThan(cheapest.items[1]?.total ?? 0);
    const byCode = await list({ search: surname, sort: "code", direction: "desc" });
    const numbers = byCode.items.map((row) => Number(row.code.slice(2)));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it("refuses a filter it does not know", async () => {
    for (const body of [
      { status: "lost" },
      { payment_method: "cheque" },
      { date_from: "2026-13-45" },
      { sort: "colour" },
      { page_size: 1000 },
    ]) {
      const answer = await answerOf(
        client(api, admin).order.getAdminOrders.$post({ json: body as never }),
      );
      expect([answer.status, answer.json.code]).toEqual([400, "validation_error"]);
    }
  });
});

describe("one order", () => {
  it("shows lines, addresses, payment, who moved it and where it may go next; 404 when unknown", async () => {
    const { order } = await placeOrder();
    await answerOf(
      client(api, admin).changeOrderStatus.$post({
        json: { order_id: order.order_id, status: "preparing" },
      }),
    );
    const answer = await answerOf(
      client(api, admin).order.getAdminOrder[":id"].$get({
        param: { id: order.order_id },
        query: { language: "en" },
      }),
    );
    const detail = AdminOrderDetail.parse(answer.json.response);
    expect(detail).toMatchObject({
      code: order.order_code,
      status: "preparing",
      status_name: "Being prepared",
      payment_name: "Pay at the door",
      customer_id: null,
      language_code: "tr",
      refunded_total: 0,
      next_statuses: ["shipped", "cancelled"],
    });
    expect(detail.items[0]).toMatchObject({ quantity: 2 });
    expect(detail.delivery_address.name).toBe("Ayşe");
    expect(detail.history.map((h) => [h.status, h.actor])).toEqual([
      ["received", "shop"],
      ["preparing", "admin"],
    ]);
    expect(detail.cargo_companies.map((c) => c.id)).toContain(cargoId);
    expect(
      (
        await answerOf(
          client(api, admin).order.getAdminOrder[":id"].$get({ param: { id: "987654" } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await answerOf(client(api, admin).order.getAdminOrder[":id"].$get({ param: { id: "abc" } })))
        .status,
    ).toBe(400);
  });
});

describe("marking a wire transfer paid", () => {
  it("moves it to received, paid, tells the shopper, and refuses any other order", async () => {
    const wire = await placeOrder({ wire: true });
    const paid = await answerOf(
      client(api, admin).order.markOrderPaid.$post({
        json: {
          order_id: wire.order.order_id,
          note: "Dekont 42",
        },
      }),
    );
    expect(paid.status).toBe(200);
    expect(paid.json.response).toMatchObject({ status: "received", bank_account: null });
    expect(paid.json.response.paid_at).not.toBeNull();
    expect(paid.json.response.history.at(-1)).toMatchObject({ note: "Dekont 42", actor: "admin" });
    const mails = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `${wire.order.order_code}: Sipariş alındı`));
    expect(mails.length).toBeGreaterThan(0);
    const again = await answerOf(
      client(api, admin).order.markOrderPaid.$post({ json: { order_id: wire.order.order_id } }),
    );
    expect([again.status, again.json.code]).toEqual([409, "order_status_not_allowed"]);
    const door = await placeOrder();
    expect(
      (
        await answerOf(
          client(api, admin).order.markOrderPaid.$post({ json: { order_id: door.order.order_id } }),
        )
      ).json.code,
    ).toBe("order_status_not_allowed");
    expect(
      (
        await answerOf(
          client(api, admin).order.markOrderPaid.$post({ json: { order_id: 987_654 } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answerOf(
          client(api, admin).order.markOrderPaid.$post({ json: { order_id: "x" } as never }),
        )
      ).status,
    ).toBe(400);
  });
});

describe("the shipment's papers", () => {
  it("keeps a cargo company, tracking number and invoice number, and e-mails a shipped order's new link", async () => {
    const { order } = await placeOrder();
    const unknown = await answerOf(
      client(api, admin).order.updateOrderShipment.$post({
        json: {
          order_id: order.order_id,
          cargo_company_id: 987_654,
        },
      }),
    );
    expect([unknown.status, unknown.json.fields?.[0]?.field]).toEqual([400, "cargo_company_id"]);
    const short = await answerOf(
      client(api, admin).order.updateOrderShipment.$post({
        json: {
          order_id: order.order_id,
          tracking_number: "1",
        },
      }),
    );
    expect([short.status, short.json.fields?.[0]?.field]).toEqual([400, "tracking_number"]);
    const saved = await answerOf(
      client(api, admin).order.updateOrderShipment.$post({
        json: {
          order_id: order.order_id,
          invoice_number: "FTR-1",
        },
      }),
    );
    expect(saved.json.response).toMatchObject({ invoice_number: "FTR-1", status: "received" });
    await answerOf(
      client(api, admin).changeOrderStatus.$post({
        json: {
          order_id: order.order_id,
          status: "shipped",
          cargo_company_id: cargoId,
          tracking_number: "AB123",
        },
      }),
    );
    const moved = await answerOf(
      client(api, admin).order.updateOrderShipment.$post({
        json: {
          order_id: order.order_id,
          tracking_number: "CD456",
        },
      }),
    );
    expect(moved.json.response).toMatchObject({
      invoice_number: "FTR-1",
      cargo_company_id: cargoId,
      cargo: { tracking_number: "CD456", tracking_url: "https://cargo.test/track?code=CD456" },
    });
    const mails = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `${order.order_code}: Kargoya verildi`));
    expect(mails.map((m) => m.body).join("\n")).toContain("code=CD456");
  });

  it("leaves a cancelled order alone", async () => {
    const { order } = await placeOrder();
    await answerOf(
      client(api, admin).changeOrderStatus.$post({
        json: { order_id: order.order_id, status: "cancelled" },
      }),
    );
    const answer = await answerOf(
      client(api, admin).order.updateOrderShipment.$post({
        json: {
          order_id: order.order_id,
          invoice_number: "FTR-2",
        },
      }),
    );
    expect([answer.status, answer.json.code]).toEqual([409, "order_status_not_allowed"]);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row?.invoiceNumber).toBeNull();
  });
});

/** A delivered order with two refund requests of its shopper. */
async function deliveredWithRefunds() {
  const placed = await placeOrder({ quantity: 3 });
  const id = placed.order.order_id;
  await answerOf(
    client(api, admin).changeOrderStatus.$post({
      json: { order_id: id, status: "shipped", tracking_number: "R1X" },
    }),
  );
  await answerOf(
    client(api, admin).changeOrderStatus.$post({ json: { order_id: id, status: "delivered" } }),
  );
  const ask = async () =>
    (
      await answerOf(
        client(api, placed.token).createOrderRefund.$post({
          json: { order_id: id, amount: 1_000, reason: "Bozuk geldi" },
        }),
      )
    ).json.response.id as number;
  return { ...placed, refunds: [await ask(), await ask()] };
}

describe("refunds in the admin's order", () => {
  it("shows which refunds returned stock and the amount refunded", async () => {
    const { order, refunds, productId } = await deliveredWithRefunds();
    const before = await stockOf(api.db, productId);
    const [first, second] = refunds;
    expect((await list({ search: order.order_code })).items[0]?.open_refunds).toBe(2);
    const waiting = async () =>
      (await list({ search: order.order_code, refund: "requested" })).items.map((r) => r.id);
    expect(await waiting()).toEqual([order.order_id]);
    await answerOf(
      client(api, admin).changeOrderRefundStatus.$post({
        json: {
          refund_id: first as number,
          status: "approved",
          return_stock: true,
        },
      }),
    );
    await answerOf(
      client(api, admin).changeOrderRefundStatus.$post({
        json: { refund_id: first as number, status: "refunded" },
      }),
    );
    await answerOf(
      client(api, admin).changeOrderRefundStatus.$post({
        json: { refund_id: second as number, status: "rejected" },
      }),
    );
    const detail = AdminOrderDetail.parse(
      (
        await answerOf(
          client(api, admin).order.getAdminOrder[":id"].$get({ param: { id: order.order_id } }),
        )
      ).json.response,
    );
    expect(detail.refunds.map((r) => [r.status, r.stock_returned])).toEqual([
      ["refunded", true],
      ["rejected", false],
    ]);
    expect(detail.refunded_total).toBe(1_000);
    expect(await stockOf(api.db, productId)).toBe((before ?? 0) + 3);
    // Decided, the order leaves the list of refunds waiting.
    expect(await waiting()).toEqual([]);
  });
});

describe.runIf(onPostgres())("under concurrency, on PostgreSQL", () => {
  it("two refunds of an order approved at the same moment return its stock once", async () => {
    const { refunds, productId } = await deliveredWithRefunds();
    const before = await stockOf(api.db, productId);
    const answers = await Promise.all(
      refunds.map((refund_id) =>
        answerOf(
          client(api, admin).changeOrderRefundStatus.$post({
            json: { refund_id, status: "approved", return_stock: true },
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await stockOf(api.db, productId)).toBe((before ?? 0) + 3);
  });

  it("one wire transfer marked paid twice at the same moment moves once", async () => {
    const { order } = await placeOrder({ wire: true });
    const answers = await Promise.all([
      answerOf(
        client(api, admin).order.markOrderPaid.$post({ json: { order_id: order.order_id } }),
      ),
      answerOf(
        client(api, admin).order.markOrderPaid.$post({ json: { order_id: order.order_id } }),
      ),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const detail = (
      await answerOf(
        client(api, admin).order.getAdminOrder[":id"].$get({ param: { id: order.order_id } }),
      )
    ).json.response;
    expect(detail.history.filter((h: { status: string }) => h.status === "received")).toHaveLength(
      1,
    );
  });
});

describe("the dashboard counts orders", () => {
  it("today's orders and revenue, the best sellers and the wire transfers waiting", async () => {
    const before = (await answerOf(client(api, admin).admin.dashboard.$get())).json.response;
    const { productId } = await placeOrder({ quantity: 7, wire: true, price: 10_000 });
    const after = (await answerOf(client(api, admin).admin.dashboard.$get())).json.response;
    expect(after.today_order_count).toBe(before.today_order_count + 1);
    expect(after.by_day.at(-1).order_count).toBe(after.today_order_count);
    expect(after.today_revenue).toBeGreaterThanOrEqual(before.today_revenue + 70_000);
    expect(after.awaiting_payment_count).toBe(before.awaiting_payment_count + 1);
    expect(after.best_sellers[0]).toMatchObject({ id: productId, quantity: 7 });
  });
});
