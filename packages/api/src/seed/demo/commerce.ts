// What selling needs: cargo companies, bank accounts for wire transfer, campaigns, coupons and
// gift certificates.
import {
  bankAccounts,
  campaigns,
  campaignTranslations,
  cargoCompanies,
  coupons,
} from "../../db/schema/index.ts";
import type { CatalogueIds } from "./catalogue.ts";
import type { DemoImages } from "./images.ts";
import {
  ACCOUNT_HOLDER,
  BANK_ACCOUNTS,
  CAMPAIGNS,
  CARGO_COMPANIES,
  COUPONS,
} from "./texts/commerce.ts";
import { LANGS, turkishIban } from "./util.ts";
import { daysAgo, idsByCode, insertMany, must, type Tx } from "./write.ts";

const CAMPAIGN_BANNER: Array<[number, number]> = [
  [1140, 360],
  [570, 180],
  [285, 90],
];

export async function seedCommerce(
  tx: Tx,
  images: DemoImages,
  ids: CatalogueIds,
  customerIds: Map<string, number>,
  now: Date,
): Promise<void> {
  await insertMany(
    tx,
    cargoCompanies,
    CARGO_COMPANIES.map(({ colour, ...cargo }, sortOrder) => ({
      ...cargo,
      logoPath: images.logo("cargo", cargo.code, cargo.name, colour),
      sortOrder,
    })),
  );
  await insertMany(
    tx,
    bankAccounts,
    BANK_ACCOUNTS.map((bank, sortOrder) => ({
      bankName: bank.bankName,
      bankCode: bank.bankCode,
      branchName: bank.branchName,
      branchCode: bank.branchCode,
      accountHolder: ACCOUNT_HOLDER,
      accountNumber: bank.account.replace(/^0+/, ""),
      iban: turkishIban(bank.bankCode, bank.account),
      currencyId: bank.currencyId,
      logoPath: images.logo("banks", bank.bankCode, bank.bankName, bank.colour),
      sortOrder,
    })),
  );

  const later = (days: number | undefined) => (days === undefined ? null : daysAgo(now, -days));
  await insertMany(
    tx,
    campaigns,
    CAMPAIGNS.map((c, sortOrder) => {
      const banner = images.scene(
        `campaigns/${c.code}`,
        CAMPAIGN_BANNER,
        c.banner.background,
        c.banner.visuals.map(([visual, hex], i, all) => ({
          visual,
          hex,
          x: 1140 * (0.55 + (0.4 * (i + 0.5)) / all.length),
          y: 185,
          scale: 0.36,
        })),
      );
      return {
        code: c.code,
        type: c.type,
        discountPercent: c.discountPercent ?? null,
        discountAmount: c.discountAmount ?? null,
        minCartAmount: c.minCartAmount ?? null,
        buyQuantity: c.buyQuantity ?? null,
        payQuantity: c.payQuantity ?? null,
        categoryId: c.category ? must(ids.categories, c.category, "category") : null,
        brandId: c.brand ? must(ids.brands, c.brand, "brand") : null,
        productId: c.giftSku ? must(ids.products, c.giftSku, "product") : null,
        startsAt: daysAgo(now, 7),
        endsAt: later(c.endsInDays),
        usageLimit: c.usageLimit ?? null,
        perCustomerLimit: c.perCustomerLimit ?? null,
        imagePath: banner.path,
        sortOrder,
      };
    }),
  );
  const campaignIds = await idsByCode(tx, campaigns);
  await insertMany(
    tx,
    campaignTranslations,
    CAMPAIGNS.flatMap((c) =>
      LANGS.map((lang) => ({
        campaignId: must(campaignIds, c.code, "campaign"),
        languageCode: lang,
        name: c.name[lang],
        description: c.description[lang],
      })),
    ),
  );

  await insertMany(
    tx,
    coupons,
    COUPONS.filter((c) => !c.owner || customerIds.has(c.owner)).map((c) => ({
      code: c.code,
      kind: c.kind,
      discountType: c.discountType,
      discountPercent: c.discountPercent ?? null,
      discountAmount: c.discountAmount ?? null,
      minCartAmount: c.minCartAmount ?? null,
      maxCartAmount: c.maxCartAmount ?? null,
      customerId: c.owner ? must(customerIds, c.owner, "customer") : null,
      usageLimit: c.usageLimit ?? null,
      usageCount: c.usageCount ?? 0,
      perCustomerLimit: c.perCustomerLimit ?? null,
      startsAt: daysAgo(now, -(c.startsInDays ?? -7)),
      endsAt: later(c.endsInDays),
      note: c.note,
    })),
  );
}
