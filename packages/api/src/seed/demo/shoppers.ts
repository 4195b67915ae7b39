// Demo shoppers and what they left behind: customer accounts (without passwords: they cannot sign
// in), approved and pending product comments, answered product questions (SSS), back-in-stock
// requests and the most searched terms.
import { inArray, sql } from "drizzle-orm";
import {
  customers,
  productComments,
  productQuestions,
  searchTerms,
  stockNotifications,
} from "../../db/schema/index.ts";
import type { CatalogueIds } from "./catalogue.ts";
import type { ProductSeed } from "./products.ts";
import { commentPool, DEMO_CUSTOMERS, QUESTIONS } from "./texts/talk.ts";
import { LANGS, random } from "./util.ts";
import { daysAgo, insertMany, must, type Tx } from "./write.ts";

const SEARCH_TERMS: Record<string, Array<[string, number]>> = {
  tr: [
    ["elbise", 1840],
    ["spor ayakkabı", 1520],
    ["kulaklık", 1310],
    ["keten gömlek", 980],
    ["parfüm", 870],
    ["şişme mont", 760],
    ["akıllı saat", 690],
    ["havlu seti", 420],
    ["döküm tava", 380],
    ["roman", 350],
  ],
  en: [
    ["dress", 210],
    ["sneakers", 180],
    ["headphones", 150],
    ["linen shirt", 90],
    ["smartwatch", 80],
  ],
  ar: [
    ["فستان", 160],
    ["عطر", 140],
    ["حذاء رياضي", 120],
    ["ساعة ذكية", 70],
    ["سماعات", 60],
  ],
};

export async function seedShoppers(
  tx: Tx,
  items: ProductSeed[],
  ids: CatalogueIds,
  now: Date,
): Promise<Map<string, number>> {
  await insertMany(
    tx,
    customers,
    DEMO_CUSTOMERS.map((c, i) => {
      const joined = daysAgo(now, 400 - i * 25);
      return {
        name: c.name,
        surname: c.surname,
        email: c.email,
        phone: c.phone,
        gender: c.gender,
        languageCode: c.languageCode,
        kvkkAcceptedAt: joined,
        membershipAcceptedAt: joined,
        createdAt: joined,
        updatedAt: joined,
      };
    }),
  );
  const customerIds = new Map(
    (
      await tx
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(
          inArray(
            sql`lower(${customers.email})`,
            DEMO_CUSTOMERS.map((c) => c.email),
          ),
        )
    ).map((r) => [r.email.toLowerCase(), r.id]),
  );
  const demoCustomers = DEMO_CUSTOMERS.filter((c) => customerIds.has(c.email));
  const rand = random(7);

  // Comments: about two thirds of the products, one to five each, from different customers.
  const comments: Array<typeof productComments.$inferInsert> = [];
  items.forEach((p, k) => {
    if (k % 3 === 2 || !demoCustomers.length) return;
    const productId = must(ids.products, p.sku, "product");
    const authors = rand
      .shuffle(demoCustomers)
      .slice(0, rand.int(1, Math.min(5, demoCustomers.length)));
    for (const author of authors) {
      const pool = commentPool(p.dept, author.languageCode);
      const [rate, text] = rand.pick(pool);
      const created = daysAgo(now, rand.int(1, Math.max(2, p.ageDays)));
      const approved = !rand.chance(0.08);
      comments.push({
        productId,
        customerId: must(customerIds, author.email, "customer"),
        languageCode: author.languageCode,
        text,
        rate,
        showName: !rand.chance(0.2),
        isApproved: approved,
        createdAt: created,
        approvedAt: approved ? created : null,
      });
    }
  });
  await insertMany(tx, productComments, comments);

  // Questions have no natural key: only products that have none yet get theirs.
  const asked = new Set(
    (await tx.selectDistinct({ id: productQuestions.productId }).from(productQuestions)).map(
      (r) => r.id,
    ),
  );
  const questions: Array<typeof productQuestions.$inferInsert> = [];
  items.forEach((p, k) => {
    const productId = must(ids.products, p.sku, "product");
    if (k % 5 > 1 || asked.has(productId)) return;
    const pool = QUESTIONS[p.dept] ?? [];
    pool.slice(0, 1 + (k % 2)).forEach((qa, sortOrder) => {
      const askedAt = daysAgo(now, 3 + ((k * 7) % 90));
      for (const lang of LANGS) {
        questions.push({
          productId,
          languageCode: lang,
          question: qa.q[lang],
          answer: qa.a[lang],
          isApproved: true,
          sortOrder,
          createdAt: askedAt,
          answeredAt: askedAt,
        });
      }
    });
  });
  await insertMany(tx, productQuestions, questions);

  // A few shoppers waiting for sold-out products to come back.
  const soldOut = items.filter((p) => p.stock === 0).slice(0, 6);
  await insertMany(
    tx,
    stockNotifications,
    soldOut.map((p, k) => {
      const who = demoCustomers[k % Math.max(1, demoCustomers.length)];
      return {
        productId: must(ids.products, p.sku, "product"),
        customerId: who ? must(customerIds, who.email, "customer") : null,
        email: who ? null : `bekleyen${k}@example.com`,
        languageCode: who?.languageCode ?? "tr",
        createdAt: daysAgo(now, k + 1),
      };
    }),
  );

  await insertMany(
    tx,
    searchTerms,
    Object.entries(SEARCH_TERMS).flatMap(([languageCode, terms]) =>
      terms.map(([term, searchCount], k) => ({
        languageCode,
        term,
        searchCount,
        lastSearchedAt: daysAgo(now, k % 3),
      })),
    ),
  );
  return customerIds;
}
