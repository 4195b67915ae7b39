// Members of the shop: registration with the specification's rules (section 5) and reading a
// customer's own profile. Unique e-mail and phone are enforced by the database's unique indexes;
// the check before the insert only makes the answer say which field collided.
import { eq, or, sql } from "drizzle-orm";
import {
  type Customer,
  type CustomerRegistration,
  type LanguageCode,
  normalizePhone,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { customers } from "../../db/schema/index.ts";
import { isCommonPassword } from "../../lib/common-passwords.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError, type FieldProblem } from "../../lib/errors.ts";
import { hashPassword, type ScryptCost } from "../auth/password.ts";
import { issueToken } from "../auth/token.service.ts";
import { isPlaceholderPhone } from "./placeholder-phone.ts";

export type CustomerRow = typeof customers.$inferSelect;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    // An account made by social sign-in has no phone until the customer gives one.
    phone: isPlaceholderPhone(row.phone) ? "" : row.phone,
    gender: (row.gender as Customer["gender"]) ?? null,
    birthday: row.birthday ?? null,
    identity_number: row.identityNumber ?? null,
    fax: row.fax ?? null,
    home_phone: row.homePhone ?? null,
    office_phone: row.officePhone ?? null,
    language: row.languageCode,
    marketing_consent: row.marketingConsent,
    phone_confirmed: row.phoneConfirmedAt !== null,
    image_url: row.profileImagePath ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export const blankToNull = (value: string | null | undefined) =>
  value == null || value.trim() === "" ? null : value.trim();
export const phoneOrNull = (value: string | null | undefined) => {
  const v = blankToNull(value);
  return v === null ? null : normalizePhone(v);
};

/** The rules a new password meets beyond its length (the contract's NewPassword checks that). */
export function assertPasswordAllowed(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new ApiError("validation_error", 400, {
      fields: [{ field, in: "body", code: "password_too_common" }],
    });
}

export function conflict(fields: Array<"email" | "phone">): ApiError {
  return new ApiError("email_or_phone_already_used", 409, {
    fields: fields.map((field): FieldProblem => ({ field, in: "body", code: "already_used" })),
  });
}

/** Registers a customer and signs them in, in one transaction: both happen or neither. */
export async function registerCustomer(
  db: Database,
  input: CustomerRegistration,
  options: { language: LanguageCode; passwordCost: ScryptCost; tokenLifetimeSeconds: number },
): Promise<{ customer: CustomerRow; token: string; expiresAt: Date }> {
  const email = input.email.trim().toLowerCase();
  const phone = normalizePhone(input.phone);
  if (!phone)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "phone", in: "body", code: "invalid_phone" }],
    });

  assertPasswordAllowed(input.password, "password");

  const taken = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(or(sql`lower(${customers.email}) = ${email}`, eq(customers.phone, phone)));
  if (taken.length) {
    const fields: Array<"email" | "phone"> = [];
    if (taken.some((row) => row.email.toLowerCase() === email)) fields.push("email");
    if (taken.some((row) => row.phone === phone)) fields.push("phone");
    throw conflict(fields);
  }

  const passwordHash = await hashPassword(input.password, options.passwordCost);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          name: input.name.trim(),
          surname: input.surname.trim(),
          email,
          phone,
          passwordHash,
          gender: input.gender ?? null,
          birthday: blankToNull(input.birthday),
          identityNumber: blankToNull(input.identity_number),
          fax: phoneOrNull(input.fax),
          homePhone: phoneOrNull(input.home_phone),
          officePhone: phoneOrNull(input.office_phone),
          languageCode: options.language,
          kvkkAcceptedAt: sql`now()`,
          membershipAcceptedAt: sql`now()`,
          marketingConsent: input.marketing_consent ?? false,
        })
        .returning();
      if (!row) throw new Error("customer insert returned nothing");
      const issued = await issueToken(
        tx,
        { kind: "customer", customerId: row.id },
        options.tokenLifetimeSeconds,
      );
      return { customer: row, token: issued.token, expiresAt: issued.expiresAt };
    });
  } catch (error) {
    // Two registrations racing with the same e-mail or phone: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint === "customers_email_key") throw conflict(["email"]);
    if (constraint === "customers_phone_key") throw conflict(["phone"]);
    throw error;
  }
}

export async function findCustomer(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

export async function findCustomerByEmail(
  db: Database,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}
