// One product in full (by id or by seo link, in a language), its approved comments, its answered
// questions, and the back-in-stock request (productLetMeNow). The detail is one prepared
// statement, the seo link's lookup included: the pictures, sub-products, properties,
// translations, breadcrumb and rating come as JSON columns.
import { type SQL, sql } from "drizzle-orm";
import { LANGUAGE_CODES, type LanguageCode, type ProductDetail } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";
import { stockNotifications } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";
import {
  brandJoins,
  type CardColumnsRow,
  cardColumns,
  type Pricing,
  toCard,
  translated,
  translationJoins,
} from "./catalog.service.ts";

type Value = { id: number; code: string; name: string; swatch_hex: string | null };

interface DetailRow extends CardColumnsRow {
  barcode: string | null;
  model_id: number | null;
  model_name: string | null;
  description: string | null;
  seo_title: string | null;
  seo_keywords: string | null;
  seo_description: string | null;
  stock_unit: string;
  weight_grams: number | null;
  width_mm: number | null;
  height_mm: number | null;
  depth_mm: number | null;
  desi: string | null;
  expiry_date: string | null;
  created_at: string;
  updated_at: string;
  option1_property_id: number | null;
  option2_property_id: number | null;
  images: ProductDetail["images"] | null;
  option_properties: Array<{
    id: number;
    code: string;
    name: string;
    display: "list" | "swatch" | "box";
  }> | null;
  subs: Array<{
    id: number;
    code: string;
    barcode: string | null;
    stock: number;
    selling_price: number | null;
    list_price: number | null;
    v1: Value & { property_id: number };
    v2: (Value & { property_id: number }) | null;
  }> | null;
  properties: ProductDetail["properties"] | null;
  personalizations: Array<{
    id: number;
    name: string;
    hint: string | null;
    price: number;
    max_length: number;
    required: boolean;
  }> | null;
  translations: ProductDetail["translations"] | null;
  breadcrumb: ProductDetail["breadcrumb"] | null;
  rating: {
    n: number;
    avg: number | null;
    r1: number;
    r2: number;
    r3: number;
    r4: number;
    r5: number;
  };
}

const valueJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'code', ${alias}.code, 'name', coalesce(${alias}t.name, ${alias}.code), 'swatch_hex', ${alias}.swatch_hex, 'property_id', ${alias}.property_id)`,
  );

async function readDetail(
  db: Database,
  where: SQL,
  lang: LanguageCode,
  pricing: Pricing,
): Promise<ProductDetail> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`SELECT ${cardColumns},
        p.barcode, m.id AS model_id, m.name AS model_name,
        ${translated("description")} AS description, ${translated("seo_title")} AS seo_title,
        ${translated("seo_keywords")} AS seo_keywords, ${translated("seo_description")} AS seo_description,
        p.stock_unit, p.weight_grams, p.width_mm, p.height_mm, p.depth_mm, p.desi::text AS desi,
        p.expiry_date::text AS expiry_date,
        ${isoText(sql`p.created_at`)} AS created_at, ${isoText(sql`p.updated_at`)} AS updated_at,
        p.option1_property_id, p.option2_property_id,
        (SELECT json_agg(json_build_object('id', i.id, 'path', i.path, 'path_m', i.path_m,
            'path_s', i.path_s, 'width', i.width, 'height', i.height,
            'property_value_id', i.property_value_id) ORDER BY i.sort_order, i.id)
          FROM product_images i WHERE i.product_id = p.id) AS images,
        (SELECT json_agg(json_build_object('id', pr.id, 'code', pr.code,
            'name', coalesce(prt.name, pr.code), 'display', pr.display))
          FROM properties pr
          LEFT JOIN property_translations prt ON prt.property_id = pr.id AND prt.language_code = ${lang}
          WHERE pr.id IN (p.option1_property_id, p.option2_property_id)) AS option_properties,
        (SELECT json_agg(json_build_object('id', s.id, 'code', s.code, 'barcode', s.barcode,
            'stock', s.stock, 'selling_price', s.selling_price, 'list_price', s.list_price,
            'v1', ${valueJson("v1")}, 'v2', CASE WHEN v2.id IS NULL THEN NULL ELSE ${valueJson("v2")} END)
            ORDER BY s.sort_order, v1.sort_order, v2.sort_order, s.id)
          FROM sub_products s
          JOIN property_values v1 ON v1.id = s.option1_value_id
          LEFT JOIN property_value_translations v1t ON v1t.property_value_id = v1.id AND v1t.language_code = ${lang}
          LEFT JOIN property_values v2 ON v2.id = s.option2_value_id
          LEFT JOIN property_value_translations v2t ON v2t.property_value_id = v2.id AND v2t.language_code = ${lang}
          WHERE s.product_id = p.id AND s.is_active) AS subs,
        (SELECT json_agg(json_build_object('property_id', pr.id, 'property_code', pr.code,
            'property_name', coalesce(prt.name, pr.code), 'value_id', v.id, 'value_code', v.code,
            'value_name', coalesce(vt.name, v.code), 'swatch_hex', v.swatch_hex)
            ORDER BY pr.sort_order, pr.id, v.sort_order, v.id)
          FROM product_property_values x
          JOIN property_values v ON v.id = x.property_value_id
          JOIN properties pr ON pr.id = v.property_id
          LEFT JOIN property_translations prt ON prt.property_id = pr.id AND prt.language_code = ${lang}
          LEFT JOIN property_value_translations vt ON vt.property_value_id = v.id AND vt.language_code = ${lang}
          WHERE x.product_id = p.id) AS properties,
        (SELECT json_agg(json_build_object('id', pp.id, 'name', coalesce(ppt.name, ppf.name),
            'hint', coalesce(ppt.hint, ppf.hint), 'price', pp.price, 'max_length', pp.max_length,
            'required', pp.is_required) ORDER BY pp.sort_order, pp.id)
          FROM product_personalizations pp
          LEFT JOIN product_personalization_translations ppt
            ON ppt.personalization_id = pp.id AND ppt.language_code = ${lang}
          LEFT JOIN product_personalization_translations ppf
            ON ppf.personalization_id = pp.id AND ppf.language_code = 'tr'
          WHERE pp.product_id = p.id AND pp.is_active) AS personalizations,
        (SELECT json_agg(json_build_object('language', a.language_code, 'name', a.name,
            'seo_link', a.seo_link) ORDER BY l.sort_order, l.id)
          FROM product_translations a JOIN languages l ON l.code = a.language_code AND l.is_active
          WHERE a.product_id = p.id) AS translations,
        (WITH RECURSIVE up AS (
            SELECT uc.id, uc.parent_id, 0 AS depth FROM categories uc WHERE uc.id = p.category_id
            UNION ALL
            SELECT pc2.id, pc2.parent_id, up.depth + 1 FROM categories pc2 JOIN up ON pc2.id = up.parent_id
              WHERE up.depth < 20
          )
          SELECT json_agg(json_build_object('id', up.id,
              'name', coalesce(ct.name, ctf.name, ''), 'seo_link', coalesce(ct.seo_link, ctf.seo_link, ''))
              ORDER BY up.depth DESC)
          FROM up
          LEFT JOIN category_translations ct ON ct.category_id = up.id AND ct.language_code = ${lang}
          LEFT JOIN category_translations ctf ON ctf.category_id = up.id AND ctf.language_code = 'tr'
        ) AS breadcrumb,
        (SELECT json_build_object('n', count(*), 'avg', round(avg(pc.rate), 2),
            'r1', count(*) FILTER (WHERE pc.rate = 1), 'r2', count(*) FILTER (WHERE pc.rate = 2),
            'r3', count(*) FILTER (WHERE pc.rate = 3), 'r4', count(*) FILTER (WHERE pc.rate = 4),
            'r5', count(*) FILTER (WHERE pc.rate = 5))
          FROM product_comments pc WHERE pc.product_id = p.id AND pc.is_approved) AS rating
      FROM products p
      JOIN categories c ON c.id = p.category_id AND c.is_active
      ${translationJoins(lang)}
      ${brandJoins(lang)}
      LEFT JOIN models m ON m.id = p.model_id AND m.is_active
      WHERE p.is_active AND ${where}
      LIMIT 1`,
    "product-detail",
  );
  if (!row) throw new ApiError("record_not_found", 404);
  const images = row.images ?? [];
  const subs = row.subs ?? [];
  const first = images[0];
  const card = toCard(
    {
      ...row,
      path: first?.path ?? null,
      path_m: first?.path_m ?? null,
      path_s: first?.path_s ?? null,
      rating_avg: Number(row.rating.avg ?? 0),
      rating_count: row.rating.n,
    },
    pricing,
  );
  const optionIds = [row.option1_property_id, row.option2_property_id].filter(
    (id): id is number => id !== null,
  );
  const options = optionIds.flatMap((propertyId, slot) => {
    const property = row.option_properties?.find((p) => p.id === propertyId);
    if (!property) return [];
    const seen = new Map<number, Value>();
    for (const s of subs) {
      const v = slot === 0 ? s.v1 : s.v2;
      if (v && !seen.has(v.id))
        seen.set(v.id, { id: v.id, code: v.code, name: v.name, swatch_hex: v.swatch_hex });
    }
    return [
      {
        property_id: property.id,
        code: property.code,
        name: property.name,
        display: property.display,
        values: [...seen.values()],
      },
    ];
  });
  return {
    ...card,
    language: lang,
    barcode: row.barcode,
    model:
      row.model_id !== null && row.model_name ? { id: row.model_id, name: row.model_name } : null,
    category: row.breadcrumb?.at(-1) ?? { id: row.category_id, name: "", seo_link: "" },
    breadcrumb: row.breadcrumb ?? [],
    description: row.description,
    seo_title: row.seo_title,
    seo_keywords: row.seo_keywords,
    seo_description: row.seo_description,
    stock: row.stock,
    stock_unit: row.stock_unit,
    weight_grams: row.weight_grams,
    width_mm: row.width_mm,
    height_mm: row.height_mm,
    depth_mm: row.depth_mm,
    desi: row.desi,
    expiry_date: row.expiry_date,
    images,
    options,
    sub_products: subs.map((s) => {
      const selling = s.selling_price ?? row.selling_price;
      const list = s.selling_price !== null ? s.list_price : row.list_price;
      return {
        id: s.id,
        code: s.code,
        barcode: s.barcode,
        option1: s.v1,
        option2: s.v2,
        stock: s.stock,
        in_stock: s.stock > 0,
        price: pricing.convert(selling, row.currency_id),
        old_price: list !== null && list > selling ? pricing.convert(list, row.currency_id) : null,
      };
    }),
    personalizations: (row.personalizations ?? []).map((p) => ({
      ...p,
      name: p.name ?? "",
      price: pricing.convert(Number(p.price), row.currency_id),
    })),
    properties: row.properties ?? [],
    rating: {
      average: Number(row.rating.avg ?? 0),
      count: row.rating.n,
      distribution: {
        1: row.rating.r1,
        2: row.rating.r2,
        3: row.rating.r3,
        4: row.rating.r4,
        5: row.rating.r5,
      },
    },
    translations: row.translations ?? [],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const readProductById = (db: Database, id: number, lang: LanguageCode, pricing: Pricing) =>
  readDetail(db, sql`p.id = ${id}`, lang, pricing);

/**
 * A product by its seo link in the asked language; a link of another language (a shopper who
 * switched language on an old link) finds the product too, answered in the asked language.
 */
export const readProductBySeoLink = (
  db: Database,
  seo: string,
  lang: LanguageCode,
  pricing: Pricing,
) =>
  readDetail(
    db,
    // Language first, so that the (language_code, seo_link) unique index answers it.
    sql`p.id = (SELECT st.product_id FROM product_translations st
        WHERE st.language_code IN (${sql.join(
          LANGUAGE_CODES.map((code) => sql`${code}`),
          sql`, `,
        )}) AND st.seo_link = ${seo}
        ORDER BY (st.language_code = ${lang}) DESC, st.language_code LIMIT 1)`,
    lang,
    pricing,
  );

async function assertActiveProduct(db: Database, productId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.id = ${productId} AND p.is_active AND c.is_active`,
  );
  if (!row) throw new ApiError("record_not_found", 404);
}

