// Changing a cart: adding products (merging into a line with the same product and sub-product),
// setting quantities, removing lines, the shopper's choices (gift, note, delivery date, cargo),
// campaigns and coupons, and moving a guest's cart to the customer who signs in. Every change
// checks the rules of sections 5 and 8 against the database and either happens whole or not at
// all; the caller's cart is found by its owner, so another shopper's line id finds nothing.
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { CartChoicesBody } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  addresses,
  type CartPersonalization,
  campaigns,
  campaignUsages,
  cargoCompanies,
  cartItems,
  carts,
  coupons,
  customers,
} from "../../db/schema/index.ts";
import { ApiError, type FieldProblem } from "../../lib/errors.ts";
import type { Owner } from "../../lib/require-identity.ts";
import { shopTimeZone } from "../../lib/shop-time.ts";
import {
  type CartContext,
  type CartRow,
  campaignOutcome,
  deliveryDates,
  evaluateCart,
  findCart,
  ownerWhere,
} from "./cart-view.service.ts";
import { type CouponShopper, couponShopper, couponUsesBy } from "./coupon-uses.ts";

const ownerValues = (owner: Owner) =>
  owner.customerId !== undefined ? { customerId: owner.customerId } : { guestId: owner.guestId };

/**
 * The owner's cart, made on first use; `tracking` records the ad click ids when given.
 * `relaxed` (inside a transaction only): the transaction's commit does not wait for the WAL (see
 * relaxedCommit), set by the same statement rather than one more round trip.
 */
export async function ensureCart(
  db: Database,
  owner: Owner,
  tracking: { fbp?: string | undefined; fbc?: string | undefined } = {},
  { relaxed = false }: { relaxed?: boolean } = {},
): Promise<CartRow> {
  const set = {
    updatedAt: new Date(),
    ...(tracking.fbp ? { fbp: tracking.fbp } : {}),
    ...(tracking.fbc ? { fbc: tracking.fbc } : {}),
  };
  const upsert = db
    .insert(carts)
    .values({ ...ownerValues(owner), ...set })
    .onConflictDoUpdate({
      target: owner.customerId !== undefined ? carts.customerId : carts.guestId,
      set,
    });
  const [cart] = relaxed
    ? (
        await upsert.returning({
          ...getTableColumns(carts),
          relaxed: sql<string>`set_config('synchronous_commit', 'off', true)`,
        })
      ).map(({ relaxed: _relaxed, ...row }) => row)
    : await upsert.returning();
  if (!cart) throw new Error("cart upsert returned nothing");
  return cart;
}

interface PersonalizationRule {
  id: number;
  max_length: number;
  required: boolean;
}

type PersonalizationInput = ReadonlyArray<{ personalization_id: number; value: string }>;

/**
 * The texts of a line as it is stored: those the product offers, trimmed, empty ones left out,
 * sorted by id so that the same texts always make the same line; or a validation error naming
 * the field (`products.N.personalization_ID`) the shopper has to fix.
 */
function linePersonalizations(
  rules: readonly PersonalizationRule[],
  given: PersonalizationInput | undefined,
  index: number,
): CartPersonalization[] {
  const problems: FieldProblem[] = [];
  const values = new Map<number, string>();
  for (const entry of given ?? []) {
    const value = entry.value.replace(/\s+/g, " ").trim();
    if (!rules.some((rule) => rule.id === entry.personalization_id)) {
      problems.push({ field: `products.${index}.personalizations`, code: "invalid_value" });
    } else if (value) values.set(entry.personalization_id, value);
  }
  for (const rule of rules) {
    const field = `products.${index}.personalization_${rule.id}`;
    const value = values.get(rule.id);
    if (value === undefined && rule.required) problems.push({ field, code: "required" });
    if (value !== undefined && [...value].length > rule.max_length)
      problems.push({ field, code: "too_long", params: { maximum: rule.max_length } });
  }
  if (problems.length > 0) throw new ApiError("validation_error", 400, { fields: problems });
  return [...values].sort(([a], [b]) => a - b).map(([id, value]) => ({ id, value }));
}

