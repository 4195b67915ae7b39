// What a member does with the account itself: change the profile, change the password, delete
// the account. Changing the password or deleting the account ends every session; deleting
// anonymises the member and keeps the orders, whose copies of names and addresses stay for the
// accounts (an invoice is kept for ten years in Turkey).
import { and, eq, ne, or, sql } from "drizzle-orm";
import {
  type CustomerUpdate,
  type LanguageCode,
  normalizePhone,
  type PasswordChange,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import {
  addresses,
  carts,
  customerFavorites,
  customerIdentities,
  customerSessions,
  customers,
  guests,
  passwordResetTokens,
  stockNotifications,
} from "../../db/schema/index.ts";
import type { ApiConfig } from "../../lib/app-env.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";
import { clearLimit, hitLimit } from "../../lib/rate-limit.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { issueToken, revokeAllTokens } from "../auth/token.service.ts";
import { removePictureFiles } from "../images/images.service.ts";
import { enqueueMessage } from "../outbox/outbox.service.ts";
import { emailChangedMessage } from "./account-mail.ts";
import {
  assertPasswordAllowed,
  blankToNull,
  type CustomerRow,
  conflict,
  phoneOrNull,
} from "./customers.service.ts";

async function activeCustomer(db: Database, customerId: number): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.isActive, true)))
    .limit(1);
  if (!row) throw new ApiError("unauthorized", 401);
  return row;
}

/** A field the update may leave out (unchanged), or clear with "" or null. */
function kept<T>(given: T | undefined, current: T, convert: (v: T) => T): T {
  return given === undefined ? current : convert(given);
}

/**
 * Replaces the profile's fields. E-mail and phone stay unique (the database's unique indexes
 * decide a race); a new phone number has to be confirmed again; the old e-mail address is told of
 * a change of e-mail.
 */
export async function updateCustomer(
  db: Database,
  customerId: number,
  input: CustomerUpdate,
  lang: LanguageCode,
): Promise<CustomerRow> {
  const current = await activeCustomer(db, customerId);
  const email = input.email.trim().toLowerCase();
  const phone = normalizePhone(input.phone);
  if (!phone)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "phone", in: "body", code: "invalid_phone" }],
    });

  const taken = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(
      and(
        ne(customers.id, customerId),
        or(sql`lower(${customers.email}) = ${email}`, eq(customers.phone, phone)),
      ),
    );
  if (taken.length) {
    const fields: Array<"email" | "phone"> = [];
    if (taken.some((row) => row.email.toLowerCase() === email)) fields.push("email");
    if (taken.some((row) => row.phone === phone)) fields.push("phone");
    throw conflict(fields);
  }

  const emailChanged = email !== current.email.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(customers)
        .set({
          name: input.name.trim(),
          surname: input.surname.trim(),
          email,
          phone,
          phoneConfirmedAt: phone === current.phone ? current.phoneConfirmedAt : null,
          gender: kept(input.gender, current.gender, (v) => (v ? v : null)),
          birthday: kept(input.birthday, current.birthday, blankToNull),
          identityNumber: kept(input.identity_number, current.identityNumber, blankToNull),
          fax: kept(input.fax, current.fax, phoneOrNull),
          homePhone: kept(input.home_phone, current.homePhone, phoneOrNull),
          officePhone: kept(input.office_phone, current.officePhone, phoneOrNull),
          marketingConsent: input.marketing_consent ?? current.marketingConsent,
        })
        .where(and(eq(customers.id, customerId), eq(customers.isActive, true)))
        .returning();
      if (!row) throw new ApiError("unauthorized", 401);
      if (emailChanged) {
        await enqueueMessage(
          tx,
          emailChangedMessage({ email: current.email, name: current.name }, email, lang),
        );
      }
      return row;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === "customers_email_key") throw conflict(["email"]);
    if (constraint === "customers_phone_key") throw conflict(["phone"]);
    throw error;
  }
}

/**
 * Checks the password a signed-in member typed to confirm a change. Wrong guesses are counted per
 * account (the sign-in's per-account number in its window), so a stolen session cannot try
 * passwords without end; the right one clears the count.
 */
