// Search in PostgreSQL, the same on PGlite and on a server: full-text in the page's language
// (turkish, english, arabic configurations, Turkish I/ı folding), word prefixes of the loose
// (diacritic-free) names for as-you-type and for Turkish inflections the stemmer misses, and
// trigram similarity for typos; names of the brand and the category count as the product's words.
//
// Every word of the text must be found in a product (a stop word is ignored), each in any of those
// ways. Ranking: the exact name, then a name starting with the text, then products where every
// word was found without typo tolerance, then full-text rank (ts_rank_cd, name weighs most)
// blended with name similarity, then sales. The shopper's text only ever reaches SQL as bound
// parameters: words are cut to letters and digits here, and the tsquery text built from them
// holds nothing but those words and `:*`.
import { type SQL, sql } from "drizzle-orm";
import type {
  LanguageCode,
  ProductCard,
  SearchResult,
  SearchSuggestions,
  SearchTerm,
} from "../../contract/index.ts";
import {
  MOST_SEARCHED_DEFAULT,
  SEARCH_DEFAULT_PAGE_SIZE,
  SUGGESTION_LIMITS,
} from "../../contract/index.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { LOOSE_FOLD_FROM, LOOSE_FOLD_TO, searchTerms } from "../../db/schema/index.ts";
import { convertMinor, pickRate, type Rate } from "../currencies/currency.service.ts";

const TEXT_SEARCH_CONFIG: Record<LanguageCode, string> = {
  tr: "turkish",
  en: "english",
  ar: "arabic",
};
/** Words of a text that are searched at most (the rest is ignored). */
const MAX_WORDS = 8;
/** Longest word kept (longer runs of letters are not words a shopper means). */
const MAX_WORD_LENGTH = 40;
/** How much of a word's trigrams a name must hold for the word to count as a typo of it. */
const TYPO_SIMILARITY = 0.5;
/** Longest term recorded for the most-searched list. */
const MAX_TERM_LENGTH = 100;

const looseTable = new Map<string, string>();
{
  const from = [...LOOSE_FOLD_FROM];
  const to = [...LOOSE_FOLD_TO];
  from.forEach((ch, i) => {
    looseTable.set(ch, to[i] ?? "");
  });
}

/** The loose form of a text, exactly as the database computes `search_name` (looseFoldSql). */
export function looseFold(text: string): string {
  let out = "";
  for (const ch of text) out += looseTable.get(ch) ?? ch;
  return out.toLowerCase();
}

/** Lower case as the language writes it (Turkish: I → ı, İ → i). */
export function lowerFor(text: string, lang: LanguageCode): string {
  return lang === "tr"
    ? text.replace(/I/g, "ı").replace(/İ/g, "i").toLocaleLowerCase("tr")
    : text.toLowerCase();
}

// Turkish suffixes in loose form (ı → i, ü → u, ö → o), longest first: plural, possessive and case
// endings. The stemmer of the turkish configuration is uneven ("ayakkabı" → ayakkap,
// "ayakkabılar" → ayakkabı), so an inflected word is also looked for as a prefix of its stem.
const TURKISH_SUFFIXES = [
  "larindan",
  "lerinden",
  "larinda",
  "lerinde",
  "larina",
  "lerine",
  "larini",
  "lerini",
  "sindan",
  "sinden",
  "sinda",
  "sinde",
  "lari",
  "leri",
  "sini",
  "sina",
  "sine",
  "lar",
  "ler",
  "nin",
  "nun",
  "dan",
  "den",
  "tan",
  "ten",
  "si",
  "su",
  "da",
  "de",
  "ta",
  "te",
  "yi",
  "yu",
  "ya",
  "ye",
  "in",
  "un",
  "i",
  "u",
  "a",
  "e",
].sort((a, b) => b.length - a.length);

/** The prefix a loose Turkish word is looked for by: one suffix off, a softened consonant undone. */
export function turkishPrefix(loose: string): string {
  for (const suffix of TURKISH_SUFFIXES) {
    if (loose.endsWith(suffix) && loose.length - suffix.length >= 4) {
      const stem = loose.slice(0, -suffix.length);
      // kitap → kitabı, gömlek → gömleği, ağaç → ağacı: the stem may end softened (b, g, c, d).
      return /[bgcd]$/.test(stem) ? stem.slice(0, -1) : stem;
    }
  }
  return loose;
}