/** Why a line cannot be had: which line it is (no such sub-product, or one is needed). */
type LineRefusal = "record_not_found" | "required_sub_product";
/** Why a line cannot have the quantity asked (section 5's quantity rules). */
type QuantityRefusal =
  | "no_stock"
  | "error_member_min_order"
  | "error_member_max_order"
  | "not_enough_stock";

interface PurchasableRow {
  /** The product's stock, or the sub-product's for a sub-product's line. */
  line_stock: number | null;
  min_order_quantity: number;
  max_order_quantity: number | null;
  personalizations: PersonalizationRule[] | string | null;
  line_refusal: LineRefusal | null;
  quantity_refusal: QuantityRefusal | null;
}

/**
 * The one row of what can be bought of a product (and sub-product) and why the line cannot have
 * the quantity it would have with `change` more of it, counting what `cartId`'s cart holds on
 * every line of the product (whatever its texts); no row when the product cannot be bought at
 * all. The add-to-cart and quantity rules are these CASEs and nowhere else: the statement that
 * adds a line adds it only when they refuse nothing (addPlainLine), and the refusal answered is
 * the reason given to the shopper (refuse).
 */
function purchasableQuery(
  productId: number,
  sub: number | null,
  cartId: number | null,
  change: number,
): SQL {
  return sql`SELECT k.line_stock, k.min_order_quantity, k.max_order_quantity, k.personalizations,
      CASE WHEN ${sub}::int IS NULL AND k.has_sub_products THEN 'required_sub_product'
        WHEN k.line_stock IS NULL THEN 'record_not_found' END AS line_refusal,
      CASE WHEN k.line_stock <= 0 THEN 'no_stock'
        WHEN k.wanted < k.min_order_quantity THEN 'error_member_min_order'
        WHEN k.wanted > k.max_order_quantity THEN 'error_member_max_order'
        WHEN k.wanted > k.line_stock THEN 'not_enough_stock' END AS quantity_refusal
    FROM (SELECT p.min_order_quantity, p.max_order_quantity,
        EXISTS (SELECT 1 FROM sub_products s WHERE s.product_id = p.id AND s.is_active) AS has_sub_products,
        CASE WHEN ${sub}::int IS NULL THEN p.stock ELSE (SELECT s.stock FROM sub_products s
          WHERE s.id = ${sub}::int AND s.product_id = p.id AND s.is_active) END AS line_stock,
        coalesce((SELECT sum(ci.quantity) FROM cart_items ci
          WHERE ci.cart_id = ${cartId}::int AND ci.product_id = p.id
            AND coalesce(ci.sub_product_id, 0) = ${sub ?? 0}), 0) + ${change}::int AS wanted,
        (SELECT json_agg(json_build_object('id', pp.id, 'max_length', pp.max_length,
            'required', pp.is_required))
          FROM product_personalizations pp WHERE pp.product_id = p.id AND pp.is_active
        ) AS personalizations
      FROM products p JOIN categories c ON c.id = p.category_id AND c.is_active
      WHERE p.id = ${productId} AND p.is_active) k`;
}

/** Throws the refusal a purchasable row names, of which line it is or of its quantity. */
function refuse(
  row: PurchasableRow | undefined,
  what: "line" | "quantity",
): asserts row is PurchasableRow {
  if (!row) throw new ApiError("record_not_found", 404);
  const refusal = what === "line" ? row.line_refusal : row.quantity_refusal;
  switch (refusal) {
    case null:
      return;
    case "record_not_found":
      throw new ApiError(refusal, 404);
    // The limit each names is set whenever the CASE names it.
    case "error_member_min_order":
      throw new ApiError(refusal, 409, { params: { min: row.min_order_quantity } });
    case "error_member_max_order":
      throw new ApiError(refusal, 409, { params: { max: Number(row.max_order_quantity) } });
    case "not_enough_stock":
      throw new ApiError(refusal, 409, { params: { stock: Number(row.line_stock) } });
    default:
      throw new ApiError(refusal, 409);
  }
}

