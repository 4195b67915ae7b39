import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chooseAddresses,
  insertAddress,
  insertBankAccount,
  insertCargo,
  insertCategory,
  insertCoupon,
  insertPersonalization,
  insertProduct,
  newGuest,
  signUp,
  stockOf,
} from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, client, onPostgres } from "../../../test/harness.ts";
import { PlacedOrder } from "../../contract/index.ts";
import {
  cardPayments,
  cartItems,
  coupons,
  couponUsages,
  orderItems,
  orders,
  outboxMessages,
  products,
} from "../../db/schema/index.ts";

const api = apiForFile();
let categoryId: number;
let bank: { id: number; iban: string };

beforeAll(async () => {
  categoryId = await insertCategory(api.db);
  await insertCargo(api.db, { isDefault: true, freeShippingThreshold: null, basePrice: 4_000 });
  bank = await insertBankAccount(api.db);
});

const agreements = { distance_selling_agreement: true, preliminary_information: true } as const;
const payBody = (key = randomUUID()) => ({ idempotency_key: key, ...agreements });

/** A guest with `quantity` of a new product (stock `stock`) in the cart and an address chosen. */
async function guestWithCart(
  options: {
    stock?: number;
    quantity?: number;
    price?: number;
    address?: Parameters<typeof insertAddress>[2];
  } = {},
) {
  const guest = await newGuest(api);
  const productId = await insertProduct(api.db, {
    categoryId,
    stock: options.stock ?? 10,
    sellingPrice: options.price ?? 10_000,
  });
  const added = await answerOf(
    client(api, guest.token).cart.add.$post({
      json: { products: [{ product_id: productId, quantity: options.quantity ?? 1 }] },
    }),
  );
  expect(added.status).toBe(200);
  const owner = { guestId: guest.guestId };
  await chooseAddresses(api.db, owner, await insertAddress(api.db, owner, options.address));
  return { ...guest, productId, owner };
}

