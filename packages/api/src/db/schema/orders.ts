// What a shopper buys with: addresses, the cart, orders with their lines, status history and
// refunds, card payments waiting for 3-D Secure, and the outbox of messages to send.
//
// - A shopper is a customer (customer_id) or a guest (guest_id, the id of the guest identity
//   behind its token); exactly one is set on every row a shopper owns, and every query on such a
//   row has the owner in its WHERE clause (lib/require-identity.ts).
// - Money is in integer minor units of the row's currency, as everywhere in the shop.
// - An order keeps copies of what it was made of (names, prices, addresses), so that editing or
//   deleting a product or an address never changes a past order.
// - The rules that must hold under concurrency live here, not in JavaScript: stock and usage
//   counters have CHECKs, an order's idempotency key is unique per owner, and one cart a shopper.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PAYMENT_PROVIDER_NAMES } from "../../contract/checkout.ts";
import { ORDER_STATUSES, REFUND_STATUSES } from "../../contract/orders.ts";
import {
  createdAt,
  currencyId,
  languageCode,
  products,
  subProducts,
  updatedAt,
} from "./catalog.ts";
import { bankAccounts, campaigns, cargoCompanies, coupons } from "./commerce.ts";
import { cities, countries, states } from "./geo.ts";
import { customers, guests } from "./identity.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

const ownerColumns = () => ({
  customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
  guestId: integer("guest_id").references(() => guests.id, { onDelete: "cascade" }),
});

const oneOwner = (name: string) => check(name, sql`(customer_id IS NULL) <> (guest_id IS NULL)`);

// ---------------------------------------------------------------------------------------------
// Addresses. Individual addresses may carry the Turkish identity number (e-invoice), corporate
// ones the company, tax office and tax number. A guest's address also carries the e-mail the
// order is confirmed to.

export const ADDRESS_KINDS = ["individual", "corporate"] as const;

