// The shop's first admin: from ADMIN_EMAIL and ADMIN_PASSWORD when set (the password is brought
// in line with the environment on every start), otherwise generated once, on the first start,
// and handed over that one time (see `deliverGenerated` in index.ts). The generated e-mail has a
// random part, so that nobody can aim sign-in attempts at a well-known admin address.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { admins } from "../db/schema/index.ts";
import {
  DEFAULT_SCRYPT_COST,
  hashPassword,
  type ScryptCost,
  verifyPassword,
} from "../modules/auth/password.ts";
import type { SeedLog } from "./reference.ts";

/** A new admin address each time one is generated: admin-1a2b3c4d@example.com. */
export function generatedAdminEmail(): string {
  return `admin-${randomBytes(4).toString("hex")}@example.com`;
}

export async function ensureAdmin(
  db: Database,
  options: {
    admin: { email: string; password: string } | undefined;
    log: SeedLog;
    /** Where the generated credentials are handed over, once. */
    print: (text: string) => void;
    cost?: ScryptCost;
  },
): Promise<void> {
  const cost = options.cost ?? DEFAULT_SCRYPT_COST;
  if (options.admin) {
    const email = options.admin.email.toLowerCase();
    const [existing] = await db.select().from(admins).where(sql`lower(${admins.email}) = ${email}`);
    if (!existing) {
      await db
        .insert(admins)
        .values({
          email,
          name: "Admin",
          passwordHash: await hashPassword(options.admin.password, cost),
        })
        .onConflictDoNothing();
      options.log("admin account created from ADMIN_EMAIL", { email });
    } else if (
      !(await verifyPassword(options.admin.password, existing.passwordHash)) ||
      !existing.isActive
    ) {
      await db
        .update(admins)
        .set({ passwordHash: await hashPassword(options.admin.password, cost), isActive: true })
        .where(eq(admins.id, existing.id));
      options.log("admin password set from ADMIN_PASSWORD", { email });
    }
    return;
  }
  const [any] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (any) return;
  const email = generatedAdminEmail();
  const password = randomBytes(12).toString("base64url");
  const inserted = await db
    .insert(admins)
    .values({
      email,
      name: "Admin",
      passwordHash: await hashPassword(password, cost),
    })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  if (!inserted.length) return;
  options.print(
    [
      "",
      "  An admin account was created for this shop. This is the only time the password is shown:",
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      "  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
      "",
    ].join("\n"),
  );
}