export interface SearchWord {
  /** As typed, lower case in the language (display, did-you-mean). */
  word: string;
  /** Folded for the language's full-text configuration. */
  fts: string;
  /** Loose form (trigram, prefix). */
  loose: string;
  /** The prefix tsquery text: `stem:*` (letters and digits only, then `:*`). */
  prefix: string;
}

/** The words of a search text: letters and digits, at least 2 characters (or a number). */
export function searchWords(text: string, lang: LanguageCode): SearchWord[] {
  const seen = new Set<string>();
  const words: SearchWord[] = [];
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = lowerFor(match[0], lang).slice(0, MAX_WORD_LENGTH);
    const loose = looseFold(word).replace(/[^\p{L}\p{N}]/gu, "");
    if (!loose || (loose.length < 2 && !/^\p{N}+$/u.test(loose))) continue;
    if (seen.has(loose)) continue;
    seen.add(loose);
    const stem = lang === "tr" ? turkishPrefix(loose) : loose;
    words.push({ word, fts: word, loose, prefix: `${stem}:*` });
    if (words.length === MAX_WORDS) break;
  }
  return words;
}

/** The text as searched: trimmed, spaces collapsed. */
export const normalizeText = (text: string) => text.trim().replace(/\s+/g, " ");

const textArray = (values: string[]) =>
  sql`CAST(${`{${values.map((v) => `"${v}"`).join(",")}}`} AS text[])`;

/**
 * Product matches of the words, per product (`found`): whether every word matched without typo
 * tolerance (`exact`), and the relevance parts; and whether a word is unknown (`unknown`), that
 * nothing in the shop matches as typed.
 *
 * Candidates come from the indexes, word by word, and are intersected before anything is ranked:
 * full-text and prefix GIN indexes of the names, the small brand and category tables, and with
 * `typos` the trigram index of the names for the unknown words (`<%`, under the word similarity
 * threshold that `withTypoThreshold` sets). Without `typos` an unknown word finds nothing.
 */
function hitsSql(words: SearchWord[], lang: LanguageCode, typos: boolean): SQL {
  const config = TEXT_SEARCH_CONFIG[lang];
  const all = words.map((w) => w.loose).join(" ");
  const wordPrefix = (column: SQL) => sql`strpos(' ' || ${column}, ' ' || k.loose) > 0`;
  const byBrand = (match: SQL) => sql`
      SELECT k.i, b.id FROM qk k JOIN brands b ON b.is_active AND ${match} WHERE NOT k.skip`;
  const byCategory = (match: SQL) => sql`
      SELECT k.i, ct.category_id AS id FROM qk k
      JOIN category_translations ct ON ct.language_code = ${lang} AND ${match} WHERE NOT k.skip`;
  const products = (brandCte: string, categoryCte: string) => sql`
      SELECT m.i, p.id FROM ${sql.raw(brandCte)} m JOIN products p ON p.brand_id = m.id
      UNION
      SELECT m.i, p.id FROM ${sql.raw(categoryCte)} m JOIN products p ON p.category_id = m.id`;
  // Typo tolerance only for a word that nothing in the shop matches as typed: "kolye" must not
  // bring "koltuk" along, "kolyw" may.
  const typo = typos
    ? sql`
    typo_brand AS MATERIALIZED (${byBrand(sql`k.loose <% b.search_name`)} AND NOT k.known),
    typo_category AS MATERIALIZED (${byCategory(sql`k.loose <% ct.search_name`)} AND NOT k.known),
    typo AS (
      SELECT k.i, pt.product_id AS id FROM qk k
      JOIN product_translations pt ON pt.language_code = ${lang} AND k.loose <% pt.search_name
      WHERE NOT k.skip AND NOT k.known
      UNION ${products("typo_brand", "typo_category")}
    ),`
    : sql`typo AS (SELECT 0 AS i, 0 AS id WHERE false),`;
  return sql`
    q AS MATERIALIZED (
      SELECT t.i, t.loose, plainto_tsquery(CAST(${config} AS regconfig), t.fts) AS fts,
             to_tsquery('simple', t.pre) AS pre
      FROM unnest(${textArray(words.map((w) => w.fts))}, ${textArray(words.map((w) => w.loose))},
                  ${textArray(words.map((w) => w.prefix))}) WITH ORDINALITY AS t(fts, loose, pre, i)
    ),
    qs AS MATERIALIZED (
      SELECT q.*,
        (numnode(q.fts) = 0 AND EXISTS (SELECT 1 FROM q q2 WHERE numnode(q2.fts) > 0)) AS skip
      FROM q
    ),
    named AS MATERIALIZED (
      SELECT k.i, pt.product_id AS id FROM qs k
      JOIN product_translations pt ON pt.language_code = ${lang}
        AND (pt.search_vector @@ k.fts OR pt.search_prefix @@ k.pre)
      WHERE NOT k.skip
    ),
    qk AS MATERIALIZED (
      SELECT qs.*, (EXISTS (SELECT 1 FROM named n JOIN products p ON p.id = n.id AND p.is_active
                            WHERE n.i = qs.i)
        OR EXISTS (SELECT 1 FROM brands kb
                   WHERE kb.is_active AND strpos(' ' || kb.search_name, ' ' || qs.loose) > 0)
        OR EXISTS (SELECT 1 FROM category_translations kc
                   WHERE kc.language_code = ${lang}
                     AND strpos(' ' || kc.search_name, ' ' || qs.loose) > 0)) AS known
      FROM qs
    ),
    exact_brand AS MATERIALIZED (${byBrand(wordPrefix(sql`b.search_name`))}),
    exact_category AS MATERIALIZED (${byCategory(wordPrefix(sql`ct.search_name`))}),
    exact AS (SELECT i, id FROM named UNION ${products("exact_brand", "exact_category")}),
    ${typo}
    hits AS (
      SELECT w.id AS product_id, bool_and(w.exact) AS exact
      FROM (SELECT i, id, true AS exact FROM exact UNION ALL SELECT i, id, false FROM typo) w
      GROUP BY w.id
      HAVING count(DISTINCT w.i) = (SELECT count(*) FROM qk WHERE NOT qk.skip)
    ),
    found AS (
      SELECT h.product_id, h.exact,
             (pt.search_name = ${all}) AS exact_name,
             starts_with(pt.search_name, ${all}) AS name_start,
             2 * r.fts_rank + r.sim + similarity(${all}, pt.search_name) AS score, p.sales_count
      FROM hits h
      JOIN product_translations pt ON pt.product_id = h.product_id AND pt.language_code = ${lang}
      JOIN products p ON p.id = h.product_id AND p.is_active
      CROSS JOIN LATERAL (
        SELECT sum(ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', pt.search_vector, qk.fts, 32)) AS fts_rank,
               avg(word_similarity(qk.loose, pt.search_name)) AS sim
        FROM qk
      ) r
    ),
    unknown AS (SELECT EXISTS (SELECT 1 FROM qk WHERE NOT qk.skip AND NOT qk.known) AS word)`;
}