async function confirmPassword(
  db: Database,
  config: ApiConfig,
  customer: CustomerRow,
  password: string,
): Promise<void> {
  const key = `password-confirm:customer:${customer.id}`;
  const { perAccount, windowSeconds } = config.loginLimits;
  const state = await hitLimit(db, key, windowSeconds);
  if (state.hits > perAccount) {
    const retryAfter = Math.max(1, state.retryAfter);
    throw new ApiError("too_many_attempts", 429, {
      params: { minutes: Math.ceil(retryAfter / 60) },
      headers: { "Retry-After": String(retryAfter) },
    });
  }
  if (!customer.passwordHash || !(await verifyPassword(password, customer.passwordHash))) {
    throw new ApiError("wrong_password", 400);
  }
  await clearLimit(db, key);
}

/**
 * Sets a new password after checking the current one, then rotates the sessions: every token of
 * the member is revoked (the caller's too) and one new token is issued to the caller.
 */
export async function changePassword(
  db: Database,
  config: ApiConfig,
  customerId: number,
  input: PasswordChange,
): Promise<{ customer: CustomerRow; token: string; expiresAt: Date }> {
  const customer = await activeCustomer(db, customerId);
  await confirmPassword(db, config, customer, input.current_password);
  assertPasswordAllowed(input.new_password, "new_password");
  if (input.new_password === input.current_password)
    throw new ApiError("password_not_updated", 400);
  const passwordHash = await hashPassword(input.new_password, config.passwordCost);
  return db.transaction(async (tx) => {
    // Only if the password is still the one just checked: two changes at once succeed once.
    const [row] = await tx
      .update(customers)
      .set({ passwordHash })
      .where(
        and(
          eq(customers.id, customerId),
          eq(customers.isActive, true),
          eq(customers.passwordHash, customer.passwordHash as string),
        ),
      )
      .returning();
    if (!row) throw new ApiError("password_not_updated", 409);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, customerId));
    await revokeAllTokens(tx, { kind: "customer", customerId });
    const issued = await issueToken(
      tx,
      { kind: "customer", customerId },
      config.tokenLifetimeSeconds,
    );
    return { customer: row, token: issued.token, expiresAt: issued.expiresAt };
  });
}

/** What a deleted account's row keeps: nothing that names or reaches the person. */
function anonymous(customerId: number) {
  return {
    name: "Silinmiş üye",
    surname: "",
    // .invalid never resolves (RFC 2606) and the e-mail rule refuses a 7-letter top-level part,
    // so no registration can ever take these; the real address and number are free again.
    email: `deleted-${customerId}@deleted.invalid`,
    // +999 is a country code ITU keeps unassigned.
    phone: `+999${String(customerId).padStart(10, "0")}`,
  };
}

/**
 * Deletes the account at the member's request (with the password): the profile is anonymised,
 * addresses, cart, favourites, stock notifications, sessions and reset links are deleted, every
 * token is revoked. Orders stay, with their own copies of the names and addresses.
 */
export async function deleteAccount(
  db: Database,
  config: ApiConfig,
  customerId: number,
  password: string,
): Promise<{ deletedAt: Date }> {
  const customer = await activeCustomer(db, customerId);
  await confirmPassword(db, config, customer, password);
  const deletedAt = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({
        ...anonymous(customerId),
        passwordHash: null,
        gender: null,
        birthday: null,
        identityNumber: null,
        fax: null,
        homePhone: null,
        officePhone: null,
        profileImagePath: null,
        marketingConsent: false,
        phoneConfirmedAt: null,
        isActive: false,
        deletedAt: sql`now()`,
      })
      .where(and(eq(customers.id, customerId), eq(customers.isActive, true)))
      .returning({ deletedAt: customers.deletedAt });
    if (!row?.deletedAt) throw new ApiError("unauthorized", 401);
    await tx.delete(carts).where(eq(carts.customerId, customerId));
    await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    await tx.delete(customerFavorites).where(eq(customerFavorites.customerId, customerId));
    await tx.delete(stockNotifications).where(eq(stockNotifications.customerId, customerId));
    await tx.delete(customerSessions).where(eq(customerSessions.customerId, customerId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, customerId));
    await tx.delete(customerIdentities).where(eq(customerIdentities.customerId, customerId));
    await tx.update(guests).set({ customerId: null }).where(eq(guests.customerId, customerId));
    await revokeAllTokens(tx, { kind: "customer", customerId });
    return row.deletedAt;
  });
  if (customer.profileImagePath)
    await removePictureFiles(config.uploads, customer.profileImagePath);
  return { deletedAt };
}