describe("payWireTransfer", () => {
  it("places the order awaiting payment, takes the stock, empties the cart and writes the e-mail", async () => {
    const shopper = await guestWithCart({ stock: 5, quantity: 2 });
    const answer = await answerOf(
      client(api, shopper.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(),
      }),
    );
    expect(answer.status).toBe(201);
    const order = PlacedOrder.parse(answer.json.response);
    expect(order).toMatchObject({
      status: "awaiting_payment",
      payment_method: "wire_transfer",
      total: 20_000 + 4_000,
      email: "ayse.guest@example.com",
    });
    expect(order.order_code).toMatch(/^JS\d+$/);
    expect(order.bank_account?.iban).toBe(bank.iban);
    expect(await stockOf(api.db, shopper.productId)).toBe(3);
    const items = await api.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.order_id));
    expect(items.map((i) => [i.quantity, i.unitPrice, i.lineTotal])).toEqual([[2, 10_000, 20_000]]);
    const cart = await answerOf(
      client(api, shopper.token).cart.getCartDetails[":id"].$get({ param: { id: "me" } }),
    );
    expect(cart.json.response.items).toEqual([]);
    const [mail] = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, "ayse.guest@example.com"))
      .orderBy(sql`id DESC`)
      .limit(1);
    expect(mail?.subject).toContain(order.order_code);
    expect(mail?.body).toContain(bank.iban);
    expect(mail?.body).toContain("240,00 ₺");
  });

  it("answers the same order for the same idempotency key, and makes one", async () => {
    const shopper = await guestWithCart();
    const key = randomUUID();
    const first = await answerOf(
      client(api, shopper.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(key),
      }),
    );
    const second = await answerOf(
      client(api, shopper.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(key),
      }),
    );
    expect(second.json.response.order_code).toBe(first.json.response.order_code);
    const made = await api.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(made).toHaveLength(1);
  });

  it("keeps each shopper's keys their own: another's key places this shopper's order", async () => {
    const first = await guestWithCart();
    const second = await guestWithCart();
    const key = randomUUID();
    const pay = (token: string) =>
      answerOf(
        client(api, token).payWireTransfer.$post({
          query: { selected_account: bank.id },
          json: payBody(key),
        }),
      );
    const mine = await pay(first.token);
    expect(mine.status).toBe(201);
    const theirs = await pay(second.token);
    expect(theirs.status).toBe(201);
    expect(theirs.json.response.order_code).not.toBe(mine.json.response.order_code);
    expect(
      await api.db.select().from(orders).where(eq(orders.guestId, second.guestId)),
    ).toHaveLength(1);
  });

  it("refuses an unknown account, missing agreements, an empty cart and a missing address", async () => {
    const shopper = await guestWithCart();
    const unknown = await answerOf(
      client(api, shopper.token).payWireTransfer.$post({
        query: { selected_account: "99999999" },
        json: payBody(),
      }),
    );
    expect(unknown.status).toBe(404);
    const unaccepted = await answerOf(
      client(api, shopper.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: { idempotency_key: randomUUID(), distance_selling_agreement: false } as never,
      }),
    );
    expect(unaccepted.status).toBe(400);
    expect(unaccepted.json.fields.map((f: { code: string }) => f.code)).toEqual([
      "must_accept",
      "must_accept",
    ]);
    const empty = await newGuest(api);
    const noCart = await answerOf(
      client(api, empty.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(),
      }),
    );
    expect([noCart.status, noCart.json.code]).toEqual([409, "cart_empty"]);
    const noAddress = await newGuest(api);
    await answerOf(
      client(api, noAddress.token).cart.add.$post({
        json: { products: [{ product_id: shopper.productId, quantity: 1 }] },
      }),
    );
    const refused = await answerOf(
      client(api, noAddress.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(),
      }),
    );
    expect([refused.status, refused.json.code]).toEqual([409, "requiredDeliveryAddress"]);
    // "The invoice goes elsewhere", with that address not chosen yet.
    const noInvoice = await guestWithCart();
    await chooseAddresses(
      api.db,
      noInvoice.owner,
      await insertAddress(api.db, noInvoice.owner),
      null,
    );
    const unchosen = await answerOf(
      client(api, noInvoice.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(),
      }),
    );
    expect([unchosen.status, unchosen.json.code]).toEqual([409, "requiredInvoiceAddress"]);
  });

  it("sends a shopper back to the cart when the stock ran out, changing nothing", async () => {
    const shopper = await guestWithCart({ stock: 3, quantity: 3 });
    await api.db.update(products).set({ stock: 2 }).where(eq(products.id, shopper.productId));
    const answer = await answerOf(
      client(api, shopper.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(),
      }),
    );
    expect([answer.status, answer.json.code]).toEqual([409, "out_of_stock_items"]);
    expect(await stockOf(api.db, shopper.productId)).toBe(2);
    const lines = await api.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.productId, shopper.productId));
    expect(lines).toHaveLength(1);
  });

  it("records a coupon's use with the order", async () => {
    const shopper = await guestWithCart({ price: 50_000 });
    const coupon = await insertCoupon(api.db, {
      discountType: "percent",
      discountPercent: 10,
      usageLimit: 5,
    });
    await answerOf(
      client(api, shopper.token).cart.activeCouponCode.$post({ json: { code: coupon.code } }),
    );
    const answer = await answerOf(
      client(api, shopper.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(),
      }),
    );
    expect(answer.json.response.total).toBe(45_000 + 4_000);
    const [row] = await api.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usageCount).toBe(1);
    const uses = await api.db
      .select()
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon.id));
    expect(uses.map((u) => u.orderCode)).toEqual([answer.json.response.order_code]);
  });
});