/**
 * A ProductCard as JSON over products p, pt, brands b and bt (the brand's texts), prices in the
 * product's own currency (converted afterwards).
 */
function cardJsonSql(): SQL {
  return sql`json_build_object(
    'id', p.id, 'sku', p.sku, 'name', pt.name, 'summary', pt.summary, 'seo_link', pt.seo_link,
    'category_id', p.category_id,
    'brand', CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object(
      'id', b.id, 'name', coalesce(bt.name, b.name), 'seo_link', coalesce(bt.seo_link, b.code)) END,
    'price', p.selling_price, 'old_price', p.list_price, 'cash_price', p.cash_price,
    'currency_id', p.currency_id, 'vat_rate', p.vat_rate,
    'image', (SELECT json_build_object('path', pi.path, 'path_m', pi.path_m, 'path_s', pi.path_s)
              FROM product_images pi WHERE pi.product_id = p.id
              ORDER BY pi.sort_order, pi.id LIMIT 1),
    'in_stock', p.stock > 0, 'is_new', p.is_new, 'free_shipping', p.free_shipping,
    'has_sub_products', EXISTS (SELECT 1 FROM sub_products sp
                                WHERE sp.product_id = p.id AND sp.is_active),
    'min_order_quantity', p.min_order_quantity, 'max_order_quantity', p.max_order_quantity,
    'rating', (SELECT json_build_object('average', coalesce(round(avg(pc.rate), 2), 0),
                                        'count', count(*))
               FROM product_comments pc WHERE pc.product_id = p.id AND pc.is_approved))`;
}

const ratesJsonSql = sql`(SELECT json_agg(json_build_object('id', c.id, 'code', c.code,
  'symbol', c.symbol, 'decimals', c.decimals, 'exchangeRate', c.exchange_rate::text,
  'isDefault', c.is_default)) FROM currencies c WHERE c.is_active)`;

const ORDER = sql`f.exact_name DESC, f.name_start DESC, f.exact DESC, f.score DESC, f.sales_count DESC, f.product_id`;

