// The address book of a customer or a guest, the cart's chosen delivery and invoice addresses,
// and the order address check of section 4. Every query names the owner, so another shopper's
// address or cart id answers 404 and changes nothing.
//
// The cart keeps two address ids. "The delivery address serves for the invoice too" is stored as
// the same id in both, so that an empty invoice_address_id means what it says (none chosen, the
// check's no_invoice_address), and deleting the address empties both (ON DELETE SET NULL).
import { and, count, eq, inArray, sql } from "drizzle-orm";
import {
  type Address,
  type AddressInput,
  type CartAddresses,
  type LanguageCode,
  normalizePhone,
  type OrderAddressCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  addresses,
  carts,
  cities,
  countries,
  customers,
  guests,
  states,
} from "../../db/schema/index.ts";
import { ApiError, type FieldProblem } from "../../lib/errors.ts";
import type { Owner } from "../../lib/require-identity.ts";
import { findCart, ownerWhere } from "../cart/cart-view.service.ts";

/** More than a household needs, few enough that a script cannot fill the table. */
export const MAX_ADDRESSES = 20;

const owns = (owner: Owner) =>
  owner.customerId !== undefined
    ? eq(addresses.customerId, owner.customerId)
    : eq(addresses.guestId, owner.guestId);

export async function listAddresses(
  db: Database,
  owner: Owner,
  lang: LanguageCode,
  id?: number,
): Promise<Address[]> {
  const who =
    owner.customerId !== undefined
      ? sql`a.customer_id = ${owner.customerId}`
      : sql`a.guest_id = ${owner.guestId}`;
  return queryRows<Address>(
    db,
    sql`SELECT a.id, a.title, a.kind, a.name, a.surname, a.email, a.phone,
          a.country_id, coalesce(ct.name, ctr.name, co.iso2) AS country,
          a.state_id, s.name AS state, a.city_id, ci.name AS city, a.address, a.postal_code,
          a.identity_number, a.company_name, a.tax_office, a.tax_number
        FROM addresses a
        JOIN countries co ON co.id = a.country_id
        LEFT JOIN country_translations ct ON ct.country_id = co.id AND ct.language_code = ${lang}
        LEFT JOIN country_translations ctr ON ctr.country_id = co.id AND ctr.language_code = 'tr'
        JOIN states s ON s.id = a.state_id
        JOIN cities ci ON ci.id = a.city_id
        WHERE ${who} ${id === undefined ? sql`` : sql`AND a.id = ${id}`}
        ORDER BY a.created_at DESC, a.id DESC`,
  );
}

type ParsedAddress = Omit<AddressInput, "kind"> & { kind: "individual" | "corporate" };

/** The rules zod cannot see: the place exists and hangs together, a guest gives an e-mail. */
async function checkAddress(db: Database, owner: Owner, input: ParsedAddress) {
  const problems: FieldProblem[] = [];
  const [place] = await db
    .select({ iso2: countries.iso2, stateCountry: states.countryId, cityState: cities.stateId })
    .from(countries)
    .leftJoin(states, eq(states.id, input.state_id))
    .leftJoin(cities, eq(cities.id, input.city_id))
    .where(and(eq(countries.id, input.country_id), eq(countries.isActive, true)));
  if (!place) problems.push({ field: "country_id", in: "body", code: "invalid_value" });
  else {
    if (place.stateCountry !== input.country_id)
      problems.push({ field: "state_id", in: "body", code: "invalid_value" });
    if (place.cityState !== input.state_id)
      problems.push({ field: "city_id", in: "body", code: "invalid_value" });
    if (place.iso2 === "TR" && !/^\d{5}$/.test(input.postal_code))
      problems.push({ field: "postal_code", in: "body", code: "invalid_format" });
  }
  if (owner.guestId !== undefined && !input.email)
    problems.push({ field: "email", in: "body", code: "required" });
  if (problems.length > 0) throw new ApiError("validation_error", 400, { fields: problems });
}

function columns(input: ParsedAddress) {
  const corporate = input.kind === "corporate";
  return {
    title: input.title,
    kind: input.kind,
    name: input.name,
    surname: input.surname,
    email: input.email || null,
    phone: normalizePhone(input.phone) ?? input.phone,
    countryId: input.country_id,
    stateId: input.state_id,
    cityId: input.city_id,
    address: input.address,
    postalCode: input.postal_code,
    identityNumber: input.identity_number || null,
    companyName: corporate ? input.company_name || null : null,
    taxOffice: corporate ? input.tax_office || null : null,
    taxNumber: corporate ? input.tax_number || null : null,
  };
}

/**
 * Locks the owner's own row for the rest of the transaction, so that two adds at once count the
 * address book one after the other (on PostgreSQL both would otherwise see 19 and make 21).
 */
async function lockOwner(tx: Database, owner: Owner) {
  if (owner.customerId !== undefined)
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, owner.customerId))
      .for("no key update");
  else
    await tx
      .select({ id: guests.id })
      .from(guests)
      .where(eq(guests.id, owner.guestId))
      .for("no key update");
}

