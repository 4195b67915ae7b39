// The admin's customers: a list searched (name, e-mail, phone), sorted and paged in one query with
// the total as a window count, and one customer with their orders, addresses, favourites,
// comments and gift certificates.
import { type SQL, sql } from "drizzle-orm";
import type {
  AdminCustomerDetail,
  AdminCustomerListQuery,
  AdminCustomerPage,
  AdminCustomerRow,
  LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";
import { ApiError } from "../../lib/errors.ts";
import { listAddresses } from "../addresses/addresses.service.ts";
import { listGiftCertificates } from "../customers/gift-certificates.service.ts";
import { listOrders } from "../orders/orders.service.ts";

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

const SORT_COLUMNS: Record<AdminCustomerListQuery["sort"], SQL> = {
  name: sql`lower(c.name || ' ' || c.surname)`,
  email: sql`lower(c.email)`,
  created: sql`c.created_at`,
  last_login: sql`c.last_login_at`,
  orders: sql`order_count`,
};

const ROW_COLUMNS = sql`c.id, c.name, c.surname, c.email, c.phone, c.is_active,
  c.deleted_at IS NOT NULL AS deleted,
  (SELECT count(*)::int FROM orders o WHERE o.customer_id = c.id) AS order_count,
  ${isoText(sql`c.created_at`)} AS created_at,
  CASE WHEN c.last_login_at IS NULL THEN NULL ELSE ${isoText(sql`c.last_login_at`)} END AS last_login_at`;

export async function listAdminCustomers(
  db: Database,
  query: AdminCustomerListQuery,
): Promise<AdminCustomerPage> {
  let filter = sql`true`;
  if (query.search) {
    const like = containing(query.search);
    // Phones are stored as +90…: a search typed with spaces or dashes still finds them.
    const digits = query.search.replace(/[^\d+]/g, "");
    filter = sql`(c.name || ' ' || c.surname ILIKE ${like} OR c.email ILIKE ${like}
      OR c.phone ILIKE ${like}${digits.length >= 3 ? sql` OR c.phone LIKE ${containing(digits)}` : sql``})`;
  }
  const direction = query.direction === "asc" ? sql`ASC` : sql`DESC`;
  const offset = (query.page - 1) * query.page_size;
  const rows = await queryRows<AdminCustomerRow & { total: number }>(
    db,
    sql`SELECT ${ROW_COLUMNS}, count(*) OVER ()::int AS total
      FROM customers c WHERE ${filter}
      ORDER BY ${SORT_COLUMNS[query.sort]} ${direction} NULLS LAST, c.id ${direction}
      LIMIT ${query.page_size} OFFSET ${offset}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page the window count had no row to ride on.
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM customers c WHERE ${filter}`,
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

export async function readAdminCustomer(
  db: Database,
  id: number,
  lang: LanguageCode,
): Promise<AdminCustomerDetail> {
  const [row] = await queryRows<
    AdminCustomerRow & { language: string; marketing_consent: boolean; phone_confirmed: boolean }
  >(
    db,
    sql`SELECT ${ROW_COLUMNS}, c.language_code AS language, c.marketing_consent,
        c.phone_confirmed_at IS NOT NULL AS phone_confirmed
      FROM customers c WHERE c.id = ${id}`,
  );
  if (!row) throw new ApiError("record_not_found", 404);
  const owner = { customerId: id };
  const [orders, addresses, favourites, comments, giftCertificates] = await Promise.all([
    listOrders(db, owner, lang, { page: 1, limit: 50 }),
    listAddresses(db, owner, lang),
    queryRows<AdminCustomerDetail["favourites"][number]>(
      db,
      sql`SELECT f.product_id, coalesce(t.name, tr.name) AS product_name, p.sku,
          ${isoText(sql`f.created_at`)} AS created_at
        FROM customer_favorites f JOIN products p ON p.id = f.product_id
        LEFT JOIN product_translations t ON t.product_id = p.id AND t.language_code = ${lang}
        LEFT JOIN product_translations tr ON tr.product_id = p.id AND tr.language_code = 'tr'
        WHERE f.customer_id = ${id} ORDER BY f.created_at DESC, f.id DESC`,
    ),
    queryRows<AdminCustomerDetail["comments"][number]>(
      db,
      sql`SELECT m.id, m.product_id, coalesce(t.name, tr.name) AS product_name, m.text,
          m.rate::int AS rate, m.is_approved, ${isoText(sql`m.created_at`)} AS created_at
        FROM product_comments m
        LEFT JOIN product_translations t ON t.product_id = m.product_id AND t.language_code = ${lang}
        LEFT JOIN product_translations tr ON tr.product_id = m.product_id AND tr.language_code = 'tr'
        WHERE m.customer_id = ${id} ORDER BY m.created_at DESC, m.id DESC`,
    ),
    listGiftCertificates(db, id),
  ]);
  return {
    ...row,
    orders: orders.items,
    addresses,
    favourites,
    comments,
    gift_certificates: giftCertificates,
  };
}
