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

/** Socket failures of the driver while the server is away (restart, network, closed port). */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres ends a query whose connection went, or a connect that got no answer, so. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * Whether the database could not be reached at all, rather than refusing what was asked: the
 * driver's socket errors, SQLSTATE class 08 (connection exception) and the server shutting down
 * or starting up (57P01 to 57P03). Such a request may well work a few seconds later.
 */
export function databaseUnreachable(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at && typeof at === "object" && depth < 8; depth++) {
    const { code, message, cause } = at as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === "string" &&
      (UNREACHABLE_CODES.has(code) || /^(08...|57P0[123])$/.test(code))
    )
      return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
    at = cause;
  }
  return false;
}
