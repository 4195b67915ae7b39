import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chooseAddresses,
  insertAddress,
  insertProduct,
  insertShop,
  newGuest,
  signUp,
} from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import { customers, outboxMessages, stockNotifications } from "../../db/schema/index.ts";

const api = apiForFile();
let categoryId: number;
let admin: string;
beforeAll(async () => {
  ({ categoryId } = await insertShop(api.db));
  admin = await signInAdmin(api);
});

/** A guest buys the whole stock of a new product; returns the product and the order's id. */
async function sellOut(stock = 2) {
  const guest = await newGuest(api);
  const owner = { guestId: guest.guestId };
  const productId = await insertProduct(api.db, { categoryId, stock });
  await answerOf(
    client(api, guest.token).cart.add.$post({
      json: { products: [{ product_id: productId, quantity: stock }] },
    }),
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
  expect(placed.status).toBe(201);
  return { productId, orderId: placed.json.response.order_id as number };
}

const emailOf = async (customerId: number) =>
  (await api.db.select().from(customers).where(eq(customers.id, customerId)))[0]?.email ?? "";
const mailTo = (recipient: string) =>
  api.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.topic, "back_in_stock")));
const list = (token: string, query = "") =>
  call(api, "GET", `/customer/getStockNotifications${query}`, { token });

describe("back-in-stock requests", () => {
  it("an order cancelled by the admin brings the stock back: each waiting shopper is told once, in their language", async () => {
    const { productId, orderId } = await sellOut();
    const customer = await signUp(api);
    const email = await emailOf(customer.customerId);
    const guestEmail = `stok-${randomUUID()}@example.com`;
    expect(
      (
        await answerOf(
          client(api, customer.token).product.productLetMeNow[":id"].$get({
            param: { id: productId },
            query: { language: "en" },
          }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answerOf(
          client(api).product.productLetMeNow[":id"].$get({
            param: { id: productId },
            query: { language: "ar", email: guestEmail },
          }),
        )
      ).status,
    ).toBe(200);
    const waiting = (await list(customer.token, "?language=en")).json.response;
    expect(waiting).toEqual([
      expect.objectContaining({
        product_id: productId,
        name: expect.stringMatching(/ en$/),
        in_stock: false,
        notified_at: null,
      }),
    ]);

    const cancelled = await answerOf(
      client(api, admin).changeOrderStatus.$post({
        json: { order_id: orderId, status: "cancelled" },
      }),
    );
    expect(cancelled.status).toBe(200);

    const [toCustomer] = await mailTo(email);
    expect(toCustomer).toMatchObject({
      languageCode: "en",
      subject: expect.stringMatching(/ en is back in stock$/),
    });
    expect(toCustomer?.body).toContain(`/en/urun-`);
    const [toGuest] = await mailTo(guestEmail);
    expect(toGuest).toMatchObject({ languageCode: "ar", subject: expect.stringMatching(/متوفر/) });
    const told = (await list(customer.token)).json.response;
    expect(told[0]).toMatchObject({ in_stock: true, notified_at: expect.any(String) });

    // selling out and restocking again tells nobody twice
    const again = await answerOf(
      client(api, admin).changeOrderStatus.$post({
        json: { order_id: orderId, status: "cancelled" },
      }),
    );
    expect(again.status).toBe(409);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("a customer lists and cancels their own requests; another customer's is not found", async () => {
    const { productId } = await sellOut(1);
    const mine = await signUp(api);
    const other = await signUp(api);
    await answerOf(
      client(api, mine.token).product.productLetMeNow[":id"].$get({ param: { id: productId } }),
    );
    const [request] = (await list(mine.token)).json.response;
    expect((await list(other.token)).json.response).toEqual([]);
    const stolen = await answerOf(
      client(api, other.token).customer.deleteStockNotification[":id"].$post({
        param: { id: request.id },
      }),
    );
    expect(stolen.status).toBe(404);
    const cancelled = await answerOf(
      client(api, mine.token).customer.deleteStockNotification[":id"].$post({
        param: { id: request.id },
      }),
    );
    expect(cancelled.json.response).toEqual({ id: request.id, cancelled: true });
    expect((await list(mine.token)).json.response).toEqual([]);
    expect(
      await api.db
        .select()
        .from(stockNotifications)
        .where(eq(stockNotifications.productId, productId)),
    ).toHaveLength(0);
    expect((await answerOf(client(api).customer.getStockNotifications.$get())).status).toBe(401);
  });
});
