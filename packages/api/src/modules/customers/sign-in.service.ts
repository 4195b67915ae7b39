// A customer's sign-in with e-mail and password: slowed and limited like every sign-in
// (auth's countAttempt), the password's hash renewed when its cost has gone up.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { customers } from "../../db/schema/index.ts";
import type { ApiConfig } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { countAttempt } from "../auth/auth.service.ts";
import { hashPassword, needsRehash, verifyPassword } from "../auth/password.ts";
import { issueToken } from "../auth/token.service.ts";
import { type CustomerRow, findCustomerByEmail } from "./customers.service.ts";

export async function loginCustomer(
  db: Database,
  config: ApiConfig,
  credentials: { email: string; password: string },
  address: string | undefined,
): Promise<{ customer: CustomerRow; token: string; expiresAt: Date }> {
  const email = credentials.email.trim().toLowerCase();
  const attempt = await countAttempt(db, config, {
    kind: "customer",
    email,
    address,
  });
  const customer = await findCustomerByEmail(db, email);
  if (!customer?.isActive || !customer.passwordHash) {
    await attempt.failed("user_not_found");
    throw new ApiError("user_not_found", 401);
  }
  if (!(await verifyPassword(credentials.password, customer.passwordHash))) {
    await attempt.failed("wrong_password");
    throw new ApiError("wrong_password", 401);
  }
  await attempt.succeeded(customer.id);
  const passwordHash = needsRehash(customer.passwordHash, config.passwordCost)
    ? await hashPassword(credentials.password, config.passwordCost)
    : customer.passwordHash;
  await db
    .update(customers)
    .set({ lastLoginAt: sql`now()`, passwordHash })
    .where(eq(customers.id, customer.id));
  const issued = await issueToken(
    db,
    { kind: "customer", customerId: customer.id },
    config.tokenLifetimeSeconds,
  );
  return { customer, token: issued.token, expiresAt: issued.expiresAt };
}