/** The CTE `paged`: a page of `found`, in order (after `hitsSql`). */
const pagedSql = (offset: number, limit: number) => sql`
      paged AS (
        SELECT f.*, row_number() OVER (ORDER BY ${ORDER}) AS ord FROM found f
        ORDER BY ${ORDER} OFFSET ${offset} LIMIT ${limit}
      )`;

/** The JSON fields of the page: whether a word is unknown, its cards and the rates. */
const pageJsonSql = (lang: LanguageCode) => sql`
        'unknown', (SELECT word FROM unknown),
        'cards', (SELECT json_agg(${cardJsonSql()} ORDER BY pg.ord)
                  FROM paged pg
                  JOIN products p ON p.id = pg.product_id
                  JOIN product_translations pt ON pt.product_id = p.id AND pt.language_code = ${lang}
                  LEFT JOIN brands b ON b.id = p.brand_id
                  LEFT JOIN brand_translations bt ON bt.brand_id = b.id AND bt.language_code = ${lang}),
        'rates', ${ratesJsonSql}`;

type RawCard = Omit<ProductCard, "currency_code">;

function priceCards(cards: RawCard[], rates: Rate[], currencyId: number): ProductCard[] {
  const byId = new Map(rates.map((rate) => [rate.id, rate]));
  const target = pickRate(byId, currencyId);
  return cards.map((card) => {
    const from = byId.get(card.currency_id) ?? target;
    const convert = (amount: number | null) =>
      amount === null ? null : convertMinor(Number(amount), from, target);
    return {
      ...card,
      price: convert(card.price) ?? 0,
      old_price: convert(card.old_price),
      cash_price: convert(card.cash_price),
      currency_id: target.id,
      currency_code: target.code,
      rating: { average: Number(card.rating.average), count: Number(card.rating.count) },
    };
  });
}

/**
 * The `result` of a statement's one row. With `prepared`, a PostgreSQL server plans it once per
 * connection (queryRows): a statement's text depends only on its kind, the words are parameters,
 * and planning cost more than running on a small catalogue.
 */
async function one<T>(db: Database | Transaction, query: SQL, prepared?: string): Promise<T> {
  const [row] = await queryRows<{ result: T }>(db, query, prepared);
  const value = row?.result;
  // node-postgres parses json; keep a string answer working too.
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/**
 * Runs `work` (typo-tolerant statements) in a transaction where the trigram operators `<%`/`%>`,
 * which the trigram indexes answer, hold a word similar from the typo threshold on.
 */
function withTypoThreshold<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    return work(tx);
  });
}

interface Found {
  total: number;
  anyExact: boolean;
  unknown: boolean;
  cards: RawCard[];
  rates: Rate[];
}

/**
 * A page of the products found. As typed first (one statement); only when a word is unknown,
 * again with typo tolerance.
 */
async function findProducts(
  db: Database,
  words: SearchWord[],
  lang: LanguageCode,
  offset: number,
  limit: number,
): Promise<Found> {
  const run = async (db: Database | Transaction, typos: boolean): Promise<Found> => {
    const result = await one<{
      total: number;
      any_exact: boolean;
      unknown: boolean;
      cards: RawCard[] | null;
      rates: Rate[] | null;
    }>(
      db,
      sql`WITH ${hitsSql(words, lang, typos)},
      ${pagedSql(offset, limit)}
      SELECT json_build_object(
        'total', (SELECT count(*) FROM found),
        'any_exact', (SELECT coalesce(bool_or(exact), false) FROM found),
        ${pageJsonSql(lang)}) AS result`,
      typos ? "search-typos" : "search",
    );
    return {
      total: Number(result.total),
      anyExact: result.any_exact,
      unknown: result.unknown,
      cards: result.cards ?? [],
      rates: result.rates ?? [],
    };
  };
  const typed = await run(db, false);
  return typed.unknown ? withTypoThreshold(db, (tx) => run(tx, true)) : typed;
}

/**
 * The correction of words that nothing knows: each word that is no prefix of a word of the
 * language's product, category or brand names is replaced by the most similar such word.
 * Null when every word is known (or nothing similar exists).
 */
