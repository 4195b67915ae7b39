// The web server's environment, parsed once at boot; a wrong value stops the process with a
// message naming the variable. The API parses its own variables (DATABASE_URL, ADMIN_*, ...)
// from the same environment; DATA_DIR is resolved here once, so both agree on one directory.
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .stringbool({ truthy: ["true", "1", "yes", "on"], falsy: ["false", "0", "no", "off"] })
    .default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Public address of the shop (https://shop.example), for canonical and hreflang links. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .transform((value) => new URL(value).origin)
    .optional(),
  TRUST_PROXY: flag(false),
  /** How long a rendered catalogue page is served again (server/page-cache.ts); 0: never. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Skip the build check of `start` (the build is known to be current). */
  SKIP_BUILD: flag(false),
  /** Worker processes serving the one port (server/workers.ts); more than one needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATABASE_URL: z.string().optional(),
  /** Prometheus metrics on this port (server/metrics.ts); off when unset. Keep it private. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
});

export interface WebEnv {
  mode: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute: a relative DATA_DIR is taken from where `pnpm start` was run. */
  dataDir: string;
  siteUrl: string | undefined;
  trustProxy: boolean;
  skipBuild: boolean;
  pageCacheTtlMs: number;
  workers: number;
  metricsPort: number | undefined;
}

export class EnvError extends Error {}

export function parseWebEnv(
  env: Record<string, string | undefined> = process.env,
  defaults: { NODE_ENV?: string } = {},
): WebEnv {
  const present = Object.fromEntries(
    Object.entries({ ...defaults, ...env }).filter(
      ([, value]) => value !== undefined && value !== "",
    ),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new EnvError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new EnvError(
      "Invalid configuration:\n  - WEB_CONCURRENCY: several processes need a PostgreSQL server at DATABASE_URL (the embedded database serves one process)",
    );
  }
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(base, e.DATA_DIR);
  return {
    mode: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    siteUrl: e.SITE_URL,
    trustProxy: e.TRUST_PROXY,
    skipBuild: e.SKIP_BUILD,
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
    workers: e.WEB_CONCURRENCY,
    metricsPort: e.METRICS_PORT,
  };
}
