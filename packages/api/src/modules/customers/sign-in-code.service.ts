// Sign-in links (`?token=` on any page, spec section 4). The link carries a code, never a session:
// 32 random bytes, only its SHA-256 stored, usable once within a few minutes. Using it is one
// conditional UPDATE (two uses at the same moment succeed once) that hands out a fresh session
// token. Who makes links: a customer for itself (say, an app opening the web shop) and an admin
// for a customer ("sign in as this customer"; traced as an admin write).
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { customers, signInCodes } from "../../db/schema/index.ts";
import type { ApiConfig, Identity } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { hashToken, issueToken } from "../auth/token.service.ts";
import type { CustomerRow } from "./customers.service.ts";

const expired = () => new ApiError("sign_in_link_expired", 410);

export async function createSignInCode(
  db: Database,
  config: ApiConfig,
  caller: Identity,
  customerId: number | undefined,
): Promise<{ code: string; expiresAt: Date }> {
  let owner: number;
  let adminId: number | null = null;
  if (caller.kind === "customer") {
    if (customerId !== undefined && customerId !== caller.customerId)
      throw new ApiError("record_not_found", 404);
    owner = caller.customerId;
  } else if (caller.kind === "admin") {
    if (customerId === undefined)
      throw new ApiError("validation_error", 400, {
        fields: [{ field: "customer_id", in: "body", code: "required" }],
      });
    owner = customerId;
    adminId = caller.adminId;
  } else {
    throw new ApiError("unauthorized", 401);
  }
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, owner), eq(customers.isActive, true)))
    .limit(1);
  if (!customer) throw new ApiError("record_not_found", 404);
  const code = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(signInCodes)
    .values({
      codeHash: hashToken(code),
      customerId: owner,
      createdByAdminId: adminId,
      expiresAt: sql`now() + make_interval(secs => ${config.signInCodeLifetimeSeconds})`,
    })
    .returning({ expiresAt: signInCodes.expiresAt });
  if (!row) throw new Error("sign-in code insert returned nothing");
  return { code, expiresAt: row.expiresAt };
}

const usable = (code: string) =>
  and(
    eq(signInCodes.codeHash, hashToken(code)),
    isNull(signInCodes.usedAt),
    sql`${signInCodes.expiresAt} > now()`,
  );

/** Whom a still usable code signs in, without using it up (for the "continue as …?" page). */
export async function signInCodeOwner(
  db: Database,
  code: string,
): Promise<{ customerId: number; name: string; surname: string; expiresAt: Date }> {
  const [row] = await db
    .select({
      customerId: customers.id,
      name: customers.name,
      surname: customers.surname,
      expiresAt: signInCodes.expiresAt,
    })
    .from(signInCodes)
    .innerJoin(customers, eq(customers.id, signInCodes.customerId))
    .where(and(usable(code), eq(customers.isActive, true)))
    .limit(1);
  if (!row) throw expired();
  return row;
}

/**
 * Uses the code up and issues a fresh session token for its customer. When another customer is
 * signed in on the calling browser (`signedIn`), nothing happens until the shopper confirmed the
 * switch (`confirmed`): a link must not silently swap one member's session for another's.
 */
export async function exchangeSignInCode(
  db: Database,
  config: ApiConfig,
  input: { code: string; signedIn: number | undefined; confirmed: boolean },
): Promise<{ customer: CustomerRow; token: string; expiresAt: Date }> {
  if (input.signedIn !== undefined && !input.confirmed) {
    const owner = await signInCodeOwner(db, input.code);
    if (owner.customerId !== input.signedIn) throw new ApiError("sign_in_switch_unconfirmed", 409);
  }
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(signInCodes)
      .set({ usedAt: sql`now()` })
      .where(usable(input.code))
      .returning({ customerId: signInCodes.customerId });
    if (!used) throw expired();
    const [customer] = await tx
      .update(customers)
      .set({ lastLoginAt: sql`now()` })
      .where(and(eq(customers.id, used.customerId), eq(customers.isActive, true)))
      .returning();
    if (!customer) throw expired();
    const issued = await issueToken(
      tx,
      { kind: "customer", customerId: customer.id },
      config.tokenLifetimeSeconds,
    );
    return { customer, token: issued.token, expiresAt: issued.expiresAt };
  });
}

/** Deletes codes that expired more than a day ago. */
export async function pruneSignInCodes(db: Database): Promise<void> {
  await db.delete(signInCodes).where(sql`${signInCodes.expiresAt} < now() - interval '1 day'`);
}