export async function didYouMean(
  db: Database,
  words: SearchWord[],
  lang: LanguageCode,
): Promise<string | null> {
  if (!words.length) return null;
  const fold = (column: SQL) =>
    sql`lower(translate(${column}, ${LOOSE_FOLD_FROM}, ${LOOSE_FOLD_TO}))`;
  const lowered = (column: SQL) =>
    lang === "tr" ? sql`lower(translate(${column}, 'Iİ', 'ıi'))` : sql`lower(${column})`;
  const split = (column: SQL) =>
    sql`regexp_split_to_table(${lowered(column)}, '[[:space:][:punct:]]+')`;
  const rows = await one<Array<{ i: number; known: boolean; best: string | null }> | null>(
    db,
    sql`WITH vocab AS MATERIALIZED (
      SELECT v.w, ${fold(sql`v.w`)} AS loose, count(*) AS n FROM (
        SELECT ${split(sql`pt.name`)} AS w FROM product_translations pt
          JOIN products p ON p.id = pt.product_id AND p.is_active
          WHERE pt.language_code = ${lang}
        UNION ALL
        SELECT ${split(sql`ct.name`)} FROM category_translations ct WHERE ct.language_code = ${lang}
        UNION ALL
        SELECT ${split(sql`b.name`)} FROM brands b WHERE b.is_active
      ) v WHERE length(v.w) >= 2 GROUP BY v.w
    ),
    q AS (
      SELECT t.i, t.loose, t.stem
      FROM unnest(${textArray(words.map((w) => w.loose))}, ${textArray(words.map((w) => w.prefix.slice(0, -2)))})
        WITH ORDINALITY AS t(loose, stem, i)
    )
    SELECT json_agg(json_build_object(
      'i', q.i,
      'known', EXISTS (SELECT 1 FROM vocab v WHERE starts_with(v.loose, q.stem)),
      'best', (SELECT v.w FROM vocab v WHERE similarity(v.loose, q.loose) >= 0.3
               ORDER BY similarity(v.loose, q.loose) DESC, v.n DESC, v.w LIMIT 1)
    ) ORDER BY q.i) AS result FROM q`,
  );
  let changed = false;
  const corrected = words.map((word, index) => {
    const row = rows?.find((r) => Number(r.i) === index + 1);
    if (!row || row.known || !row.best) return word.word;
    changed = true;
    return row.best;
  });
  return changed ? corrected.join(" ") : null;
}

export interface SearchOptions {
  lang: LanguageCode;
  currencyId: number;
  page?: number | undefined;
  limit?: number | undefined;
}

/** normal-search: a page of products, the total, and a correction when the text had a typo. */
export async function search(
  db: Database,
  text: string,
  options: SearchOptions,
): Promise<SearchResult> {
  const { lang, currencyId } = options;
  const page = options.page ?? 1;
  const limit = options.limit ?? SEARCH_DEFAULT_PAGE_SIZE;
  const query = normalizeText(text);
  const empty: SearchResult = {
    query,
    did_you_mean: null,
    products: [],
    total: 0,
    page,
    limit,
    page_count: 0,
  };
  const words = searchWords(query, lang);
  if (!words.length) return empty;

  const offset = (page - 1) * limit;
  let found = await findProducts(db, words, lang, offset, limit);
  let correction: string | null = null;
  if (!found.anyExact) {
    correction = await didYouMean(db, words, lang);
    if (found.total === 0 && correction) {
      // Nothing even with the typo tolerated: show what the correction finds.
      const retry = await findProducts(db, searchWords(correction, lang), lang, offset, limit);
      if (retry.total > 0) found = retry;
      else correction = null;
    }
  }
  if (found.total > 0 && page === 1) {
    // Counted once per search (the first page), under the corrected text when there was a typo.
    const term = (correction ?? words.map((w) => w.word).join(" ")).slice(0, MAX_TERM_LENGTH);
    await recordSearch(db, lang, term);
  }
  return {
    query,
    did_you_mean: correction,
    products: priceCards(found.cards, found.rates, currencyId),
    total: found.total,
    page,
    limit,
    page_count: Math.ceil(found.total / limit),
  };
}

export async function recordSearch(db: Database, lang: LanguageCode, term: string): Promise<void> {
  await db
    .insert(searchTerms)
    .values({ languageCode: lang, term })
    .onConflictDoUpdate({
      target: [searchTerms.languageCode, searchTerms.term],
      set: { searchCount: sql`${searchTerms.searchCount} + 1`, lastSearchedAt: sql`now()` },
    });
}

export async function mostSearched(
  db: Database,
  lang: LanguageCode,
  limit = MOST_SEARCHED_DEFAULT,
): Promise<SearchTerm[]> {
  const rows = await one<SearchTerm[] | null>(
    db,
    sql`SELECT json_agg(json_build_object('term', s.term, 'count', s.search_count)
                        ORDER BY s.search_count DESC, s.last_searched_at DESC, s.term) AS result
        FROM (SELECT * FROM search_terms WHERE language_code = ${lang}
              ORDER BY search_count DESC, last_searched_at DESC, term LIMIT ${limit}) s`,
  );
  return (rows ?? []).map((row) => ({ term: row.term, count: Number(row.count) }));
}

