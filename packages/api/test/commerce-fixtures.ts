// A small shop to sell from in tests: a category tree, products (one with sub-products), a cargo
// company, campaigns and coupons, written straight into the test's database.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import {
  addresses,
  bankAccounts,
  campaigns,
  campaignTranslations,
  cargoCompanies,
  carts,
  categories,
  categoryTranslations,
  coupons,
  guests,
  productPersonalizations,
  productPersonalizationTranslations,
  products,
  productTranslations,
  properties,
  propertyTranslations,
  propertyValues,
  propertyValueTranslations,
  subProducts,
} from "../src/db/schema/index.ts";
import type { Owner } from "../src/lib/require-identity.ts";
import { answerOf, client, registerMember, type TestApi } from "./harness.ts";

const LANGS = ["tr", "en", "ar"] as const;
let serial = 0;
const next = () => `${process.pid % 1000}-${++serial}`;

export async function insertCategory(db: Database, parentId: number | null = null) {
  const code = `cat-${next()}`;
  const [row] = await db
    .insert(categories)
    .values({ code, parentId })
    .returning({ id: categories.id });
  if (!row) throw new Error("no category");
  await db.insert(categoryTranslations).values(
    LANGS.map((lang) => ({
      categoryId: row.id,
      languageCode: lang,
      name: `${code} ${lang}`,
      seoLink: `${code}-${lang}`,
    })),
  );
  return row.id;
}

export async function insertProduct(
  db: Database,
  values: Partial<typeof products.$inferInsert> & { categoryId: number },
) {
  const key = next();
  const [row] = await db
    .insert(products)
    .values({ sku: `SKU-${key}`, vatRate: 20, sellingPrice: 10_000, stock: 10, ...values })
    .returning({ id: products.id });
  if (!row) throw new Error("no product");
  await db.insert(productTranslations).values(
    LANGS.map((lang) => ({
      productId: row.id,
      languageCode: lang,
      name: `Ürün ${key} ${lang}`,
      seoLink: `urun-${key}-${lang}`,
    })),
  );
  return row.id;
}

/** A personalisation of a product, named "Yazı"/"Text"/"نص" with the language code appended. */
export async function insertPersonalization(
  db: Database,
  productId: number,
  values: Partial<typeof productPersonalizations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(productPersonalizations)
    .values({ productId, price: 5_000, maxLength: 10, ...values })
    .returning({ id: productPersonalizations.id });
  if (!row) throw new Error("no personalisation");
  await db.insert(productPersonalizationTranslations).values(
    LANGS.map((lang) => ({
      personalizationId: row.id,
      languageCode: lang,
      name: `Yazı ${lang}`,
    })),
  );
  return row.id;
}

/** A product in two sizes (S with `stock.S` items, M with `stock.M`). */
export async function insertProductWithSizes(
  db: Database,
  categoryId: number,
  stock: { S: number; M: number },
  sellingPrice = 20_000,
) {
  const code = `size-${next()}`;
  const [property] = await db.insert(properties).values({ code }).returning({ id: properties.id });
  if (!property) throw new Error("no property");
  await db
    .insert(propertyTranslations)
    .values(LANGS.map((lang) => ({ propertyId: property.id, languageCode: lang, name: "Beden" })));
  const valueIds = { S: 0, M: 0 };
  for (const size of ["S", "M"] as const) {
    const [value] = await db
      .insert(propertyValues)
      .values({ propertyId: property.id, code: `${code}-${size}` })
      .returning({ id: propertyValues.id });
    if (!value) throw new Error("no value");
    valueIds[size] = value.id;
    await db
      .insert(propertyValueTranslations)
      .values(LANGS.map((lang) => ({ propertyValueId: value.id, languageCode: lang, name: size })));
  }
  const productId = await insertProduct(db, {
    categoryId,
    sellingPrice,
    stock: stock.S + stock.M,
    option1PropertyId: property.id,
  });
  const subs: Record<"S" | "M", number> = { S: 0, M: 0 };
  for (const size of ["S", "M"] as const) {
    const [sub] = await db
      .insert(subProducts)
      .values({
        productId,
        code: `${code}-${size}`,
        option1ValueId: valueIds[size],
        stock: stock[size],
      })
      .returning({ id: subProducts.id });
    if (!sub) throw new Error("no sub-product");
    subs[size] = sub.id;
  }
  return { productId, subs };
}

