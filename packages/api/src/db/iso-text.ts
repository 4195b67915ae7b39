import { type SQL, sql } from "drizzle-orm";

/** A timestamptz as ISO 8601 UTC text, the same on both drivers and inside JSON. */
export const isoText = (expr: SQL) =>
  sql`to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
