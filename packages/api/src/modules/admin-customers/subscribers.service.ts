// The newsletter's subscribers for the admin: a searched, paged list, and every subscriber of a
// status as CSV for a spreadsheet.
import { type SQL, sql } from "drizzle-orm";
import type {
  NewsletterSubscriber,
  NewsletterSubscriberPage,
  NewsletterSubscriberQuery,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";
import { containing } from "./customers.service.ts";

const STATUS = sql`CASE WHEN s.unsubscribed_at IS NOT NULL THEN 'unsubscribed'
  WHEN s.confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'pending' END`;

const orNull = (column: SQL) =>
  sql`CASE WHEN ${column} IS NULL THEN NULL ELSE ${isoText(column)} END`;

const COLUMNS = sql`s.id, s.email, s.language_code AS language, ${STATUS} AS status,
  ${isoText(sql`s.created_at`)} AS created_at, ${orNull(sql`s.confirmed_at`)} AS confirmed_at,
  ${orNull(sql`s.unsubscribed_at`)} AS unsubscribed_at`;

function filterOf(query: Pick<NewsletterSubscriberQuery, "search" | "status">): SQL {
  const where: SQL[] = [sql`true`];
  if (query.search) where.push(sql`s.email ILIKE ${containing(query.search)}`);
  if (query.status !== "all") where.push(sql`${STATUS} = ${query.status}`);
  return sql.join(where, sql` AND `);
}

export async function listSubscribers(
  db: Database,
  query: NewsletterSubscriberQuery,
): Promise<NewsletterSubscriberPage> {
  const filter = filterOf(query);
  const offset = (query.page - 1) * query.page_size;
  const rows = await queryRows<NewsletterSubscriber & { total: number }>(
    db,
    sql`SELECT ${COLUMNS}, count(*) OVER ()::int AS total
      FROM newsletter_subscribers s WHERE ${filter}
      ORDER BY s.created_at DESC, s.id DESC LIMIT ${query.page_size} OFFSET ${offset}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM newsletter_subscribers s WHERE ${filter}`,
    );
    total = row?.n ?? 0;
  }
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    total,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.max(1, Math.ceil(total / query.page_size)),
  };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * field that a spreadsheet would read as a formula (= + - @ tab) gets a leading apostrophe, so an
 * address typed by a visitor cannot run in the admin's Excel.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Every subscriber the filter finds, oldest first, as CSV with a BOM so Excel reads UTF-8. */
export async function subscribersCsv(
  db: Database,
  query: Pick<NewsletterSubscriberQuery, "search" | "status">,
): Promise<string> {
  const rows = await queryRows<NewsletterSubscriber>(
    db,
    sql`SELECT ${COLUMNS} FROM newsletter_subscribers s WHERE ${filterOf(query)}
      ORDER BY s.created_at, s.id`,
  );
  const header = ["email", "language", "status", "created_at", "confirmed_at", "unsubscribed_at"];
  const lines = rows.map((row) =>
    [
      row.email,
      row.language,
      row.status,
      row.created_at,
      row.confirmed_at ?? "",
      row.unsubscribed_at ?? "",
    ]
      .map(csvField)
      .join(","),
  );
  return `\uFEFF${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
