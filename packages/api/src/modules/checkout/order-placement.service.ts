// Turning a cart into an order, in one transaction that either does all of it or none: the
// cart row is locked (two payments of one cart make one order), prices and stock are read again,
// stock is taken with conditional updates that cannot go below zero however many shoppers buy at
// once, campaign and coupon uses are counted against their limits the same way, and the order is
// written with its lines, first status and confirmation message. A payment sent twice with the
// same idempotency key answers the order the first one made.
import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { LanguageCode, PaymentCode, PlacedOrder } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  type AddressSnapshot,
  bankAccounts,
  campaignUsages,
  carts,
  couponUsages,
  currencies,
  customers,
  orderItems,
  orderStatusHistory,
  orders,
  settings,
} from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import type { Owner } from "../../lib/require-identity.ts";
import { campaignUsesBy } from "../cart/cart.service.ts";
import { cartReferenceJson, parseCartReference } from "../cart/cart-reference.ts";
import { evaluateCart, ownerWhere } from "../cart/cart-view.service.ts";
import { type CouponShopper, couponShopper, couponUsesBy } from "../cart/coupon-uses.ts";
import { enqueueMessage } from "../outbox/outbox.service.ts";
import { orderConfirmation } from "./order-mail.ts";

export interface PlaceOrderInput {
  owner: Owner;
  lang: LanguageCode;
  currencyId: number;
  method: PaymentCode;
  idempotencyKey: string;
  doorPaymentType?: "cash" | "card";
  bankAccountId?: number;
  /**
   * A card payment whose 3-D Secure answer the server has verified, for `amount` (the cart's
   * total with the instalment interest) as authorised when the card form was sent.
   */
  card?: {
    /** Null when the provider's own page took the card (PayTR) and told the shop neither. */
    brand: string | null;
    last4: string | null;
    installments: number;
    amount: number;
    /** What the cart cost when the payment started. */
    cartTotal: number;
  };
}

type OrderRow = typeof orders.$inferSelect;

async function findByKey(db: Database, owner: Owner, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.idempotencyKey, key),
        owner.customerId !== undefined
          ? eq(orders.customerId, owner.customerId)
          : eq(orders.guestId, owner.guestId),
      ),
    );
  return row;
}

export async function readPlacedOrder(db: Database, orderId: number): Promise<PlacedOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new ApiError("record_not_found", 404);
  return toPlacedOrder(db, order);
}

async function toPlacedOrder(
  db: Database,
  order: OrderRow,
  currencyCode?: string,
): Promise<PlacedOrder> {
  const [currency] = currencyCode
    ? [{ code: currencyCode }]
    : await db
        .select({ code: currencies.code })
        .from(currencies)
        .where(eq(currencies.id, order.currencyId));
  return {
    order_id: order.id,
    order_code: order.code,
    status: order.status,
    payment_method: order.paymentMethod as PlacedOrder["payment_method"],
    total: order.total,
    currency_code: currency?.code ?? "TRY",
    email: order.email,
    bank_account: order.bankAccountId ? await readBankAccount(db, order.bankAccountId) : null,
  };
}

export async function readBankAccount(db: Database, id: number) {
  const [row] = await queryRows<{
    id: number;
    bank_name: string;
    branch_name: string | null;
    branch_code: string | null;
    account_holder: string;
    account_number: string | null;
    iban: string;
    currency_code: string;
    logo: string | null;
  }>(
    db,
    sql`SELECT b.id, b.bank_name, b.branch_name, b.branch_code, b.account_holder, b.account_number,
          b.iban, c.code AS currency_code, b.logo_path AS logo
        FROM bank_accounts b JOIN currencies c ON c.id = b.currency_id
        WHERE b.id = ${id}`,
  );
  return row ?? null;
}

interface AddressRow extends AddressSnapshot {
  email: string | null;
}

