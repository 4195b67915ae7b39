// Structured logs: one JSON object per line. Callers pass named fields only; nothing logs a
// request body, a header, a query string or a query's parameters, so passwords, tokens and card
// data cannot reach the log.

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function createLogger(
  options: { level?: LogLevel; write?: (line: string) => void } = {},
): Logger {
  const threshold = rank[options.level ?? "info"];
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const log = (level: Exclude<LogLevel, "silent">) => (msg: string, fields?: LogFields) => {
    if (rank[level] < threshold) return;
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

export const silentLogger: Logger = createLogger({ level: "silent" });

/**
 * What may be logged of an error: its kind, message and stack, and for a failed SQL query the
 * statement and the database's own message, never the query's parameters (they may hold a
 * password hash, a token hash or personal data).
 */
export function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: String(error) };
  const described: LogFields = { error: error.name, message: error.message, stack: error.stack };
  const query = (error as { query?: unknown }).query;
  if (typeof query === "string") {
    // drizzle's DrizzleQueryError puts "params: …" into its message: keep only the statement.
    described.message = `Failed query: ${query}`;
    described.stack = error.stack
      ?.split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n");
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof Error) {
      described.cause = cause.message;
      const code = (cause as { code?: unknown }).code;
      if (typeof code === "string") described.sqlstate = code;
    }
  } else if (error.cause instanceof Error) {
    described.cause = error.cause.message;
  }
  return described;
}