describe("a coupon's limit per shopper", () => {
  it("is kept in the cart once the shopper has used it, and again when the order is placed", async () => {
    const shopper = await guestWithCart({ price: 50_000 });
    const coupon = await insertCoupon(api.db, {
      discountType: "percent",
      discountPercent: 10,
      usageLimit: 10,
      perCustomerLimit: 1,
    });
    const apply = () =>
      answerOf(
        client(api, shopper.token).cart.activeCouponCode.$post({ json: { code: coupon.code } }),
      );
    expect((await apply()).status).toBe(200);
    const first = await answerOf(
      client(api, shopper.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(),
      }),
    );
    expect(first.status).toBe(201);

    // The same shopper's next cart: the coupon is refused for them, not for others.
    await answerOf(
      client(api, shopper.token).cart.add.$post({
        json: { products: [{ product_id: shopper.productId, quantity: 1 }] },
      }),
    );
    const again = await apply();
    expect([again.status, again.json.code]).toEqual([409, "reached_maximum_usage_customer"]);

    // Applied while unused, then used elsewhere before this order: the order is refused too.
    const other = await guestWithCart({
      price: 50_000,
      address: { email: "someone.else@example.com", phone: "+905329876543" },
    });
    const applied = await answerOf(
      client(api, other.token).cart.activeCouponCode.$post({ json: { code: coupon.code } }),
    );
    expect(applied.status).toBe(200);
    await api.db
      .insert(couponUsages)
      .values({ couponId: coupon.id, guestCode: other.guestCode, orderCode: "ELSEWHERE" });
    const refused = await answerOf(
      client(api, other.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(),
      }),
    );
    expect([refused.status, refused.json.code]).toEqual([409, "reached_maximum_usage_customer"]);
  });
});

describe("a coupon's limit per shopper, for guests", () => {
  const onePerShopper = () =>
    insertCoupon(api.db, { discountType: "percent", discountPercent: 10, perCustomerLimit: 1 });
  const useAs = async (shopper: { token: string }, code: string) => {
    const applied = await answerOf(
      client(api, shopper.token).cart.activeCouponCode.$post({
        query: { language: "en" },
        json: { code },
      }),
    );
    if (applied.status !== 200) return applied;
    return answerOf(
      client(api, shopper.token).payWireTransfer.$post({
        query: { selected_account: bank.id, language: "en" },
        json: payBody(),
      }),
    );
  };
  const unique = () => randomUUID().slice(0, 8);

  it("counts a guest's uses by the order's e-mail, whatever its case and spaces", async () => {
    const coupon = await onePerShopper();
    const email = `guest.${unique()}@example.com`;
    const first = await guestWithCart({ price: 50_000, address: { email, phone: "05320000001" } });
    expect((await useAs(first, coupon.code)).status).toBe(201);
    // Another guest (another guest code), the same e-mail written otherwise, another phone.
    const second = await guestWithCart({
      price: 50_000,
      address: { email: `  ${email.toUpperCase()} `, phone: "05320000002" },
    });
    const refused = await useAs(second, coupon.code);
    expect([refused.status, refused.json.code]).toEqual([409, "reached_maximum_usage_customer"]);
    const uses = await api.db
      .select({ email: couponUsages.email, phone: couponUsages.phone })
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon.id));
    expect(uses).toEqual([{ email, phone: "+905320000001" }]);
  });

  it("counts a guest's uses by the order's phone, however it is written", async () => {
    const coupon = await onePerShopper();
    const first = await guestWithCart({
      price: 50_000,
      address: { email: `a.${unique()}@example.com`, phone: "+905321110011" },
    });
    expect((await useAs(first, coupon.code)).status).toBe(201);
    const second = await guestWithCart({
      price: 50_000,
      address: { email: `b.${unique()}@example.com`, phone: "0532 111 00 11" },
    });
    const refused = await useAs(second, coupon.code);
    expect([refused.status, refused.json.code]).toEqual([409, "reached_maximum_usage_customer"]);
    // Someone else entirely still gets it.
    const third = await guestWithCart({
      price: 50_000,
      address: { email: `c.${unique()}@example.com`, phone: "+905321110012" },
    });
    expect((await useAs(third, coupon.code)).status).toBe(201);
  });

  it("counts a customer's use against a guest checking out with the customer's e-mail", async () => {
    const coupon = await onePerShopper();
    const customer = await signUp(api);
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 50_000 });
    await answerOf(
      client(api, customer.token).cart.add.$post({
        json: { products: [{ product_id: productId, quantity: 1 }] },
      }),
    );
    const owner = { customerId: customer.customerId };
    await chooseAddresses(
      api.db,
      owner,
      await insertAddress(api.db, owner, { phone: "+905321110021" }),
    );
    expect((await useAs(customer, coupon.code)).status).toBe(201);
    const [member] = await api.db
      .select({ email: orders.email })
      .from(orders)
      .where(eq(orders.customerId, customer.customerId));
    const guest = await guestWithCart({
      price: 50_000,
      address: { email: member?.email ?? "", phone: "+905321110022" },
    });
    const refused = await useAs(guest, coupon.code);
    expect([refused.status, refused.json.code]).toEqual([409, "reached_maximum_usage_customer"]);
  });

  it("refuses a members-only coupon to a guest in the guest's language, not to a customer", async () => {
    const coupon = await insertCoupon(api.db, {
      discountType: "percent",
      discountPercent: 10,
      membersOnly: true,
    });
    const guest = await guestWithCart({ price: 50_000 });
    const refused = await answerOf(
      client(api, guest.token).cart.activeCouponCode.$post({
        query: { language: "ar" },
        json: { code: coupon.code },
      }),
    );
    expect([refused.status, refused.json.code, refused.json.message]).toEqual([
      409,
      "coupon_members_only",
      "هذه القسيمة للأعضاء فقط؛ سجّل الدخول لاستخدامها.",
    ]);
    // Applied before the admin made it members-only: the order is refused, and nothing is used.
    const early = await guestWithCart({ price: 50_000 });
    await api.db.update(coupons).set({ membersOnly: false }).where(eq(coupons.id, coupon.id));
    const applied = await answerOf(
      client(api, early.token).cart.activeCouponCode.$post({ json: { code: coupon.code } }),
    );
    expect(applied.status).toBe(200);
    await api.db.update(coupons).set({ membersOnly: true }).where(eq(coupons.id, coupon.id));
    const order = await answerOf(
      client(api, early.token).payWireTransfer.$post({
        query: { selected_account: bank.id },
        json: payBody(),
      }),
    );
    expect([order.status, order.json.code]).toEqual([409, "coupon_members_only"]);
    const [row] = await api.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usageCount).toBe(0);

    const customer = await signUp(api);
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 50_000 });
    await answerOf(
      client(api, customer.token).cart.add.$post({
        json: { products: [{ product_id: productId, quantity: 1 }] },
      }),
    );
    const owner = { customerId: customer.customerId };
    await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
    expect((await useAs(customer, coupon.code)).status).toBe(201);
  });
});