/** The owner's address `id` (a value or a column) as the order copies it. */
function addressQuery(owner: Owner, id: SQL, lang: LanguageCode): SQL {
  const who =
    owner.customerId !== undefined
      ? sql`a.customer_id = ${owner.customerId}`
      : sql`a.guest_id = ${owner.guestId}`;
  return sql`SELECT a.title, a.kind, a.name, a.surname, a.email, a.phone, a.address,
          a.postal_code AS "postalCode", a.identity_number AS "identityNumber",
          a.company_name AS "companyName", a.tax_office AS "taxOffice", a.tax_number AS "taxNumber",
          coalesce(ct.name, ctr.name, co.iso2) AS country, s.name AS state, ci.name AS city
        FROM addresses a
        JOIN countries co ON co.id = a.country_id
        LEFT JOIN country_translations ct ON ct.country_id = co.id AND ct.language_code = ${lang}
        LEFT JOIN country_translations ctr ON ctr.country_id = co.id AND ctr.language_code = 'tr'
        JOIN states s ON s.id = a.state_id
        JOIN cities ci ON ci.id = a.city_id
        WHERE a.id = ${id} AND ${who}`;
}

async function readAddress(
  db: Database,
  owner: Owner,
  id: number | null,
  lang: LanguageCode,
): Promise<AddressRow | undefined> {
  if (id === null) return undefined;
  const [row] = await queryRows<AddressRow>(db, addressQuery(owner, sql`${id}`, lang));
  return row;
}

/** The address a cart column names, as JSON text beside the cart row (null when none). */
const addressJson = (owner: Owner, column: AnyColumn, lang: LanguageCode) =>
  sql<
    string | null
  >`(SELECT row_to_json(x)::text FROM (${addressQuery(owner, sql`${column}`, lang)}) x)`;

const parseAddress = (text: string | null) =>
  text === null ? undefined : (JSON.parse(text) as AddressRow);

/** Who pays, as a provider asks for it: the delivery address and the e-mail of the order. */
export async function readBuyer(db: Database, owner: Owner, lang: LanguageCode) {
  const [cart] = await db.select().from(carts).where(ownerWhere(owner));
  const address = cart ? await readAddress(db, owner, cart.deliveryAddressId, lang) : undefined;
  if (!address) throw new ApiError("requiredDeliveryAddress", 409);
  const email =
    owner.customerId !== undefined
      ? (
          await db
            .select({ email: customers.email })
            .from(customers)
            .where(eq(customers.id, owner.customerId))
        )[0]?.email
      : address.email;
  if (!email) throw new ApiError("requiredDeliveryAddress", 409);
  return {
    id: owner.customerId !== undefined ? `C${owner.customerId}` : `G${owner.guestId}`,
    email,
    name: `${address.name} ${address.surname}`.trim(),
    phone: address.phone,
    address: address.address,
    city: address.city,
    country: address.country,
  };
}

const snapshot = ({ email: _email, ...address }: AddressRow): AddressSnapshot => address;

/**
 * Takes the order's goods from stock, or names the kind of goods that ran out. Rows are locked
 * in one global order (products by id, then sub-products by id) so that two orders sharing
 * products in different line orders wait for each other instead of deadlocking. A product with
 * sub-products keeps their sum as its stock, so it is taken from both.
 */