function personalizationRules(row: PurchasableRow): PersonalizationRule[] {
  return typeof row.personalizations === "string"
    ? (JSON.parse(row.personalizations) as PersonalizationRule[])
    : (row.personalizations ?? []);
}

/**
 * What can be bought of a product (and sub-product) with `change` more of it in `cartId`'s
 * cart, in one query; no row when it cannot be bought at all.
 */
async function purchasable(
  db: Database,
  productId: number,
  subProductId: number | null | undefined,
  cartId: number,
  change: number,
): Promise<PurchasableRow | undefined> {
  const [row] = await queryRows<PurchasableRow>(
    db,
    purchasableQuery(productId, subProductId ?? null, cartId, change),
  );
  return row;
}

/**
 * Adds `quantity` to the cart's line of a product (and sub-product) with `personalizations`;
 * `where` (over the row `checked`, see addPlainLine) adds it only when it holds.
 */
const insertLine = (
  cartId: number,
  item: { product_id: number; sub_product_id?: number | null | undefined; quantity: number },
  personalizations: string,
  where?: SQL,
) => {
  const values = sql`${cartId}::int, ${item.product_id}::int, ${item.sub_product_id ?? null}::int,
      ${item.quantity}::int, ${personalizations}::jsonb`;
  return sql`INSERT INTO cart_items (cart_id, product_id, sub_product_id, quantity, personalizations)
    ${where ? sql`SELECT ${values} FROM checked k WHERE ${where}` : sql`VALUES (${values})`}
    ON CONFLICT (cart_id, product_id, coalesce(sub_product_id, 0), personalizations)
    DO UPDATE SET quantity = cart_items.quantity + excluded.quantity`;
};

/**
 * A line without texts in one round trip: the product's row (purchasableQuery) is read and, when
 * it refuses nothing and the product asks for no text, the line is added by the same statement.
 * Answers the row and whether it was added; when it was not, the row says why. The cart row is
 * locked by the caller, so the quantity already in the cart cannot change between the read and
 * the write.
 */
async function addPlainLine(
  db: Database,
  cartId: number,
  item: { product_id: number; sub_product_id?: number | null | undefined; quantity: number },
): Promise<{ row: PurchasableRow | undefined; added: boolean }> {
  const [row] = await queryRows<PurchasableRow & { added: boolean }>(
    db,
    sql`WITH checked AS (${purchasableQuery(
      item.product_id,
      item.sub_product_id ?? null,
      cartId,
      item.quantity,
    )}),
      added AS (${insertLine(
        cartId,
        item,
        "[]",
        sql`k.line_refusal IS NULL AND k.quantity_refusal IS NULL
          AND NOT EXISTS (SELECT 1 FROM product_personalizations pp
            WHERE pp.product_id = ${item.product_id} AND pp.is_active AND pp.is_required)`,
      )} RETURNING 1)
      SELECT k.*, EXISTS (SELECT 1 FROM added) AS added FROM checked k`,
  );
  return { row, added: row?.added === true };
}

/**
 * A cart's lines are the shopper's convenience, not a record the shop owes anyone: their
 * transactions do not wait for the WAL to reach the disk (several ms a commit on a busy
 * server). A PostgreSQL crash may forget the last fraction of a second of such changes; it never
 * makes the database inconsistent. Orders, payments and stock keep the synchronous commit.
 */
const relaxedCommit = (tx: Database) => tx.execute(sql`SET LOCAL synchronous_commit = off`);