export async function addAddress(
  db: Database,
  owner: Owner,
  input: ParsedAddress,
  lang: LanguageCode,
): Promise<Address> {
  await checkAddress(db, owner, input);
  const [row] = await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [held] = await tx.select({ n: count() }).from(addresses).where(owns(owner));
    if ((held?.n ?? 0) >= MAX_ADDRESSES) throw new ApiError("address_not_saved", 409);
    return tx
      .insert(addresses)
      .values({ ...owner, ...columns(input) })
      .returning({ id: addresses.id });
  });
  if (!row) throw new ApiError("address_not_saved", 500);
  const [saved] = await listAddresses(db, owner, lang, row.id);
  if (!saved) throw new ApiError("address_not_saved", 500);
  return saved;
}

export async function updateAddress(
  db: Database,
  owner: Owner,
  id: number,
  input: ParsedAddress,
  lang: LanguageCode,
): Promise<Address> {
  await checkAddress(db, owner, input);
  const changed = await db
    .update(addresses)
    .set(columns(input))
    .where(and(eq(addresses.id, id), owns(owner)))
    .returning({ id: addresses.id });
  if (changed.length === 0) throw new ApiError("record_not_found", 404);
  const [saved] = await listAddresses(db, owner, lang, id);
  if (!saved) throw new ApiError("record_not_found", 404);
  return saved;
}

/**
 * Deletes an address. A cart that had chosen it no longer has it (the foreign keys set it to
 * null), so the order address check asks for it again; past orders keep their own copy.
 */
export async function deleteAddress(db: Database, owner: Owner, id: number): Promise<void> {
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), owns(owner)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw new ApiError("record_not_found", 404);
}

export interface CartAddressChoice {
  deliveryId: number;
  invoiceId?: number | null | undefined;
  sameForInvoice?: boolean | undefined;
}

/**
 * Chooses the cart's delivery and invoice addresses (making the cart if the owner has none).
 * Without an invoice address the delivery address serves for both, unless the shopper said it
 * should not (same_for_invoice false): then the invoice address is left to be chosen.
 */
export async function chooseCartAddresses(
  db: Database,
  owner: Owner,
  choice: CartAddressChoice,
): Promise<CartAddresses> {
  const { deliveryId } = choice;
  const same =
    choice.sameForInvoice ?? (choice.invoiceId == null || choice.invoiceId === deliveryId);
  const invoiceId = same ? deliveryId : (choice.invoiceId ?? null);
  const wanted = [...new Set([deliveryId, ...(invoiceId === null ? [] : [invoiceId])])];
  const ownerColumn = owner.customerId !== undefined ? sql`customer_id` : sql`guest_id`;
  // One statement (the cart made on first use): KEY SHARE keeps the addresses from being deleted
  // until the cart points at them; a delete that waited then empties the cart's choice, rather
  // than the update failing its foreign key. No row when an address is not the owner's.
  const [row] = await queryRows<{
    id: number;
    deliveryAddressId: number | null;
    invoiceAddressId: number | null;
  }>(
    db,
    sql`WITH found AS (
        SELECT ${addresses.id} FROM ${addresses}
        WHERE ${and(inArray(addresses.id, wanted), owns(owner))} FOR KEY SHARE)
      INSERT INTO carts (${ownerColumn}, delivery_address_id, invoice_address_id, updated_at)
      SELECT ${owner.customerId ?? owner.guestId}::int, ${deliveryId}::int, ${invoiceId}::int, now()
      WHERE (SELECT count(*) FROM found) = ${wanted.length}
      ON CONFLICT (${ownerColumn}) DO UPDATE SET delivery_address_id = excluded.delivery_address_id,
        invoice_address_id = excluded.invoice_address_id, updated_at = excluded.updated_at
      RETURNING id, delivery_address_id AS "deliveryAddressId",
        invoice_address_id AS "invoiceAddressId"`,
  );
  if (!row) throw new ApiError("record_not_found", 404);
  return cartAddresses(row);
}

/** The spec's removeInvoiceAddressCart: the invoice goes to the delivery address again. */
export async function removeInvoiceAddress(
  db: Database,
  owner: Owner,
  cartId: number,
): Promise<CartAddresses> {
  const [row] = await db
    .update(carts)
    .set({ invoiceAddressId: sql`${carts.deliveryAddressId}` })
    .where(and(eq(carts.id, cartId), ownerWhere(owner)))
    .returning();
  if (!row) throw new ApiError("record_not_found", 404);
  return cartAddresses(row);
}

/** Section 4's order address check, on the two ids a cart keeps (null: none chosen). */
export function orderAddressCode(
  deliveryId: number | null,
  invoiceId: number | null,
): OrderAddressCode {
  if (deliveryId === null && invoiceId === null) return "no_two_address";
  if (deliveryId === null) return "no_delivery_address";
  if (invoiceId === null) return "no_invoice_address";
  return "no_problem";
}

function cartAddresses(cart: {
  id: number;
  deliveryAddressId: number | null;
  invoiceAddressId: number | null;
}): CartAddresses {
  return {
    code: orderAddressCode(cart.deliveryAddressId, cart.invoiceAddressId),
    cart_id: cart.id,
    delivery_address_id: cart.deliveryAddressId,
    invoice_address_id: cart.invoiceAddressId,
    same_for_invoice:
      cart.deliveryAddressId !== null && cart.invoiceAddressId === cart.deliveryAddressId,
  };
}

/** The check on the caller's cart; a shopper without a cart has chosen nothing yet. */
export async function checkOrderAddress(db: Database, owner: Owner) {
  const cart = await findCart(db, owner);
  return {
    code: orderAddressCode(cart?.deliveryAddressId ?? null, cart?.invoiceAddressId ?? null),
  };
}
