// Recognising the database's refusals, on node-postgres and on PGlite alike (drizzle wraps the
// driver's error; the driver's error carries the SQLSTATE and the constraint).

function driverError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (typeof own.code === "string" && /^[0-9A-Z]{5}$/.test(own.code)) return own;
  return own.cause ? driverError(own.cause) : undefined;
}

/** The name of the unique constraint or index that refused a write, if that is what happened. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = driverError(error);
  if (e?.code !== "23505") return undefined;
  return typeof e.constraint === "string" ? e.constraint : "";
}

export function sqlState(error: unknown): string | undefined {
  const code = driverError(error)?.code;
  return typeof code === "string" ? code : undefined;
}

/** A delete or update refused because other rows still point at the row (ON DELETE RESTRICT or NO ACTION). */
export function isReferenced(error: unknown): boolean {
  const state = sqlState(error);
  return state === "23503" || state === "23001";
}