async function takeStock(
  db: Database,
  lines: ReadonlyArray<{ product_id: number; sub_product_id: number | null; quantity: number }>,
  giftProductId: number | null,
): Promise<"ok" | "out_of_stock_items" | "campaign_product_no_stock"> {
  const products = new Map<number, number>();
  const subProducts = new Map<number, number>();
  for (const line of lines) {
    products.set(line.product_id, (products.get(line.product_id) ?? 0) + line.quantity);
    if (line.sub_product_id !== null)
      subProducts.set(
        line.sub_product_id,
        (subProducts.get(line.sub_product_id) ?? 0) + line.quantity,
      );
  }
  if (giftProductId !== null) products.set(giftProductId, (products.get(giftProductId) ?? 0) + 1);
  const byId = (map: Map<number, number>) => [...map].sort(([a], [b]) => a - b);
  for (const [id, quantity] of byId(products)) {
    const taken = await queryRows(
      db,
      sql`UPDATE products SET stock = stock - ${quantity}, sales_count = sales_count + ${quantity}
          WHERE id = ${id} AND is_active AND stock >= ${quantity}
          RETURNING id`,
    );
    if (taken.length === 0)
      return id === giftProductId && !lines.some((line) => line.product_id === id)
        ? "campaign_product_no_stock"
        : "out_of_stock_items";
  }
  for (const [id, quantity] of byId(subProducts)) {
    const taken = await queryRows(
      db,
      sql`UPDATE sub_products SET stock = stock - ${quantity}
          WHERE id = ${id} AND is_active AND stock >= ${quantity}
          RETURNING id`,
    );
    if (taken.length === 0) return "out_of_stock_items";
  }
  return "ok";
}

/** A gift product as an order line at no price, named in the order's language. */
async function giftLine(db: Database, productId: number, lang: LanguageCode) {
  const [row] = await queryRows<{
    sku: string;
    vat_rate: number;
    name: string;
    seo_link: string | null;
    image: string | null;
  }>(
    db,
    sql`SELECT p.sku, p.vat_rate, coalesce(pt.name, ptr.name) AS name,
          coalesce(pt.seo_link, ptr.seo_link) AS seo_link,
          (SELECT i.path_s FROM product_images i WHERE i.product_id = p.id
            ORDER BY i.sort_order, i.id LIMIT 1) AS image
        FROM products p
        LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language_code = ${lang}
        LEFT JOIN product_translations ptr ON ptr.product_id = p.id AND ptr.language_code = 'tr'
        WHERE p.id = ${productId}`,
  );
  if (!row) return undefined;
  return {
    productId,
    subProductId: null,
    sku: row.sku,
    name: row.name,
    variant: null,
    imagePath: row.image,
    seoLink: row.seo_link,
    quantity: 1,
    unitPrice: 0,
    vatRate: row.vat_rate,
    lineTotal: 0,
  };
}

/**
 * Counts one use against a campaign's or coupon's limits; the UPDATE's WHERE is the limit. The
 * row lock the UPDATE holds until commit makes the count per shopper after it safe: another order
 * using the same campaign or coupon waits at its own UPDATE, then counts this one's use.
 */
async function countUse(
  db: Database,
  table: "campaigns" | "coupons",
  id: number,
  who: { owner: Owner; guestCode: string | undefined; shopper: CouponShopper },
): Promise<void> {
  const [row] = await queryRows<{ per_customer_limit: number | null; members_only: boolean }>(
    db,
    table === "coupons"
      ? sql`UPDATE coupons SET usage_count = usage_count + 1
          WHERE id = ${id} AND (usage_limit IS NULL OR usage_count < usage_limit)
          RETURNING per_customer_limit, members_only`
      : sql`UPDATE campaigns SET usage_count = usage_count + 1
          WHERE id = ${id} AND (usage_limit IS NULL OR usage_count < usage_limit)
          RETURNING per_customer_limit, false AS members_only`,
  );
  if (!row) throw new ApiError("reached_maximum_usage", 409);
  if (row.members_only && who.owner.customerId === undefined)
    throw new ApiError("coupon_members_only", 409);
  if (row.per_customer_limit === null) return;
  const used =
    table === "campaigns"
      ? await campaignUsesBy(db, id, who.owner, who.guestCode)
      : await couponUsesBy(db, id, who.shopper);
  if (used >= row.per_customer_limit) throw new ApiError("reached_maximum_usage_customer", 409);
}

