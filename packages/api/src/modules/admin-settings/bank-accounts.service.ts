// The bank accounts the checkout shows for wire transfer, as the admin keeps them. An IBAN is
// stored without spaces and only with right check digits (ISO 13616 mod 97); an account orders
// still name is not deleted (record_in_use): it is turned off instead.
import { asc, eq } from "drizzle-orm";
import type { AdminBankAccount, AdminBankAccountInput } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { bankAccounts, currencies } from "../../db/schema/index.ts";
import { isReferenced, uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";

export function ibanIsValid(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const columns = {
  id: bankAccounts.id,
  bank_name: bankAccounts.bankName,
  branch_name: bankAccounts.branchName,
  branch_code: bankAccounts.branchCode,
  account_holder: bankAccounts.accountHolder,
  account_number: bankAccounts.accountNumber,
  iban: bankAccounts.iban,
  is_active: bankAccounts.isActive,
  sort_order: bankAccounts.sortOrder,
  currency_code: currencies.code,
};

const select = (db: Database, id?: number): Promise<AdminBankAccount[]> =>
  db
    .select(columns)
    .from(bankAccounts)
    .innerJoin(currencies, eq(currencies.id, bankAccounts.currencyId))
    .where(id === undefined ? undefined : eq(bankAccounts.id, id))
    .orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.id));

export const listBankAccountsForAdmin = (db: Database) => select(db);

const invalid = (field: string) =>
  new ApiError("validation_error", 400, { fields: [{ field, code: "invalid_value" }] });

async function values(db: Database, input: AdminBankAccountInput) {
  if (!ibanIsValid(input.iban)) throw invalid("iban");
  const [currency] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, input.currency_code));
  if (!currency) throw invalid("currency_code");
  return {
    bankName: input.bank_name,
    branchName: input.branch_name,
    branchCode: input.branch_code,
    accountHolder: input.account_holder,
    accountNumber: input.account_number,
    iban: input.iban,
    currencyId: currency.id,
    isActive: input.is_active,
    sortOrder: input.sort_order,
  };
}

function refusal(error: unknown): never {
  if (uniqueViolation(error) === "bank_accounts_iban_key")
    throw new ApiError("validation_error", 409, {
      fields: [{ field: "iban", code: "already_used" }],
    });
  if (isReferenced(error)) throw new ApiError("record_in_use", 409);
  throw error;
}

async function readOne(db: Database, id: number) {
  const [account] = await select(db, id);
  if (!account) throw new ApiError("record_not_found", 404);
  return account;
}

export async function createBankAccount(db: Database, input: AdminBankAccountInput) {
  const row = await values(db, input);
  try {
    const [saved] = await db.insert(bankAccounts).values(row).returning({ id: bankAccounts.id });
    return readOne(db, saved?.id ?? 0);
  } catch (error) {
    return refusal(error);
  }
}

export async function updateBankAccount(db: Database, id: number, input: AdminBankAccountInput) {
  const row = await values(db, input);
  let saved: { id: number }[];
  try {
    saved = await db
      .update(bankAccounts)
      .set(row)
      .where(eq(bankAccounts.id, id))
      .returning({ id: bankAccounts.id });
  } catch (error) {
    return refusal(error);
  }
  if (saved.length === 0) throw new ApiError("record_not_found", 404);
  return readOne(db, id);
}

export async function deleteBankAccount(db: Database, id: number) {
  let deleted: { id: number }[];
  try {
    deleted = await db.transaction((tx) =>
      tx.delete(bankAccounts).where(eq(bankAccounts.id, id)).returning({ id: bankAccounts.id }),
    );
  } catch (error) {
    return refusal(error);
  }
  if (deleted.length === 0) throw new ApiError("record_not_found", 404);
}