export const addresses = pgTable(
  "addresses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ...ownerColumns(),
    title: text("title").notNull(),
    kind: text("kind").notNull().default("individual"),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    email: text("email"),
    phone: text("phone").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    identityNumber: text("identity_number"),
    companyName: text("company_name"),
    taxOffice: text("tax_office"),
    taxNumber: text("tax_number"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_customer_idx").on(t.customerId),
    index("addresses_guest_idx").on(t.guestId),
    oneOwner("addresses_owner_check"),
    check("addresses_kind_check", inList("kind", ADDRESS_KINDS)),
    check(
      "addresses_corporate_check",
      sql`${t.kind} <> 'corporate' OR (${t.companyName} IS NOT NULL AND ${t.taxOffice} IS NOT NULL AND ${t.taxNumber} IS NOT NULL)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// The cart: one a shopper, with its lines and the choices made on the way to the order. A line
// is a product and, where the product has them, one sub-product; adding the same pair again adds
// to the line's quantity (the unique index is what makes the merge safe).

/** A personalisation's text on a cart line. */
export interface CartPersonalization {
  id: number;
  value: string;
}

/** A personalisation as an order line keeps it. */
export interface OrderPersonalization {
  name: string;
  value: string;
  price: number;
}

export const carts = pgTable(
  "carts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ...ownerColumns(),
    currencyId: currencyId(),
    cargoCompanyId: integer("cargo_company_id").references(() => cargoCompanies.id, {
      onDelete: "set null",
    }),
    deliveryAddressId: integer("delivery_address_id").references(() => addresses.id, {
      onDelete: "set null",
    }),
    invoiceAddressId: integer("invoice_address_id").references(() => addresses.id, {
      onDelete: "set null",
    }),
    campaignId: integer("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    isGift: boolean("is_gift").notNull().default(false),
    giftNote: text("gift_note"),
    generalNote: text("general_note"),
    deliveryDate: date("delivery_date"),
    deliveryDateText: text("delivery_date_text"),
    // Meta pixel browser and click ids, passed on to the conversion sent with the order.
    fbp: text("fbp"),
    fbc: text("fbc"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("carts_customer_key").on(t.customerId),
    uniqueIndex("carts_guest_key").on(t.guestId),
    oneOwner("carts_owner_check"),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    subProductId: integer("sub_product_id").references(() => subProducts.id, {
      onDelete: "cascade",
    }),
    quantity: integer("quantity").notNull(),
    // The texts typed for the product's personalisations, [{ id, value }] sorted by id: the same
    // product with other texts is another line.
    personalizations: jsonb("personalizations")
      .$type<CartPersonalization[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_items_line_key").on(
      t.cartId,
      t.productId,
      sql`coalesce(${t.subProductId}, 0)`,
      t.personalizations,
    ),
    check("cart_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Orders. Codes are JS followed by a number from a sequence: unique and never reused, even when
// the transaction that drew one rolls back.

export const orderCodeSequence = pgSequence("order_code_seq", { startWith: 100001 });

export const PAYMENT_METHODS = ["card", "wire_transfer", "door"] as const;
export const DOOR_PAYMENT_TYPES = ["cash", "card"] as const;

/** What an order keeps of an address: the address as it was when the order was placed. */
export interface AddressSnapshot {
  title: string;
  kind: (typeof ADDRESS_KINDS)[number];
  name: string;
  surname: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  address: string;
  postalCode: string;
  identityNumber: string | null;
  companyName: string | null;
  taxOffice: string | null;
  taxNumber: string | null;
}

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull().unique("orders_code_key"),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    guestId: integer("guest_id").references(() => guests.id, { onDelete: "set null" }),
    // Sent by the client with the payment; a second submit with the same key gets the same order.
    idempotencyKey: text("idempotency_key").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    languageCode: languageCode(),
    status: text("status").notNull(),
    paymentMethod: text("payment_method").notNull(),
    doorPaymentType: text("door_payment_type"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    installments: smallint("installments"),
    bankAccountId: integer("bank_account_id").references(() => bankAccounts.id, {
      onDelete: "set null",
    }),
    currencyId: currencyId(),
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    vatTotal: bigint("vat_total", { mode: "number" }).notNull(),
    campaignDiscount: bigint("campaign_discount", { mode: "number" }).notNull().default(0),
    couponDiscount: bigint("coupon_discount", { mode: "number" }).notNull().default(0),
    cargoPrice: bigint("cargo_price", { mode: "number" }).notNull().default(0),
    giftPackagePrice: bigint("gift_package_price", { mode: "number" }).notNull().default(0),
    paymentFee: bigint("payment_fee", { mode: "number" }).notNull().default(0),
    total: bigint("total", { mode: "number" }).notNull(),
    campaignId: integer("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    campaignName: text("campaign_name"),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    cargoCompanyId: integer("cargo_company_id").references(() => cargoCompanies.id, {
      onDelete: "set null",
    }),
    trackingNumber: text("tracking_number"),
    invoiceNumber: text("invoice_number"),
    deliveryAddress: jsonb("delivery_address").$type<AddressSnapshot>().notNull(),
    invoiceAddress: jsonb("invoice_address").$type<AddressSnapshot>().notNull(),
    isGift: boolean("is_gift").notNull().default(false),
    giftNote: text("gift_note"),
    note: text("note"),
    deliveryDate: date("delivery_date"),
    deliveryDateText: text("delivery_date_text"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_customer_idx").on(t.customerId, t.createdAt),
    index("orders_guest_idx").on(t.guestId),
    index("orders_status_idx").on(t.status, t.createdAt),
    // A key is its owner's: another shopper who learns it can neither block nor answer it.
    uniqueIndex("orders_customer_idempotency_key").on(t.customerId, t.idempotencyKey),
    uniqueIndex("orders_guest_idempotency_key").on(t.guestId, t.idempotencyKey),
    check("orders_code_check", sql`${t.code} ~ '^JS[0-9]+$'`),
    check("orders_status_check", inList("status", ORDER_STATUSES)),
    check("orders_payment_method_check", inList("payment_method", PAYMENT_METHODS)),
    check(
      "orders_door_payment_type_check",
      sql`(${t.paymentMethod} = 'door') = (${t.doorPaymentType} IS NOT NULL)`,
    ),
    check(
      "orders_amounts_check",
      sql`${t.subtotal} >= 0 AND ${t.vatTotal} >= 0 AND ${t.campaignDiscount} >= 0 AND ${t.couponDiscount} >= 0 AND ${t.cargoPrice} >= 0 AND ${t.giftPackagePrice} >= 0 AND ${t.paymentFee} >= 0 AND ${t.total} >= 0`,
    ),
    check("orders_card_last4_check", sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    subProductId: integer("sub_product_id").references(() => subProducts.id, {
      onDelete: "set null",
    }),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    // The chosen options as shown ("Kırmızı / M").
    variant: text("variant"),
    imagePath: text("image_path"),
    seoLink: text("seo_link"),
    quantity: integer("quantity").notNull(),
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    vatRate: smallint("vat_rate").notNull(),
    lineTotal: bigint("line_total", { mode: "number" }).notNull(),
    // What was made for the shopper, as it read then: [{ name, value, price }], the price per
    // unit and included in unit_price.
    personalizations: jsonb("personalizations")
      .$type<OrderPersonalization[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    // Who moved it: the shopper (cancel), an admin, or the shop itself (payment verified).
    actor: text("actor").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_status_history_order_idx").on(t.orderId, t.createdAt),
    check("order_status_history_actor_check", inList("actor", ["shopper", "admin", "shop"])),
  ],
);

export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("requested"),
    // Set by the admin when the goods came back: their stock was returned.
    stockReturned: boolean("stock_returned").notNull().default(false),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId),
    check("order_refunds_status_check", inList("status", REFUND_STATUSES)),
    check("order_refunds_amount_check", sql`${t.amount} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Card payments of the built-in test gateway between the card form and the 3-D Secure answer.
// Only the brand and the last four digits are kept, never the number or the CVV.

export const CARD_PAYMENT_STATUSES = ["challenge", "succeeded", "failed"] as const;

export const cardPayments = pgTable(
  "card_payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // Random, in the challenge page's address.
    reference: text("reference").notNull().unique("card_payments_reference_key"),
    ...ownerColumns(),
    idempotencyKey: text("idempotency_key").notNull(),
    // Which adapter (modules/payments/providers) took the payment, and the provider's own id of
    // it, needed to verify its outcome and to refund it.
    provider: text("provider").notNull().default("test"),
    providerPaymentId: text("provider_payment_id"),
    // The bank's 3-D Secure page the provider gave (iyzico), shown to the shopper once.
    providerPage: text("provider_page"),
    // What the cart cost when the payment started: the order is made only for that cart.
    cartTotal: bigint("cart_total", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currencyId: currencyId(),
    installments: smallint("installments").notNull().default(1),
    cardBrand: text("card_brand").notNull(),
    cardLast4: text("card_last4").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    status: text("status").notNull().default("challenge"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    languageCode: languageCode(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // One open challenge per payment attempt: the same card form sent again (or ten times at
    // once) answers the challenge it started rather than asking the bank again.
    uniqueIndex("card_payments_customer_open_key")
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.status} = 'challenge'`),
    uniqueIndex("card_payments_guest_open_key")
      .on(t.guestId, t.idempotencyKey)
      .where(sql`${t.status} = 'challenge'`),
    oneOwner("card_payments_owner_check"),
    check("card_payments_status_check", inList("status", CARD_PAYMENT_STATUSES)),
    check("card_payments_provider_check", inList("provider", PAYMENT_PROVIDER_NAMES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Messages to shoppers. With no mail, SMS or WhatsApp provider configured they stay here, where
// an admin can read them, so the shop works end to end on one machine.

export const OUTBOX_CHANNELS = ["email", "sms", "whatsapp"] as const;
/**
 * What the provider's reports said: waiting (handed over, no final report yet), sent (WhatsApp:
 * on its servers), delivered, read (WhatsApp), failed, unknown (no report within the time the
 * reader waits).
 */
export const DELIVERY_STATUSES = [
  "waiting",
  "sent",
  "delivered",
  "read",
  "failed",
  "unknown",
] as const;

export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    // What it is about, for the admin's list: order_created, order_status, ...
    topic: text("topic").notNull(),
    languageCode: languageCode(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // The sender's bookkeeping (modules/outbox/outbox-sender.ts): tries made, why the last one
    // failed, when the next may be made (a claimed message is leased until then), and when it gave
    // up. A message is queued until sent_at or failed_at is set.
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    // Whether it reached the phone (modules/outbox/delivery.ts, ADR api-024): the provider's id
    // for the message (Netgsm's jobid, WhatsApp's wamid), the delivery state its reports gave
    // (null: not followed), the provider's reason for a failed one, when the Netgsm reader asks
    // next (leased like a send), and how often it asked.
    providerMessageId: text("provider_message_id"),
    deliveryStatus: text("delivery_status"),
    deliveryError: text("delivery_error"),
    deliveryUpdatedAt: timestamp("delivery_updated_at", { withTimezone: true }),
    deliveryCheckAt: timestamp("delivery_check_at", { withTimezone: true }),
    deliveryChecks: integer("delivery_checks").notNull().default(0),
  },
  (t) => [
    index("outbox_messages_created_idx").on(t.createdAt),
    // Not unique: a provider that gave one id twice must not make a sent message fail to be
    // recorded (and so be sent again when its lease ends).
    index("outbox_messages_provider_id_idx")
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} IS NOT NULL`),
    index("outbox_messages_delivery_check_idx")
      .on(t.deliveryCheckAt)
      .where(sql`${t.deliveryStatus} = 'waiting' AND ${t.deliveryCheckAt} IS NOT NULL`),
    check(
      "outbox_messages_delivery_status_check",
      sql`${t.deliveryStatus} IS NULL OR ${inList("delivery_status", DELIVERY_STATUSES)}`,
    ),
    index("outbox_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    check("outbox_messages_channel_check", inList("channel", OUTBOX_CHANNELS)),
  ],
);
