// The shop's cargo companies as the admin keeps them: every company, active or not, its prices
// (base price up to the base desi, a price per extra desi, the free-cargo threshold) in the
// shop's currency. One default at a time; a company orders still name is not deleted
// (record_in_use): it is turned off instead.
import { asc, eq } from "drizzle-orm";
import {
  type AdminCargoCompany,
  type AdminCargoCompanyInput,
  DEFAULT_CURRENCY_ID,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { cargoCompanies, currencies } from "../../db/schema/index.ts";
import { isReferenced, uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";

const columns = {
  id: cargoCompanies.id,
  code: cargoCompanies.code,
  name: cargoCompanies.name,
  tracking_url_template: cargoCompanies.trackingUrlTemplate,
  base_price: cargoCompanies.basePrice,
  base_desi: cargoCompanies.baseDesi,
  extra_desi_price: cargoCompanies.extraDesiPrice,
  free_shipping_threshold: cargoCompanies.freeShippingThreshold,
  delivery_days_min: cargoCompanies.deliveryDaysMin,
  delivery_days_max: cargoCompanies.deliveryDaysMax,
  is_default: cargoCompanies.isDefault,
  is_active: cargoCompanies.isActive,
  sort_order: cargoCompanies.sortOrder,
  currency_code: currencies.code,
};

async function select(db: Database, id?: number): Promise<AdminCargoCompany[]> {
  const rows = await db
    .select(columns)
    .from(cargoCompanies)
    .innerJoin(currencies, eq(currencies.id, cargoCompanies.currencyId))
    .where(id === undefined ? undefined : eq(cargoCompanies.id, id))
    .orderBy(asc(cargoCompanies.sortOrder), asc(cargoCompanies.id));
  return rows.map((row) => ({ ...row, base_desi: Number(row.base_desi) }));
}

export const listCargoCompanies = (db: Database) => select(db);

function values(input: AdminCargoCompanyInput) {
  if (input.delivery_days_max < input.delivery_days_min)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "delivery_days_max", code: "too_small" }],
    });
  if (input.is_default && !input.is_active)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "is_active", code: "invalid_value" }],
    });
  return {
    code: input.code,
    name: input.name,
    trackingUrlTemplate: input.tracking_url_template,
    currencyId: DEFAULT_CURRENCY_ID,
    basePrice: input.base_price,
    baseDesi: input.base_desi.toFixed(2),
    extraDesiPrice: input.extra_desi_price,
    freeShippingThreshold: input.free_shipping_threshold,
    deliveryDaysMin: input.delivery_days_min,
    deliveryDaysMax: input.delivery_days_max,
    isDefault: input.is_default,
    isActive: input.is_active,
    sortOrder: input.sort_order,
  };
}

function refusal(error: unknown): never {
  if (uniqueViolation(error) === "cargo_companies_code_key")
    throw new ApiError("validation_error", 409, {
      fields: [{ field: "code", code: "already_used" }],
    });
  if (isReferenced(error)) throw new ApiError("record_in_use", 409);
  throw error;
}

async function save(db: Database, id: number | undefined, input: AdminCargoCompanyInput) {
  const row = values(input);
  try {
    return await db.transaction(async (tx) => {
      // The new default takes over from the old one.
      if (row.isDefault) await tx.update(cargoCompanies).set({ isDefault: false });
      const [saved] =
        id === undefined
          ? await tx.insert(cargoCompanies).values(row).returning({ id: cargoCompanies.id })
          : await tx
              .update(cargoCompanies)
              .set(row)
              .where(eq(cargoCompanies.id, id))
              .returning({ id: cargoCompanies.id });
      if (!saved) throw new ApiError("record_not_found", 404);
      return saved.id;
    });
  } catch (error) {
    return refusal(error);
  }
}

async function readOne(db: Database, id: number) {
  const [company] = await select(db, id);
  if (!company) throw new ApiError("record_not_found", 404);
  return company;
}

export const createCargoCompany = async (db: Database, input: AdminCargoCompanyInput) =>
  readOne(db, await save(db, undefined, input));

export const updateCargoCompany = async (db: Database, id: number, input: AdminCargoCompanyInput) =>
  readOne(db, await save(db, id, input));

export async function deleteCargoCompany(db: Database, id: number) {
  let deleted: { id: number }[];
  try {
    deleted = await db.transaction((tx) =>
      tx
        .delete(cargoCompanies)
        .where(eq(cargoCompanies.id, id))
        .returning({ id: cargoCompanies.id }),
    );
  } catch (error) {
    return refusal(error);
  }
  if (deleted.length === 0) throw new ApiError("record_not_found", 404);
}