describe("personalised lines", () => {
  it("are charged and kept on the order line as they read when it was placed", async () => {
    const guest = await newGuest(api);
    const productId = await insertProduct(api.db, { categoryId, sellingPrice: 10_000 });
    const text = await insertPersonalization(api.db, productId, { price: 2_000 });
    await answerOf(
      client(api, guest.token).cart.add.$post({
        json: {
          products: [
            {
              product_id: productId,
              quantity: 2,
              personalizations: [{ personalization_id: text, value: "Ayşe" }],
            },
          ],
        },
      }),
    );
    const owner = { guestId: guest.guestId };
    await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
    const answer = await answerOf(
      client(api, guest.token).payDoor.$post({
        query: { door_payment_type: "cash" },
        json: payBody(),
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.json.response.total).toBe(2 * 12_000 + 4_000 + 1_990);
    const [line] = await api.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, answer.json.response.order_id));
    expect(line).toMatchObject({
      unitPrice: 12_000,
      lineTotal: 24_000,
      personalizations: [{ name: "Yazı tr", value: "Ayşe", price: 2_000 }],
    });
    const [mail] = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, "ayse.guest@example.com"))
      .orderBy(sql`${outboxMessages.id} DESC`)
      .limit(1);
    expect(mail?.body).toContain("Yazı tr: Ayşe");
  });
});

describe("payDoor", () => {
  it("adds the door service fee to the total and takes the order at once", async () => {
    const shopper = await guestWithCart();
    const answer = await answerOf(
      client(api, shopper.token).payDoor.$post({
        query: { door_payment_type: "card", language: "ar" },
        json: payBody(),
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.json.response).toMatchObject({
      status: "received",
      total: 10_000 + 4_000 + 1_990,
    });
    const [order] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.id, answer.json.response.order_id));
    expect([order?.doorPaymentType, order?.paymentFee, order?.languageCode]).toEqual([
      "card",
      1_990,
      "ar",
    ]);
    const [mail] = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `تم استلام طلبك ${order?.code}`));
    expect(mail?.languageCode).toBe("ar");
  });
});