export async function addToCart(
  db: Database,
  owner: Owner,
  items: ReadonlyArray<{
    product_id: number;
    sub_product_id?: number | null | undefined;
    quantity: number;
    personalizations?: PersonalizationInput | undefined;
  }>,
  tracking: { fbp?: string | undefined; fbc?: string | undefined },
): Promise<CartRow> {
  return db.transaction(async (tx) => {
    // The upsert of the cart row locks it until the end of the transaction (ON CONFLICT DO
    // UPDATE locks the row it updates), so that two adds of the same line at once check the
    // merged quantity one after the other.
    const cart = await ensureCart(tx, owner, tracking, { relaxed: true });
    for (const [index, item] of items.entries()) {
      const plain = (item.personalizations ?? []).length === 0;
      const tried = plain ? await addPlainLine(tx, cart.id, item) : undefined;
      if (tried?.added) continue;
      const row = tried
        ? tried.row
        : await purchasable(tx, item.product_id, item.sub_product_id, cart.id, item.quantity);
      refuse(row, "line");
      const personalizations = linePersonalizations(
        personalizationRules(row),
        item.personalizations,
        index,
      );
      refuse(row, "quantity");
      await tx.execute(insertLine(cart.id, item, JSON.stringify(personalizations)));
    }
    return cart;
  });
}

async function ownedLine(db: Database, owner: Owner, lineId: number) {
  const [line] = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      subProductId: cartItems.subProductId,
      quantity: cartItems.quantity,
      cart: carts,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, lineId), ownerWhere(owner)));
  return line;
}

/** Sets lines' quantities; answers the cart row (unchanged by it) when a line was named. */
export async function updateLines(
  db: Database,
  owner: Owner,
  changes: ReadonlyArray<{ cart_product_id: number; quantity: number }>,
): Promise<CartRow | undefined> {
  return db.transaction(async (tx) => {
    await relaxedCommit(tx);
    let cart: CartRow | undefined;
    for (const change of changes) {
      const line = await ownedLine(tx, owner, change.cart_product_id);
      if (!line) throw new ApiError("record_not_found", 404);
      // The product's other lines (other texts) count towards its stock and limits too.
      const row = await purchasable(
        tx,
        line.productId,
        line.subProductId,
        line.cart.id,
        change.quantity - line.quantity,
      );
      refuse(row, "line");
      refuse(row, "quantity");
      await tx
        .update(cartItems)
        .set({ quantity: change.quantity })
        .where(eq(cartItems.id, line.id));
      cart = line.cart;
    }
    return cart;
  });
}

/** Removes a line; answers its cart row (unchanged by it). */
export async function deleteLine(db: Database, owner: Owner, lineId: number): Promise<CartRow> {
  const line = await ownedLine(db, owner, lineId);
  if (!line) throw new ApiError("record_not_found", 404);
  await db.delete(cartItems).where(eq(cartItems.id, line.id));
  return line.cart;
}

/** The shopper's choices; a delivery date must be one the cart offers. */
export async function updateChoices(
  db: Database,
  owner: Owner,
  choices: CartChoicesBody,
): Promise<void> {
  const cart = await findCart(db, owner);
  if (!cart) throw new ApiError("cart_empty", 409);
  if (choices.delivery_date) {
    const [cargo] = await db
      .select({ days: cargoCompanies.deliveryDaysMax })
      .from(cargoCompanies)
      .where(
        cart.cargoCompanyId
          ? eq(cargoCompanies.id, cart.cargoCompanyId)
          : eq(cargoCompanies.isDefault, true),
      );
    const dates = deliveryDates(new Date(), cargo?.days ?? 3, await shopTimeZone(db));
    if (!dates.includes(choices.delivery_date))
      throw new ApiError("validation_error", 400, {
        fields: [{ field: "delivery_date", in: "body", code: "invalid_date" }],
      });
  }
  const set: Partial<typeof carts.$inferInsert> = {};
  if (choices.general_note !== undefined) set.generalNote = choices.general_note || null;
  if (choices.is_gift_cart !== undefined) set.isGift = choices.is_gift_cart;
  if (choices.gift_note !== undefined) set.giftNote = choices.gift_note || null;
  if (choices.delivery_date !== undefined) set.deliveryDate = choices.delivery_date;
  if (choices.delivery_date_text !== undefined)
    set.deliveryDateText = choices.delivery_date_text || null;
  if (Object.keys(set).length === 0) return;
  await db.update(carts).set(set).where(eq(carts.id, cart.id));
}