/** "Ayşe Yılmaz" → "A*** Y***": the author asked not to show their name. */
export function maskName(name: string, surname: string): string {
  return [name, surname]
    .flatMap((part) => part.trim().split(/\s+/))
    .filter(Boolean)
    .map((word) => `${[...word][0]}***`)
    .join(" ");
}

export async function readComments(
  db: Database,
  productId: number,
  page: number,
  pageSize: number,
) {
  await assertActiveProduct(db, productId);
  const offset = (page - 1) * pageSize;
  const [row] = await queryRows<{
    items: Array<{
      id: number;
      name: string;
      surname: string;
      show_name: boolean;
      text: string;
      rate: number;
      language: string;
      created_at: string;
    }> | null;
    n: number;
    avg: number | null;
    r1: number;
    r2: number;
    r3: number;
    r4: number;
    r5: number;
  }>(
    db,
    sql`SELECT
        (SELECT json_agg(x ORDER BY x.sort_at DESC, x.id DESC) FROM (
          SELECT pc.id, cu.name, cu.surname, pc.show_name, pc.text, pc.rate::int AS rate,
            pc.language_code AS language, ${isoText(sql`pc.created_at`)} AS created_at,
            coalesce(pc.approved_at, pc.created_at) AS sort_at
          FROM product_comments pc JOIN customers cu ON cu.id = pc.customer_id
          WHERE pc.product_id = ${productId} AND pc.is_approved
          ORDER BY coalesce(pc.approved_at, pc.created_at) DESC, pc.id DESC
          LIMIT ${pageSize} OFFSET ${offset}
        ) x) AS items,
        count(*)::int AS n, round(avg(rate), 2)::float8 AS avg,
        (count(*) FILTER (WHERE rate = 1))::int AS r1, (count(*) FILTER (WHERE rate = 2))::int AS r2,
        (count(*) FILTER (WHERE rate = 3))::int AS r3, (count(*) FILTER (WHERE rate = 4))::int AS r4,
        (count(*) FILTER (WHERE rate = 5))::int AS r5
      FROM product_comments WHERE product_id = ${productId} AND is_approved`,
  );
  const total = row?.n ?? 0;
  return {
    items: (row?.items ?? []).map((c) => ({
      id: c.id,
      name: c.show_name ? `${c.name} ${c.surname}`.trim() : maskName(c.name, c.surname),
      text: c.text,
      rate: c.rate,
      language: c.language,
      created_at: c.created_at,
    })),
    total,
    page,
    page_size: pageSize,
    page_count: Math.ceil(total / pageSize),
    rating: {
      average: Number(row?.avg ?? 0),
      count: total,
      distribution: {
        1: row?.r1 ?? 0,
        2: row?.r2 ?? 0,
        3: row?.r3 ?? 0,
        4: row?.r4 ?? 0,
        5: row?.r5 ?? 0,
      },
    },
  };
}