/** A category to sell from and the default cargo company, as the order tests start. */
export async function insertShop(db: Database) {
  const categoryId = await insertCategory(db);
  const cargoId = await insertCargo(db, { isDefault: true });
  return { categoryId, cargoId };
}

/** A product's stock, as the database holds it. */
export const stockOf = async (db: Database, productId: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]
    ?.stock;

export async function insertCargo(
  db: Database,
  values: Partial<typeof cargoCompanies.$inferInsert> = {},
) {
  const code = `cargo-${next()}`;
  const [row] = await db
    .insert(cargoCompanies)
    .values({
      code,
      name: code,
      trackingUrlTemplate: "https://cargo.test/track?code={code}",
      basePrice: 5_000,
      baseDesi: "5",
      extraDesiPrice: 1_000,
      freeShippingThreshold: 100_000,
      ...values,
    })
    .returning({ id: cargoCompanies.id });
  if (!row) throw new Error("no cargo");
  return row.id;
}

export async function insertCampaign(
  db: Database,
  values: Partial<typeof campaigns.$inferInsert> & { type: string },
) {
  const code = `camp-${next()}`;
  const [row] = await db
    .insert(campaigns)
    .values({ code, ...values })
    .returning({ id: campaigns.id });
  if (!row) throw new Error("no campaign");
  await db
    .insert(campaignTranslations)
    .values(
      LANGS.map((lang) => ({ campaignId: row.id, languageCode: lang, name: `${code} ${lang}` })),
    );
  return row.id;
}

export async function insertCoupon(
  db: Database,
  values: Partial<typeof coupons.$inferInsert> & { discountType: string },
) {
  const code = `KUPON${next().replace("-", "X")}`;
  const [row] = await db
    .insert(coupons)
    .values({ code, ...values })
    .returning({ id: coupons.id, code: coupons.code });
  if (!row) throw new Error("no coupon");
  return row;
}

/** A registered customer's token and id. */
export async function signUp(api: TestApi) {
  const { token, id } = await registerMember(api);
  return { token, customerId: id };
}

/** A new guest's token, code and id. */
export async function newGuest(api: TestApi) {
  const answer = await answerOf(client(api).guestToken.$post());
  const guestCode = answer.json.response.guest_code as string;
  const [guest] = await api.db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(guests.code, guestCode));
  return { token: answer.json.response.token as string, guestCode, guestId: guest?.id ?? 0 };
}

/** An address of the owner in some Turkish province and district, chosen for the owner's cart. */
export async function insertAddress(
  db: Database,
  owner: Owner,
  values: Partial<typeof addresses.$inferInsert> = {},
) {
  const [place] = (
    (await db.execute(
      sql`SELECT s.country_id, s.id AS state_id, c.id AS city_id
          FROM cities c JOIN states s ON s.id = c.state_id ORDER BY c.id LIMIT 1`,
    )) as unknown as { rows: Array<{ country_id: number; state_id: number; city_id: number }> }
  ).rows;
  if (!place) throw new Error("no districts seeded");
  const [row] = await db
    .insert(addresses)
    .values({
      ...owner,
      title: "Ev",
      name: "Ayşe",
      surname: "Yılmaz",
      email: "ayse.guest@example.com",
      phone: "+905321234567",
      countryId: place.country_id,
      stateId: place.state_id,
      cityId: place.city_id,
      address: "Atatürk Cad. No: 1 D: 2",
      postalCode: "34000",
      ...values,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error("no address");
  return row.id;
}

/**
 * Chooses the owner's delivery and invoice address on its cart, as the address step does; without
 * an invoice address the delivery address serves for both (the same id in both columns).
 */
export async function chooseAddresses(
  db: Database,
  owner: Owner,
  deliveryAddressId: number,
  invoiceAddressId: number | null = deliveryAddressId,
) {
  const where =
    owner.customerId !== undefined
      ? sql`customer_id = ${owner.customerId}`
      : sql`guest_id = ${owner.guestId}`;
  await db.update(carts).set({ deliveryAddressId, invoiceAddressId }).where(where);
}

export async function insertBankAccount(db: Database) {
  const [row] = await db
    .insert(bankAccounts)
    .values({
      bankName: "Test Bankası",
      accountHolder: "Demo Mağaza A.Ş.",
      iban: `TR${String(10 + (serial++ % 89))}00010${String(Date.now()).padStart(17, "0").slice(-17)}`,
    })
    .returning({ id: bankAccounts.id, iban: bankAccounts.iban });
  if (!row) throw new Error("no bank account");
  return row;
}