describe("payment/getPaymentType and bank/getBankAccounts", () => {
  it("lists the methods in the shopper's language with the door fee, and the accounts", async () => {
    const methods = await answerOf(
      client(api).payment.getPaymentType.$get({ query: { language: "en" } }),
    );
    expect(methods.json.response).toEqual([
      {
        code: "card",
        name: "Credit / debit card",
        fee: 0,
        currency_code: "TRY",
        providers: ["test"],
      },
      { code: "wire_transfer", name: "Wire transfer", fee: 0, currency_code: "TRY", providers: [] },
      { code: "door", name: "Pay at the door", fee: 1_990, currency_code: "TRY", providers: [] },
    ]);
    const accounts = await answerOf(client(api).bank.getBankAccounts.$get());
    expect(accounts.json.response.map((a: { iban: string }) => a.iban)).toContain(bank.iban);
  });
});

const card = (overrides: Record<string, unknown> = {}) => ({
  ...payBody(),
  card_holder: "Ayşe Yılmaz",
  card_number: "4111 1111 1111 1111",
  expire_month: 12,
  expire_year: new Date().getUTCFullYear() + 2,
  cvv: "123",
  installment: 1,
  ...overrides,
});

describe("card payments through the test gateway", () => {
  it("asks for every card field, checks the number and the expiry, and declines test declines", async () => {
    const shopper = await guestWithCart();
    // `as never`: the test also sends bodies that the route's schema refuses, to see the refusal.
    const pay = (body: unknown) =>
      answerOf(client(api, shopper.token).payCreditCard.$post({ json: body as never }));
    const missing = await pay({ ...payBody(), card_number: "4111111111111111" });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe("card_field_missing");
    expect(missing.json.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      "card_holder",
      "cvv",
      "expire_month",
      "expire_year",
    ]);
    const luhn = await pay(card({ card_number: "4111111111111112" }));
    expect(luhn.json.fields[0]).toMatchObject({
      field: "card_number",
      code: "invalid_card_number",
    });
    const expired = await pay(card({ expire_year: 2020 }));
    expect(expired.json.fields[0]).toMatchObject({ code: "card_expired" });
    const declined = await pay(card({ card_number: "4000000000000002" }));
    expect([declined.status, declined.json.code]).toEqual([402, "payment_failed"]);
  });

  it("places the order only after the right 3-D Secure code, keeping the brand and last four only", async () => {
    const shopper = await guestWithCart({ stock: 4, quantity: 2 });
    const started = await answerOf(
      client(api, shopper.token).payCreditCard.$post({ json: card({ installment: 3 }) }),
    );
    expect(started.status).toBe(200);
    const { reference } = started.json.response.three_d_secure;
    expect(await stockOf(api.db, shopper.productId)).toBe(4);
    const challenge = await answerOf(
      client(api, shopper.token).payment.threeDSecure[":reference"].$get({ param: { reference } }),
    );
    // 24.000 with 3.9 % interest for three instalments.
    expect(challenge.json.response).toMatchObject({
      amount: 24_936,
      card_last4: "1111",
      card_brand: "visa",
      attempts_left: 3,
    });
    const stranger = await newGuest(api);
    const peek = await answerOf(
      client(api, stranger.token).payment.threeDSecure[":reference"].$get({ param: { reference } }),
    );
    expect(peek.status).toBe(404);
    const wrong = await answerOf(
      client(api, shopper.token).payment.threeDSecure[":reference"].$post({
        param: { reference },
        json: { code: "000000" },
      }),
    );
    expect([wrong.status, wrong.json.code]).toEqual([409, "wrong_code"]);
    const right = await answerOf(
      client(api, shopper.token).payment.threeDSecure[":reference"].$post({
        param: { reference },
        json: { code: "123456" },
      }),
    );
    expect(right.status).toBe(201);
    expect(right.json.response).toMatchObject({ status: "received", total: 24_936 });
    const [order] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.id, right.json.response.order_id));
    expect(order).toMatchObject({
      cardBrand: "visa",
      cardLast4: "1111",
      installments: 3,
      paymentFee: 936,
    });
    expect(order?.paidAt).not.toBeNull();
    expect(await stockOf(api.db, shopper.productId)).toBe(2);
    // The number is nowhere: not in the payment, the order, nor the log.
    const rows = JSON.stringify(
      await api.db.select().from(cardPayments).where(eq(cardPayments.reference, reference)),
    );
    expect(rows + JSON.stringify(order) + api.logs.join("\n")).not.toContain("4111111111111111");
    // Answering again, and asking for the payment's order, give the same order.
    const again = await answerOf(
      client(api, shopper.token).payment.threeDSecure[":reference"].$post({
        param: { reference },
        json: { code: "123456" },
      }),
    );
    expect(again.json.response.order_code).toBe(right.json.response.order_code);
    const guestOrder = await answerOf(
      client(api).createOrderGuest.$post({
        json: { guest_code: shopper.guestCode, token: shopper.token, reference },
      }),
    );
    expect(guestOrder.json.response.order_code).toBe(right.json.response.order_code);
  });

  it("answers a signed-in customer's paid order by its payment (GET createOrder), to no one else", async () => {
    const customer = await signUp(api);
    const owner = { customerId: customer.customerId };
    const productId = await insertProduct(api.db, { categoryId, stock: 3, sellingPrice: 5_000 });
    await answerOf(
      client(api, customer.token).cart.add.$post({
        json: { products: [{ product_id: productId, quantity: 1 }] },
      }),
    );
    await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
    const started = await answerOf(
      client(api, customer.token).payCreditCard.$post({ json: card() }),
    );
    const { reference } = started.json.response.three_d_secure;
    const ask = (token: string | undefined, ref = reference) =>
      answerOf(client(api, token).createOrder.$get({ query: { reference: ref } }));
    // No order before the 3-D Secure code is answered.
    expect((await ask(customer.token)).status).toBe(404);
    const paid = await answerOf(
      client(api, customer.token).payment.threeDSecure[":reference"].$post({
        param: { reference },
        json: { code: "123456" },
      }),
    );
    expect(paid.status).toBe(201);
    const answer = await ask(customer.token);
    expect(answer.status).toBe(200);
    expect(PlacedOrder.parse(answer.json.response)).toEqual(paid.json.response);
    // Another customer, a guest and nobody learn nothing of it; an unknown reference is 404.
    expect((await ask((await signUp(api)).token)).status).toBe(404);
    expect((await ask((await newGuest(api)).token)).status).toBe(401);
    expect((await ask(undefined)).status).toBe(401);
    expect((await ask(customer.token, randomUUID())).status).toBe(404);
  });

  it("fails the payment after three wrong codes", async () => {
    const shopper = await guestWithCart();
    const started = await answerOf(
      client(api, shopper.token).payCreditCard.$post({ json: card() }),
    );
    const { reference } = started.json.response.three_d_secure;
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (
          await answerOf(
            client(api, shopper.token).payment.threeDSecure[":reference"].$post({
              param: { reference },
              json: { code: "999999" },
            }),
          )
        ).json.code,
      );
    }
    expect(codes).toEqual(["wrong_code", "wrong_code", "payment_failed", "payment_failed"]);
    const made = await api.db
      .select()
      .from(orders)
      .where(and(eq(orders.guestId, shopper.guestId)));
    expect(made).toEqual([]);
  });

  it("does not charge a cart that changed after the card was authorised", async () => {
    const shopper = await guestWithCart();
    const started = await answerOf(
      client(api, shopper.token).payCreditCard.$post({ json: card() }),
    );
    const { reference } = started.json.response.three_d_secure;
    await answerOf(
      client(api, shopper.token).cart.add.$post({
        json: { products: [{ product_id: shopper.productId, quantity: 1 }] },
      }),
    );
    const answer = await answerOf(
      client(api, shopper.token).payment.threeDSecure[":reference"].$post({
        param: { reference },
        json: { code: "123456" },
      }),
    );
    expect([answer.status, answer.json.code]).toEqual([402, "payment_failed"]);
    expect(await api.db.select().from(orders).where(eq(orders.guestId, shopper.guestId))).toEqual(
      [],
    );
  });

  it("answers the BIN's brand, bank and instalment table for the cart", async () => {
    const shopper = await guestWithCart({ price: 100_000 });
    const credit = await answerOf(
      client(api, shopper.token).QueryInstallmentAndBin.$post({ json: { bin: "435508" } }),
    );
    expect(credit.json.response).toMatchObject({
      brand: "visa",
      bank_name: "Akbank",
      card_type: "credit",
    });
    expect(credit.json.response.installments[0]).toEqual({
      count: 1,
      monthly: 104_000,
      total: 104_000,
      interest_rate: 0,
    });
    expect(credit.json.response.installments.map((o: { count: number }) => o.count)).toEqual([
      1, 2, 3, 6, 9, 12,
    ]);
    const debit = await answerOf(
      client(api, shopper.token).QueryInstallmentAndBin.$post({ json: { bin: "454360" } }),
    );
    expect(debit.json.response.installments).toHaveLength(1);
  });
});