/** Approved, answered questions in the asked language (the product's SSS). */
export async function readQuestions(db: Database, productId: number, lang: LanguageCode) {
  await assertActiveProduct(db, productId);
  return queryRows<{
    id: number;
    question: string;
    answer: string;
    created_at: string;
    answered_at: string | null;
  }>(
    db,
    sql`SELECT q.id, q.question, q.answer, ${isoText(sql`q.created_at`)} AS created_at,
        CASE WHEN q.answered_at IS NULL THEN NULL ELSE ${isoText(sql`q.answered_at`)} END AS answered_at
      FROM product_questions q
      WHERE q.product_id = ${productId} AND q.language_code = ${lang} AND q.is_approved
        AND q.answer IS NOT NULL AND btrim(q.answer) <> ''
      ORDER BY q.sort_order, q.id`,
  );
}

/**
 * A back-in-stock request by a customer or an e-mail address; a second pending one for the same
 * product, variant and person is refused (notify_me_already_active), the database deciding.
 */
export async function requestNotifyMe(
  db: Database,
  input: {
    productId: number;
    subProductId?: number | undefined;
    customerId?: number | undefined;
    email?: string | undefined;
    lang: LanguageCode;
  },
) {
  await assertActiveProduct(db, input.productId);
  if (input.subProductId !== undefined) {
    const [sub] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM sub_products WHERE id = ${input.subProductId} AND product_id = ${input.productId} AND is_active`,
    );
    if (!sub) throw new ApiError("record_not_found", 404);
  }
  try {
    const [row] = await db
      .insert(stockNotifications)
      .values({
        productId: input.productId,
        subProductId: input.subProductId ?? null,
        customerId: input.customerId ?? null,
        email: input.customerId !== undefined ? null : (input.email ?? null),
        languageCode: input.lang,
      })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    return {
      id: row.id,
      product_id: row.productId,
      sub_product_id: row.subProductId,
      created_at: row.createdAt.toISOString(),
    };
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw new ApiError("notify_me_already_active", 409);
    throw error;
  }
}