/**
 * elastic-search: what to offer while the shopper types, in one statement (one round trip):
 * products, categories and brands whose names match, and most searched terms that match.
 */
export async function suggest(
  db: Database,
  text: string,
  options: { lang: LanguageCode; currencyId: number },
): Promise<SearchSuggestions> {
  const { lang, currencyId } = options;
  const query = normalizeText(text);
  const words = searchWords(query, lang);
  if (!words.length) return { query, products: [], categories: [], brands: [], terms: [] };
  const loose = words.map((w) => w.loose).join(" ");
  const nameMatch = (column: SQL) =>
    sql`(strpos(' ' || ${column}, ' ' || ${loose}) > 0 OR ${loose} <% ${column})`;
  const nameOrder = (column: SQL) =>
    sql`starts_with(${column}, ${loose}) DESC, word_similarity(${loose}, ${column}) DESC`;
  const termLoose = sql`lower(translate(s.term, ${LOOSE_FOLD_FROM}, ${LOOSE_FOLD_TO}))`;
  // The names do not change with typo tolerance: asked once, with the products as typed.
  const namesSql = sql`,
    cats AS (
      SELECT ct.category_id AS id, ct.name, ct.seo_link,
             row_number() OVER (ORDER BY ${nameOrder(sql`ct.search_name`)}, c.sort_order, c.id) AS ord
      FROM category_translations ct JOIN categories c ON c.id = ct.category_id AND c.is_active
      WHERE ct.language_code = ${lang} AND ${nameMatch(sql`ct.search_name`)}
      ORDER BY ord LIMIT ${SUGGESTION_LIMITS.categories}
    ),
    brs AS (
      SELECT b.id, coalesce(bt.name, b.name) AS name, coalesce(bt.seo_link, b.code) AS seo_link,
             row_number() OVER (ORDER BY ${nameOrder(sql`b.search_name`)}, b.sort_order, b.id) AS ord
      FROM brands b
      LEFT JOIN brand_translations bt ON bt.brand_id = b.id AND bt.language_code = ${lang}
      WHERE b.is_active AND ${nameMatch(sql`b.search_name`)}
      ORDER BY ord LIMIT ${SUGGESTION_LIMITS.brands}
    ),
    terms AS (
      SELECT s.term, s.search_count,
             row_number() OVER (ORDER BY s.search_count DESC, s.last_searched_at DESC, s.term) AS ord
      FROM search_terms s
      WHERE s.language_code = ${lang} AND ${nameMatch(termLoose)}
      ORDER BY ord LIMIT ${SUGGESTION_LIMITS.terms}
    )`;
  const namesJson = sql`
      'categories', (SELECT json_agg(json_build_object('id', id, 'name', name, 'seo_link', seo_link)
                                     ORDER BY ord) FROM cats),
      'brands', (SELECT json_agg(json_build_object('id', id, 'name', name, 'seo_link', seo_link)
                                 ORDER BY ord) FROM brs),
      'terms', (SELECT json_agg(json_build_object('term', term, 'count', search_count) ORDER BY ord)
                FROM terms),`;
  const run = (db: Database | Transaction, typos: boolean) =>
    one<{
      unknown: boolean;
      cards: RawCard[] | null;
      categories?: SearchSuggestions["categories"] | null;
      brands?: SearchSuggestions["brands"] | null;
      terms?: SearchTerm[] | null;
      rates: Rate[] | null;
    }>(
      db,
      sql`WITH ${hitsSql(words, lang, typos)},
      ${pagedSql(0, SUGGESTION_LIMITS.products)}${typos ? sql`` : namesSql}
      SELECT json_build_object(${typos ? sql`` : namesJson}
        ${pageJsonSql(lang)}) AS result`,
      typos ? "suggest-typos" : "suggest",
    );
  const names = await run(db, false);
  const result = names.unknown ? await withTypoThreshold(db, (tx) => run(tx, true)) : names;
  return {
    query,
    products: priceCards(result.cards ?? [], result.rates ?? [], currencyId),
    categories: names.categories ?? [],
    brands: names.brands ?? [],
    terms: (names.terms ?? []).map((t) => ({ term: t.term, count: Number(t.count) })),
  };
}
