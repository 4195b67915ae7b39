// Rows of raw SQL on either driver (PGlite or node-postgres), optionally as a prepared statement.
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "./client.ts";

const dialect = new PgDialect();
/** Statement names by SQL text: a name always means one text, as node-postgres requires. */
const statementNames = new Map<string, string>();
const textsPerLabel = new Map<string, number>();
/**
 * Each connection keeps every statement it prepared until it closes, so the names are bounded:
 * past this many texts of one label (filters change a list's text) a statement runs unnamed,
 * parsed and planned each time as before.
 */
const MAX_TEXTS_PER_LABEL = 50;

function statementName(label: string, text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined) return known;
  const count = textsPerLabel.get(label) ?? 0;
  if (count >= MAX_TEXTS_PER_LABEL) return undefined;
  const name = `${label}-${count}`;
  textsPerLabel.set(label, count + 1);
  statementNames.set(text, name);
  return name;
}

/**
 * Rows of a raw SQL query. With `prepared` (a label for the statement), a PostgreSQL server
 * parses and plans the statement once per connection instead of on every call: the hot
 * catalogue reads spent more time in the planner than in execution (api-028). PGlite runs it
 * as any other query.
 */
export async function queryRows<T>(
  db: Database | Transaction,
  query: SQL,
  prepared?: string,
): Promise<T[]> {
  if (prepared === undefined) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  const built = dialect.sqlToQuery(query);
  const statement = db._.session.prepareQuery(
    built,
    undefined,
    statementName(prepared, built.sql),
    false,
  );
  const result = (await statement.execute()) as { rows: T[] };
  return result.rows;
}