export async function chooseCargo(db: Database, owner: Owner, cargoId: number): Promise<void> {
  const [cargo] = await db
    .select({ id: cargoCompanies.id })
    .from(cargoCompanies)
    .where(and(eq(cargoCompanies.id, cargoId), eq(cargoCompanies.isActive, true)));
  if (!cargo) throw new ApiError("record_not_found", 404);
  const cart = await ensureCart(db, owner);
  await db.update(carts).set({ cargoCompanyId: cargo.id }).where(eq(carts.id, cart.id));
}

/** How often an owner has used a campaign (by customer, or by guest for guests). */
export async function campaignUsesBy(
  db: Database,
  id: number,
  owner: Owner,
  guestCode: string | undefined,
): Promise<number> {
  const who =
    owner.customerId !== undefined
      ? eq(campaignUsages.customerId, owner.customerId)
      : eq(campaignUsages.guestCode, guestCode ?? "");
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaignUsages)
    .where(and(eq(campaignUsages.campaignId, id), who));
  return row?.n ?? 0;
}

export async function applyCampaignToCart(
  db: Database,
  owner: Owner,
  campaignId: number,
  context: CartContext & { guestCode?: string | undefined },
): Promise<void> {
  const cart = await findCart(db, owner);
  const [row] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.isActive, true),
        sql`${campaigns.startsAt} <= now() AND (${campaigns.endsAt} IS NULL OR ${campaigns.endsAt} > now())`,
      ),
    );
  if (!row || !cart) throw new ApiError("campaign_no_added", 409);
  if (row.usageLimit !== null && row.usageCount >= row.usageLimit)
    throw new ApiError("reached_maximum_usage", 409);
  if (
    row.perCustomerLimit !== null &&
    (await campaignUsesBy(db, row.id, owner, context.guestCode)) >= row.perCustomerLimit
  )
    throw new ApiError("reached_maximum_usage_customer", 409);
  const { priced, convert } = await evaluateCart(db, cart, context);
  const outcome = await campaignOutcome(db, row, convert, priced);
  if (!outcome.eligible) throw new ApiError(outcome.code, 409);
  await db.update(carts).set({ campaignId: row.id }).where(eq(carts.id, cart.id));
}

export async function removeCampaignFromCart(
  db: Database,
  owner: Owner,
  campaignId: number,
): Promise<void> {
  const cart = await findCart(db, owner);
  if (!cart || cart.campaignId !== campaignId) throw new ApiError("campaign_no_removed", 409);
  await db.update(carts).set({ campaignId: null }).where(eq(carts.id, cart.id));
}

/** The shopper as far as the cart knows them: a customer's e-mail, the delivery address's. */
async function cartShopper(
  db: Database,
  owner: Owner,
  cart: CartRow,
  guestCode: string | undefined,
): Promise<CouponShopper> {
  const [address] = cart.deliveryAddressId
    ? await db
        .select({ email: addresses.email, phone: addresses.phone })
        .from(addresses)
        .where(eq(addresses.id, cart.deliveryAddressId))
    : [];
  const [customer] =
    owner.customerId !== undefined
      ? await db
          .select({ email: customers.email })
          .from(customers)
          .where(eq(customers.id, owner.customerId))
      : [];
  return couponShopper({
    customerId: owner.customerId,
    guestCode,
    email: customer?.email ?? address?.email,
    phone: address?.phone,
  });
}