/** A payment method the admin has turned off takes no new orders (payment_method_unavailable). */
export async function requirePaymentMethod(db: Database, method: PaymentCode) {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.code, `payment_${method}_active`));
  if (row?.value === "0") throw new ApiError("payment_method_unavailable", 409);
}

export async function placeOrder(
  db: Database,
  input: PlaceOrderInput & { guestCode?: string | undefined },
): Promise<PlacedOrder> {
  const { owner, lang } = input;
  const earlier = await findByKey(db, owner, input.idempotencyKey);
  if (earlier) return toPlacedOrder(db, earlier);
  // A card the bank has already authorised was checked when its payment started.
  const checkMethod = !input.card;

  const order = await db.transaction(async (tx) => {
    // The cart row locked, and with it in the same round trip the reference data (read afresh,
    // not from any cache) and the addresses the cart names.
    const [locked] = await tx
      .select({
        cart: carts,
        reference: sql<string>`${cartReferenceJson(lang)}::text`,
        delivery: addressJson(owner, carts.deliveryAddressId, lang),
        invoice: addressJson(owner, carts.invoiceAddressId, lang),
      })
      .from(carts)
      .where(ownerWhere(owner))
      .for("update");
    if (!locked) {
      // The same payment sent twice at once: the first made the order and emptied the cart
      // while this one waited for the lock.
      const made = await findByKey(tx, owner, input.idempotencyKey);
      if (made) return { row: made, currencyCode: undefined };
      if (checkMethod) await requirePaymentMethod(tx, input.method);
      throw new ApiError("cart_empty", 409);
    }
    const { cart } = locked;
    const reference = parseCartReference(locked.reference);
    if (checkMethod && reference.shop.paymentsOff.includes(input.method))
      throw new ApiError("payment_method_unavailable", 409);
    const evaluation = await evaluateCart(tx, cart, {
      lang,
      currencyId: input.currencyId,
      paymentCode: input.method,
      reference,
    });
    const { details } = evaluation;
    if (details.items.length === 0) throw new ApiError("cart_empty", 409);
    if (!details.can_order) throw new ApiError("out_of_stock_items", 409);

    const delivery = parseAddress(locked.delivery);
    if (!delivery) throw new ApiError("requiredDeliveryAddress", 409);
    // The same id in both when the delivery address serves for the invoice too (addresses
    // module); an empty invoice address is one the shopper still has to choose.
    const invoice =
      cart.invoiceAddressId === cart.deliveryAddressId ? delivery : parseAddress(locked.invoice);
    if (!invoice) throw new ApiError("requiredInvoiceAddress", 409);
    const email =
      owner.customerId !== undefined
        ? (
            await tx
              .select({ email: customers.email })
              .from(customers)
              .where(eq(customers.id, owner.customerId))
          )[0]?.email
        : delivery.email;
    if (!email) throw new ApiError("requiredDeliveryAddress", 409);

    if (input.method === "wire_transfer") {
      const [bank] = await tx
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.id, input.bankAccountId ?? 0), eq(bankAccounts.isActive, true)));
      if (!bank) throw new ApiError("record_not_found", 404);
    }

    const campaign = evaluation.campaign?.outcome.eligible ? evaluation.campaign : null;
    const coupon = evaluation.coupon?.outcome?.eligible ? evaluation.coupon : null;
    const taken = await takeStock(tx, evaluation.lines, campaign?.giftProductId ?? null);
    if (taken !== "ok") throw new ApiError(taken, 409);
    const shopper = couponShopper({
      customerId: owner.customerId,
      guestCode: input.guestCode,
      email,
      phone: delivery.phone,
    });
    const who = { owner, guestCode: input.guestCode, shopper };
    if (campaign) await countUse(tx, "campaigns", campaign.id, who);
    if (coupon) await countUse(tx, "coupons", coupon.id, who);

    // A card authorised for another amount than the cart costs now (the cart changed in another
    // tab since) is not charged for this cart.
    let interest = 0;
    if (input.card) {
      if (input.card.cartTotal !== details.total) throw new ApiError("payment_failed", 402);
      interest = input.card.amount - details.total;
    }
    const status = input.method === "wire_transfer" ? "awaiting_payment" : "received";
    const [row] = await tx
      .insert(orders)
      .values({
        code: sql`'JS' || nextval('order_code_seq')`,
        ...(owner.customerId !== undefined
          ? { customerId: owner.customerId }
          : { guestId: owner.guestId }),
        idempotencyKey: input.idempotencyKey,
        email,
        phone: delivery.phone,
        languageCode: lang,
        status,
        paymentMethod: input.method,
        doorPaymentType: input.method === "door" ? (input.doorPaymentType ?? "cash") : null,
        paidAt: input.method === "card" ? new Date() : null,
        cardBrand: input.card?.brand ?? null,
        cardLast4: input.card?.last4 ?? null,
        installments: input.card?.installments ?? null,
        bankAccountId: input.method === "wire_transfer" ? (input.bankAccountId ?? null) : null,
        currencyId: details.currency_id,
        subtotal: details.subtotal,
        vatTotal: details.vat_total,
        campaignDiscount: details.campaign_discount,
        couponDiscount: details.coupon_discount,
        cargoPrice: details.cargo_price,
        giftPackagePrice: details.gift_package_price,
        paymentFee: details.payment_fee + interest,
        total: details.total + interest,
        campaignId: campaign?.id ?? null,
        campaignName: campaign?.name ?? null,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        cargoCompanyId: evaluation.cargoCompanyId,
        deliveryAddress: snapshot(delivery),
        invoiceAddress: snapshot(invoice),
        isGift: cart.isGift,
        giftNote: cart.isGift ? cart.giftNote : null,
        note: cart.generalNote,
        deliveryDate: cart.deliveryDate,
        deliveryDateText: cart.deliveryDateText,
      })
      .returning();
    if (!row) throw new ApiError("order_creation_failed", 500);
    const { code } = row;
    const gift = campaign?.giftProductId
      ? await giftLine(tx, campaign.giftProductId, lang)
      : undefined;
    await tx.insert(orderItems).values([
      ...evaluation.lines.map((line) => ({
        orderId: row.id,
        productId: line.product_id,
        subProductId: line.sub_product_id,
        sku: line.sku,
        name: line.name,
        variant: line.variant,
        imagePath: line.image,
        seoLink: line.seo_link,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        vatRate: line.vat_rate,
        lineTotal: line.line_total,
        personalizations: line.personalizations.map(({ name, value, price }) => ({
          name,
          value,
          price,
        })),
      })),
      // The campaign's gift is a line at no price, so that the order shows it and a
      // cancellation puts it back on the shelf with the rest.
      ...(gift ? [{ orderId: row.id, ...gift }] : []),
    ]);
    // The first status and the cart's end in one round trip.
    await tx.execute(
      sql`WITH history AS (
          INSERT INTO ${orderStatusHistory} (order_id, status, actor) VALUES (${row.id}, ${status}, 'shop'))
        DELETE FROM ${carts} WHERE id = ${cart.id}`,
    );
    const usage = {
      customerId: owner.customerId ?? null,
      guestCode: input.guestCode ?? null,
      orderCode: code,
    };
    if (campaign) await tx.insert(campaignUsages).values({ campaignId: campaign.id, ...usage });
    if (coupon)
      await tx.insert(couponUsages).values({
        couponId: coupon.id,
        ...usage,
        email: shopper.email,
        phone: shopper.phone,
      });
    const bank = row.bankAccountId ? await readBankAccount(tx, row.bankAccountId) : null;
    await enqueueMessage(tx, orderConfirmation(row, evaluation.lines, details.currency_code, bank));
    return { row, currencyCode: details.currency_code };
  });
  return toPlacedOrder(db, order.row, order.currencyCode);
}
