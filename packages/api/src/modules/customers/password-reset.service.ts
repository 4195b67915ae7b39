// A forgotten password: a single-use link by e-mail (the outbox), valid one hour. The link's
// token is 32 random bytes; only its SHA-256 is stored. A newer link replaces the older ones.
// Using the link is one conditional UPDATE, so two uses at once succeed once; it sets the
// password and ends every session of the member.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { LanguageCode, PasswordReset } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { customers, passwordResetTokens } from "../../db/schema/index.ts";
import type { ApiConfig } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { networkOf } from "../../lib/network.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { hashPassword } from "../auth/password.ts";
import { hashToken, revokeAllTokens } from "../auth/token.service.ts";
import { enqueueMessage } from "../outbox/outbox.service.ts";
import { resetMessage } from "./account-mail.ts";
import { assertPasswordAllowed, findCustomerByEmail } from "./customers.service.ts";

export const RESET_LINK_LIFETIME_SECONDS = 3600;

const expired = () => new ApiError("password_link_expired", 410);

/**
 * Puts the e-mail with a new link into the outbox, in the caller's language. Asks are counted
 * per client address and per e-mail address before anything is looked up, so neither guessing
 * addresses nor flooding one mailbox gets far.
 */
export async function requestPasswordReset(
  db: Database,
  config: ApiConfig,
  email: string,
  address: string | undefined,
  lang: LanguageCode,
): Promise<{ expiresIn: number }> {
  const normalized = email.trim().toLowerCase();
  const { perEmail, perAddress, windowSeconds } = config.passwordResetLimits;
  if (address)
    await enforceLimit(db, `reset:address:${networkOf(address)}`, perAddress, windowSeconds);
  await enforceLimit(db, `reset:email:${normalized}`, perEmail, windowSeconds);

  const customer = await findCustomerByEmail(db, normalized);
  if (!customer?.isActive) throw new ApiError("email_not_found", 404);

  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.customerId, customer.id), isNull(passwordResetTokens.usedAt)),
      );
    await tx.insert(passwordResetTokens).values({
      customerId: customer.id,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${RESET_LINK_LIFETIME_SECONDS})`,
    });
    await enqueueMessage(
      tx,
      resetMessage({ email: customer.email, name: customer.name }, token, lang),
    );
  });
  return { expiresIn: RESET_LINK_LIFETIME_SECONDS };
}

/** Whether a link still works: known, unused, not expired, of an active member. */
export async function checkResetToken(db: Database, token: string): Promise<{ expiresAt: Date }> {
  const [row] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
        eq(customers.isActive, true),
      ),
    )
    .limit(1);
  if (!row) throw expired();
  return row;
}

/**
 * Sets the new password with the link: the password is checked first (a refused one leaves the
 * link usable), then the link is taken in one conditional UPDATE, the password written, every
 * token of the member revoked and the member's other links deleted, all in one transaction.
 * Answers whose password it was.
 */
export async function resetPassword(
  db: Database,
  config: ApiConfig,
  input: PasswordReset,
): Promise<number> {
  assertPasswordAllowed(input.password, "password");
  const passwordHash = await hashPassword(input.password, config.passwordCost);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          sql`${passwordResetTokens.expiresAt} > now()`,
        ),
      )
      .returning({ id: passwordResetTokens.id, customerId: passwordResetTokens.customerId });
    if (!link) throw expired();
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash })
      .where(and(eq(customers.id, link.customerId), eq(customers.isActive, true)))
      .returning({ id: customers.id });
    if (!updated) throw expired();
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.customerId, link.customerId),
          sql`${passwordResetTokens.id} <> ${link.id}`,
        ),
      );
    await revokeAllTokens(tx, { kind: "customer", customerId: link.customerId });
    return link.customerId;
  });
}