export async function applyCouponToCart(
  db: Database,
  owner: Owner,
  code: string,
  context: CartContext & { guestCode?: string | undefined },
): Promise<void> {
  const cart = await findCart(db, owner);
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        sql`upper(${coupons.code}) = upper(${code})`,
        eq(coupons.isActive, true),
        sql`${coupons.startsAt} <= now() AND (${coupons.endsAt} IS NULL OR ${coupons.endsAt} > now())`,
      ),
    );
  if (!row || !cart) throw new ApiError("coupon_code_no_added", 409);
  if (row.customerId !== null && row.customerId !== owner.customerId)
    throw new ApiError("cant_customer", 409);
  if (row.membersOnly && owner.customerId === undefined)
    throw new ApiError("coupon_members_only", 409);
  if (row.usageLimit !== null && row.usageCount >= row.usageLimit)
    throw new ApiError("reached_maximum_usage", 409);
  if (
    row.perCustomerLimit !== null &&
    (await couponUsesBy(db, row.id, await cartShopper(db, owner, cart, context.guestCode))) >=
      row.perCustomerLimit
  )
    throw new ApiError("reached_maximum_usage_customer", 409);
  // The range is checked on what the coupon would apply to: the cart after its campaign.
  const before = await evaluateCart(db, { ...cart, couponId: row.id }, context);
  if (before.coupon?.outcome && !before.coupon.outcome.eligible)
    throw new ApiError(before.coupon.outcome.code, 409);
  await db.update(carts).set({ couponId: row.id }).where(eq(carts.id, cart.id));
}

export async function removeCouponFromCart(
  db: Database,
  owner: Owner,
  couponId: number,
): Promise<void> {
  const cart = await findCart(db, owner);
  if (!cart || cart.couponId !== couponId) throw new ApiError("coupon_code_no_removed", 409);
  await db.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
}

/**
 * Moves a guest's cart to the customer who signed in: lines of the same product and sub-product
 * add up (within stock and the maximum order), the guest's choices fill what the customer's cart
 * leaves empty, and the guest's cart is gone.
 */
export async function moveGuestCart(
  db: Database,
  guestId: number,
  customerId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const guestCart = await findCart(tx, { guestId });
    if (!guestCart) return;
    const cart = await ensureCart(tx, { customerId });
    await tx.execute(
      sql`SELECT id FROM carts WHERE id IN (${cart.id}, ${guestCart.id}) ORDER BY id FOR UPDATE`,
    );
    await tx.execute(sql`
      INSERT INTO cart_items (cart_id, product_id, sub_product_id, quantity, personalizations)
      SELECT ${cart.id}, g.product_id, g.sub_product_id, g.quantity, g.personalizations
      FROM cart_items g
      WHERE g.cart_id = ${guestCart.id}
      ON CONFLICT (cart_id, product_id, coalesce(sub_product_id, 0), personalizations)
      DO UPDATE SET quantity = greatest(1, least(
        cart_items.quantity + excluded.quantity,
        coalesce((SELECT max_order_quantity FROM products WHERE id = excluded.product_id), 2147483647),
        greatest(cart_items.quantity, excluded.quantity, coalesce(
          (SELECT stock FROM sub_products WHERE id = excluded.sub_product_id),
          (SELECT stock FROM products WHERE id = excluded.product_id)))))`);
    await tx
      .update(carts)
      .set({
        cargoCompanyId: cart.cargoCompanyId ?? guestCart.cargoCompanyId,
        campaignId: cart.campaignId ?? guestCart.campaignId,
        couponId: cart.couponId ?? guestCart.couponId,
        isGift: cart.isGift || guestCart.isGift,
        giftNote: cart.giftNote ?? guestCart.giftNote,
        generalNote: cart.generalNote ?? guestCart.generalNote,
        deliveryDate: cart.deliveryDate ?? guestCart.deliveryDate,
        deliveryDateText: cart.deliveryDateText ?? guestCart.deliveryDateText,
        fbp: cart.fbp ?? guestCart.fbp,
        fbc: cart.fbc ?? guestCart.fbc,
      })
      .where(eq(carts.id, cart.id));
    await tx.delete(carts).where(eq(carts.id, guestCart.id));
  });
}
