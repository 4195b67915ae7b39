// A large catalogue for search (issue 9): the seeded products copied by SQL on the bench's own
// PostgreSQL database up to ~10,000, each copy with its own SKU, name and seo link, so that search
// reads as many rows, index entries and trigrams as a real shop's; and the search statement's
// plan on it (EXPLAIN ANALYZE), run through the API's own search service.
import pg from "pg";
import { postgresDatabase } from "../../packages/api/src/db/client.ts";
import { suggest } from "../../packages/api/src/modules/search/search.service.ts";

export const LARGE_CATALOGUE = 10_000;

/** Columns of `table` that an INSERT may set (not generated), except those in `except`. */
async function columns(client: pg.Client, table: string, except: string[]): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
     ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name).filter((name) => !except.includes(name));
}

const list = (names: string[], prefix: string) => names.map((n) => `${prefix}."${n}"`).join(", ");
const bare = (names: string[]) => names.map((n) => `"${n}"`).join(", ");

/**
 * Copies the active products (with their translations, whose search columns the database
 * generates, and their images) until the shop holds `target` products. Sub-products, comments
 * and attributes are not copied: search reads none of them but an EXISTS per card.
 */
export async function growCatalogue(databaseUrl: string, target = LARGE_CATALOGUE) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ active: string; total: string; top: string }>(
      "SELECT count(*) FILTER (WHERE is_active) AS active, count(*) AS total, max(id) AS top FROM products",
    );
    const active = Number(rows[0]?.active ?? 0);
    const missing = target - Number(rows[0]?.total ?? 0);
    if (active === 0 || missing <= 0) return { products: Number(rows[0]?.total ?? 0) };
    await client.query("BEGIN");
    // One row per copy: its source, its number among the source's copies, its new id.
    await client.query(
      `CREATE TEMP TABLE bench_copies ON COMMIT DROP AS
       SELECT s.id AS src, g.n, $1::int + row_number() OVER (ORDER BY g.n, s.id) AS id
       FROM (SELECT id FROM products WHERE is_active) s
       CROSS JOIN generate_series(1, $2::int) AS g(n)
       ORDER BY g.n, s.id LIMIT $3`,
      [Number(rows[0]?.top ?? 0), Math.ceil(missing / active), missing],
    );
    const product = await columns(client, "products", ["id", "sku", "barcode"]);
    await client.query(
      `INSERT INTO products (id, sku, barcode, ${bare(product)})
       SELECT c.id, p.sku || '-B' || c.n, NULL, ${list(product, "p")}
       FROM bench_copies c JOIN products p ON p.id = c.src`,
    );
    const translation = await columns(client, "product_translations", [
      "product_id",
      "name",
      "seo_link",
    ]);
    await client.query(
      `INSERT INTO product_translations (product_id, name, seo_link, ${bare(translation)})
       SELECT c.id, t.name || ' ' || c.n, t.seo_link || '-' || c.n, ${list(translation, "t")}
       FROM bench_copies c JOIN product_translations t ON t.product_id = c.src`,
    );
    const image = await columns(client, "product_images", ["id", "product_id"]);
    await client.query(
      `INSERT INTO product_images (product_id, ${bare(image)})
       SELECT c.id, ${list(image, "i")}
       FROM bench_copies c JOIN product_images i ON i.product_id = c.src`,
    );
    // Ids given explicitly: the identity must move past them for the shop's own inserts.
    await client.query(
      "SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))",
    );
    await client.query("COMMIT");
    await client.query("ANALYZE products, product_translations, product_images");
    const count = await client.query<{ n: string }>("SELECT count(*) AS n FROM products");
    return { products: Number(count.rows[0]?.n ?? 0) };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * EXPLAIN ANALYZE of the search suggestions' statement for `text`, as the API's search service
 * builds it: the service runs on a pool that explains each statement before answering it.
 */
export async function explainSearch(databaseUrl: string, text: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const plans: Array<{ "Execution Time": number; "Planning Time": number }> = [];
  const run = pool.query.bind(pool) as (
    text: string,
    values?: unknown[],
  ) => Promise<pg.QueryResult>;
  const explaining = async (config: string | { text: string }, values?: unknown[]) => {
    const statement = typeof config === "string" ? config : config.text;
    const result = await run(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`, values);
    const plan = (result.rows[0] as { "QUERY PLAN": typeof plans } | undefined)?.["QUERY PLAN"];
    if (plan?.[0]) plans.push(plan[0]);
    return run(statement, values);
  };
  pool.query = explaining as unknown as typeof pool.query;
  const handle = postgresDatabase(pool);
  try {
    await suggest(handle.db, text, { lang: "tr", currencyId: 1 });
    const plan = plans[0];
    if (!plan) throw new Error("the search ran no statement");
    return { executionMs: plan["Execution Time"], planningMs: plan["Planning Time"] };
  } finally {
    await handle.close();
  }
}