describe("a customer's order", () => {
  it("goes to the customer's e-mail, and another shopper cannot see the payment", async () => {
    const customer = await signUp(api);
    const productId = await insertProduct(api.db, { categoryId });
    await answerOf(
      client(api, customer.token).cart.add.$post({
        json: { products: [{ product_id: productId, quantity: 1 }] },
      }),
    );
    const owner = { customerId: customer.customerId };
    const address = await insertAddress(api.db, owner, { email: null });
    await chooseAddresses(
      api.db,
      owner,
      address,
      await insertAddress(api.db, owner, {
        kind: "corporate",
        companyName: "Yılmaz Ltd.",
        taxOffice: "Kadıköy",
        taxNumber: "1234567890",
      }),
    );
    const answer = await answerOf(
      client(api, customer.token).payDoor.$post({
        query: { door_payment_type: "cash" },
        json: payBody(),
      }),
    );
    expect(answer.status).toBe(201);
    const [order] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.id, answer.json.response.order_id));
    expect(order?.email).toMatch(/@example\.com$/);
    expect(order?.invoiceAddress.companyName).toBe("Yılmaz Ltd.");
    expect(order?.customerId).toBe(customer.customerId);
  });
});

describe.runIf(onPostgres())("under concurrency, on PostgreSQL", () => {
  it("50 shoppers buying the last 5 units make exactly 5 orders and leave the stock at 0", async () => {
    const productId = await insertProduct(api.db, { categoryId, stock: 50 });
    const shoppers = [];
    for (let i = 0; i < 50; i++) {
      const guest = await newGuest(api);
      await answerOf(
        client(api, guest.token).cart.add.$post({
          json: { products: [{ product_id: productId, quantity: 1 }] },
        }),
      );
      const owner = { guestId: guest.guestId };
      await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
      shoppers.push(guest);
    }
    await api.db.update(products).set({ stock: 5 }).where(eq(products.id, productId));
    const answers = await Promise.all(
      shoppers.map((s) =>
        answerOf(
          client(api, s.token).payDoor.$post({
            query: { door_payment_type: "cash" },
            json: payBody(),
          }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(
      answers.filter((a) => a.status === 409).every((a) => a.json.code === "out_of_stock_items"),
    ).toBe(true);
    expect(await stockOf(api.db, productId)).toBe(0);
  });

  it("50 shoppers redeeming a single-use coupon at once use it exactly once", async () => {
    const coupon = await insertCoupon(api.db, {
      discountType: "amount",
      discountAmount: 1_000,
      usageLimit: 1,
    });
    const productId = await insertProduct(api.db, { categoryId, stock: 100 });
    const shoppers = [];
    for (let i = 0; i < 50; i++) {
      const guest = await newGuest(api);
      await answerOf(
        client(api, guest.token).cart.add.$post({
          json: { products: [{ product_id: productId, quantity: 1 }] },
        }),
      );
      const applied = await answerOf(
        client(api, guest.token).cart.activeCouponCode.$post({ json: { code: coupon.code } }),
      );
      expect(applied.status).toBe(200);
      const owner = { guestId: guest.guestId };
      await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
      shoppers.push(guest);
    }
    const answers = await Promise.all(
      shoppers.map((s) =>
        answerOf(
          client(api, s.token).payDoor.$post({
            query: { door_payment_type: "cash" },
            json: payBody(),
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.json.code === "reached_maximum_usage")).toHaveLength(49);
    const [row] = await api.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usageCount).toBe(1);
    expect(await stockOf(api.db, productId)).toBe(99);
  });

  it("ten guests checking out with the same e-mail at once get a one-per-shopper coupon once", async () => {
    const coupon = await insertCoupon(api.db, {
      discountType: "amount",
      discountAmount: 1_000,
      perCustomerLimit: 1,
    });
    const productId = await insertProduct(api.db, { categoryId, stock: 100 });
    const email = `racer.${randomUUID().slice(0, 8)}@example.com`;
    const shoppers = [];
    for (let i = 0; i < 10; i++) {
      const guest = await newGuest(api);
      await answerOf(
        client(api, guest.token).cart.add.$post({
          json: { products: [{ product_id: productId, quantity: 1 }] },
        }),
      );
      const owner = { guestId: guest.guestId };
      await chooseAddresses(
        api.db,
        owner,
        await insertAddress(api.db, owner, {
          email,
          phone: `+90532200${String(i).padStart(4, "0")}`,
        }),
      );
      const applied = await answerOf(
        client(api, guest.token).cart.activeCouponCode.$post({ json: { code: coupon.code } }),
      );
      expect(applied.status).toBe(200);
      shoppers.push(guest);
    }
    const answers = await Promise.all(
      shoppers.map((s) =>
        answerOf(
          client(api, s.token).payDoor.$post({
            query: { door_payment_type: "cash" },
            json: payBody(),
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.json.code === "reached_maximum_usage_customer")).toHaveLength(9);
    const uses = await api.db
      .select()
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon.id));
    expect(uses).toHaveLength(1);
    expect(await stockOf(api.db, productId)).toBe(99);
  });

  it("orders sharing products in opposite line orders all go through, none deadlocked", async () => {
    const first = await insertProduct(api.db, { categoryId, stock: 100 });
    const second = await insertProduct(api.db, { categoryId, stock: 100 });
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const guest = await newGuest(api);
      const lines = i % 2 === 0 ? [first, second] : [second, first];
      for (const productId of lines) {
        await answerOf(
          client(api, guest.token).cart.add.$post({
            json: { products: [{ product_id: productId, quantity: 1 }] },
          }),
        );
      }
      const owner = { guestId: guest.guestId };
      await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
      shoppers.push(guest);
    }
    const answers = await Promise.all(
      shoppers.map((s) =>
        answerOf(
          client(api, s.token).payDoor.$post({
            query: { door_payment_type: "cash" },
            json: payBody(),
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect([await stockOf(api.db, first), await stockOf(api.db, second)]).toEqual([80, 80]);
  });

  it("ten card payments sent at once with one key start one bank challenge", async () => {
    const shopper = await guestWithCart({ stock: 10, quantity: 1 });
    const body = card();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        answerOf(client(api, shopper.token).payCreditCard.$post({ json: body })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const references = new Set(answers.map((a) => a.json.response.three_d_secure.reference));
    expect(references.size).toBe(1);
    expect(
      await api.db.select().from(cardPayments).where(eq(cardPayments.guestId, shopper.guestId)),
    ).toHaveLength(1);
  });

  it("a key another shopper is paying with at the same moment is no fault for either", async () => {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => guestWithCart()));
    const key = randomUUID();
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        answerOf(
          client(api, shopper.token).payWireTransfer.$post({
            query: { selected_account: bank.id },
            json: payBody(key),
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json.response.order_code)).size).toBe(6);
  });

  it("two payments of one cart at the same moment make one order", async () => {
    const shopper = await guestWithCart({ stock: 10, quantity: 2 });
    const answers = await Promise.all([
      answerOf(
        client(api, shopper.token).payDoor.$post({
          query: { door_payment_type: "cash" },
          json: payBody(),
        }),
      ),
      answerOf(
        client(api, shopper.token).payWireTransfer.$post({
          query: { selected_account: bank.id },
          json: payBody(),
        }),
      ),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await stockOf(api.db, shopper.productId)).toBe(8);
    expect(
      await api.db.select().from(orders).where(eq(orders.guestId, shopper.guestId)),
    ).toHaveLength(1);
  });
});
