// The address book of a customer or a guest, the cart's chosen delivery and invoice addresses,
// and the order address check of section 4. Every query names the owner, so another shopper's
// address or cart id answers 404 and changes nothing.
import { and, count, eq, sql } from "drizzle-orm";
import {
  type Address,
  type AddressInput,
  type LanguageCode,
  normalizePhone,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { addresses, carts, cities, countries, states } from "../../db/schema/index.ts";
import { ApiError, type FieldProblem } from "../../lib/errors.ts";
import type { Owner } from "../../lib/require-identity.ts";
import { ensureCart } from "../cart/cart.service.ts";
import { findCart, ownerWhere } from "../cart/cart-view.service.ts";
import { queryRows } from "../catalog/catalog.service.ts";

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

export async function addAddress(
  db: Database,
  owner: Owner,
  input: ParsedAddress,
  lang: LanguageCode,
): Promise<Address> {
  await checkAddress(db, owner, input);
  const [row] = await db.transaction(async (tx) => {
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

/** Deletes an address; a cart that had chosen it simply has no address there any more. */
export async function deleteAddress(db: Database, owner: Owner, id: number): Promise<void> {
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), owns(owner)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw new ApiError("record_not_found", 404);
}

async function ownsAddress(db: Database, owner: Owner, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, id), owns(owner)));
  return row !== undefined;
}

/** The cart's delivery address and, when it differs, its invoice address. */
export async function chooseCartAddresses(
  db: Database,
  owner: Owner,
  deliveryId: number,
  invoiceId: number | null,
): Promise<void> {
  if (!(await ownsAddress(db, owner, deliveryId))) throw new ApiError("record_not_found", 404);
  if (invoiceId !== null && !(await ownsAddress(db, owner, invoiceId)))
    throw new ApiError("record_not_found", 404);
  const cart = await ensureCart(db, owner);
  await db
    .update(carts)
    .set({
      deliveryAddressId: deliveryId,
      invoiceAddressId: invoiceId === deliveryId ? null : invoiceId,
    })
    .where(eq(carts.id, cart.id));
}

export async function removeInvoiceAddress(db: Database, owner: Owner, cartId: number) {
  const changed = await db
    .update(carts)
    .set({ invoiceAddressId: null })
    .where(and(eq(carts.id, cartId), ownerWhere(owner)))
    .returning({ id: carts.id });
  if (changed.length === 0) throw new ApiError("record_not_found", 404);
}

/**
 * Section 4's order address check. The invoice goes to the delivery address unless another is
 * chosen, so a cart with a delivery address has both.
 */
export async function checkOrderAddress(db: Database, owner: Owner) {
  const cart = await findCart(db, owner);
  const delivery = cart?.deliveryAddressId ?? null;
  const invoice = cart?.invoiceAddressId ?? delivery;
  if (delivery === null && invoice === null) return { code: "no_two_address" as const };
  if (delivery === null) return { code: "no_delivery_address" as const };
  if (invoice === null) return { code: "no_invoice_address" as const };
  return { code: "no_problem" as const };
}
