// The process environment, parsed once at boot. A wrong setting stops the process with a
// message that names the variable and what is expected of it.
import { resolve } from "node:path";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./contract/index.ts";
import { isCommonPassword } from "./lib/common-passwords.ts";
import type { S3Settings } from "./modules/images/storage/s3-storage.ts";
import { NETGSM_API_URL, type NetgsmSettings } from "./modules/outbox/netgsm-adapter.ts";
import type { SmtpSettings } from "./modules/outbox/smtp-adapter.ts";
import {
  WHATSAPP_API_URL,
  type WhatsAppSettings,
} from "./modules/outbox/whatsapp-cloud-adapter.ts";
import type { PaymentProvider } from "./modules/payments/payment-provider.ts";
import { paymentProvidersFromEnv } from "./modules/payments/provider-config.ts";
import { type Wallets, walletsFromEnv } from "./modules/payments/wallets/wallet-config.ts";
import { type SocialProvider, socialProvidersFromEnv } from "./modules/social-login/providers.ts";

const flag = (fallback: boolean) =>
  z
    .stringbool({ truthy: ["true", "1", "yes", "on"], falsy: ["false", "0", "no", "off"] })
    .default(fallback);

const MB = 1024 * 1024;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  TRUST_PROXY: flag(false),
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({ protocol: /^https?$/, error: "must be a comma-separated list of http(s) origins" }),
      ),
    ),
  SEED_DEMO: flag(true),
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  REFERENCE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  TOKEN_CACHE_TTL_MS: z.coerce.number().int().min(0).max(5_000).default(2_000),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be the site's http(s) origin" })
    .optional(),
  UPLOAD_QUOTA_CUSTOMER_MB: z.coerce.number().int().min(1).max(1_000_000).default(20),
  UPLOAD_QUOTA_ADMIN_MB: z.coerce.number().int().min(1).max(10_000_000).default(5000),
  UPLOAD_QUOTA_ANONYMOUS_MB: z.coerce.number().int().min(1).max(1_000_000).default(50),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  ADMIN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  NETGSM_USERCODE: z.string().min(1).optional(),
  NETGSM_PASSWORD: z.string().min(1).optional(),
  NETGSM_HEADER: z.string().min(1).max(11).optional(),
  NETGSM_API_URL: z.url({ protocol: /^https?$/ }).default(NETGSM_API_URL),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, "must be the phone number's id").optional(),
  WHATSAPP_TEMPLATE: z.string().min(1).optional(),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default(WHATSAPP_API_URL),
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  NETGSM_DELIVERY_REPORTS: flag(false),
  NETGSM_REPORT_INTERVAL_SECONDS: z.coerce.number().min(0.2).max(3600).default(60),
  NETGSM_REPORT_GIVE_UP_HOURS: z.coerce.number().min(0.01).max(720).default(48),
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().min(0.2).max(3600).default(5),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be the service's http(s) URL" })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  UPLOAD_CLEANUP_GRACE_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 365)
    .default(24),
});

export type Env = z.infer<typeof EnvSchema>;

export interface ServerConfig {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  /** Files of the embedded database, inside dataDir. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  admin: { email: string; password: string } | undefined;
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  cookieSecure: "auto" | "always" | "never";
  allowedOrigins: string[];
  seedDemo: boolean;
  /** Public catalogue reads served from memory this long (READ_CACHE_TTL_MS); 0 turns it off. */
  readCacheTtlMs: number;
  /** Admin-set reference data the cart prices with kept this long (REFERENCE_CACHE_TTL_MS). */
  referenceCacheTtlMs: number;
  /** Shoppers' resolved tokens remembered this long (TOKEN_CACHE_TTL_MS, at most 5 s). */
  tokenCacheTtlMs: number;
  /** Social sign-in providers with credentials (GOOGLE_*, FACEBOOK_*, APPLE_*). */
  socialProviders: SocialProvider[];
  /** The site's public origin (PUBLIC_URL), used for the providers' redirect URI. */
  publicUrl: string | undefined;
  /** Card payment providers with credentials (IYZICO_*, PAYTR_*, MOKA_*), beside the test gateway. */
  paymentProviders: PaymentProvider[];
  /** Google Pay and Apple Pay with complete settings (GOOGLE_PAY_*, APPLE_PAY_*). */
  wallets: Wallets;
  /** Bytes of pictures each uploader may hold (UPLOAD_QUOTA_{CUSTOMER,ADMIN,ANONYMOUS}_MB). */
  uploadQuotaBytes: { customer: number; admin: number; anonymous: number };
  /** An admin's session ends after this long without a request (ADMIN_IDLE_MINUTES). */
  adminIdleSeconds: number;
  /** Registrations a client address may make an hour (REGISTRATIONS_PER_HOUR). */
  registrationsPerHour: number;
  /** How old an unreferenced upload must be before the clean-up deletes it. */
  uploadCleanupGraceMs: number;
  /**
   * Where uploads are kept: DATA_DIR/uploads, or the S3 bucket S3_* name (every process of a shop
   * served by several machines then sees the same files).
   */
  uploads: { kind: "disk"; dir: string } | ({ kind: "s3" } & S3Settings);
  /**
   * The providers the outbox sends through, each only when configured: e-mail (SMTP_URL,
   * MAIL_FROM), SMS (NETGSM_*), WhatsApp (WHATSAPP_*); a channel without one keeps its messages.
   */
  messaging: {
    smtp?: SmtpSettings;
    netgsm?: NetgsmSettings;
    whatsapp?: WhatsAppSettings;
    /** Netgsm's delivery reports, read when NETGSM_DELIVERY_REPORTS is on with NETGSM_*. */
    netgsmReports?: { intervalMs: number; giveUpMs: number };
    intervalMs: number;
    maxAttempts: number;
  };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Parses the environment; throws ConfigError listing every wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  // An empty variable counts as unset (a common way to "unset" in compose files and shells).
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = EnvSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        const value = present[name];
        const shown =
          value === undefined || /PASSWORD|URL|SECRET|KEY|TOKEN/.test(name)
            ? ""
            : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      });
  if (Boolean(present.ADMIN_EMAIL) !== Boolean(present.ADMIN_PASSWORD)) {
    const missing = present.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
    problems.push(`${missing}: ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all`);
  }
  // The admin's password is held to the rule every customer's is: not one of the common and
  // breached ones, which are the first an attacker tries against the admin's sign-in.
  if (present.ADMIN_PASSWORD && isCommonPassword(present.ADMIN_PASSWORD)) {
    problems.push(
      "ADMIN_PASSWORD: is on the list of the most common and breached passwords; choose another",
    );
  }
  const together = (names: string[], why: string) => {
    const set = names.filter((n) => present[n]);
    if (set.length > 0 && set.length < names.length)
      problems.push(
        `${names.filter((n) => !present[n]).join(", ")}: ${names.join(", ")} are set together or not at all (${why})`,
      );
  };
  together(["SMTP_URL", "MAIL_FROM"], "e-mail through SMTP");
  if (present.SMTP_URL && !present.PUBLIC_URL)
    problems.push("PUBLIC_URL: must be set with SMTP_URL (the links in e-mails are absolute)");
  together(["NETGSM_USERCODE", "NETGSM_PASSWORD", "NETGSM_HEADER"], "SMS through Netgsm");
  together(["WHATSAPP_ACCESS_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"], "WhatsApp Cloud API");
  together(["WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"], "WhatsApp's status webhook");
  if (present.WHATSAPP_APP_SECRET && !present.WHATSAPP_ACCESS_TOKEN)
    problems.push(
      "WHATSAPP_APP_SECRET: the status webhook needs WHATSAPP_ACCESS_TOKEN and the rest",
    );
  if (present.NETGSM_DELIVERY_REPORTS && !present.NETGSM_USERCODE)
    problems.push("NETGSM_DELIVERY_REPORTS: reports are read with NETGSM_USERCODE and the rest");
  together(
    ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
    "uploads in an S3 bucket",
  );
  for (const name of ["S3_ENDPOINT", "S3_FORCE_PATH_STYLE"])
    if (present[name] && !present.S3_BUCKET)
      problems.push(`${name}: is a setting of the S3 bucket and needs S3_BUCKET and the rest`);
  const social = socialProvidersFromEnv(present);
  problems.push(...social.problems);
  const payment = paymentProvidersFromEnv(present);
  problems.push(...payment.problems);
  const wallet = walletsFromEnv(present, payment.providers);
  problems.push(...wallet.problems);
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  // A relative DATA_DIR is taken from where the command was typed: pnpm runs a package's script
  // in the package's folder but tells it the caller's folder (INIT_CWD), so `pnpm start` at the
  // repository root keeps its data in ./data there.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: resolve(dataDir, "pglite"),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure:
      e.COOKIE_SECURE === "auto" ? "auto" : e.COOKIE_SECURE === "true" ? "always" : "never",
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => new URL(o).origin),
    seedDemo: e.SEED_DEMO,
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    referenceCacheTtlMs: e.REFERENCE_CACHE_TTL_MS,
    tokenCacheTtlMs: e.TOKEN_CACHE_TTL_MS,
    socialProviders: social.providers,
    paymentProviders: payment.providers,
    wallets: wallet.wallets,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    uploadQuotaBytes: {
      customer: e.UPLOAD_QUOTA_CUSTOMER_MB * MB,
      admin: e.UPLOAD_QUOTA_ADMIN_MB * MB,
      anonymous: e.UPLOAD_QUOTA_ANONYMOUS_MB * MB,
    },
    adminIdleSeconds: e.ADMIN_IDLE_MINUTES * 60,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    uploadCleanupGraceMs: e.UPLOAD_CLEANUP_GRACE_HOURS * 3_600_000,
    uploads:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: "s3",
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : { kind: "disk", dir: resolve(dataDir, "uploads") },
    messaging: {
      smtp:
        e.SMTP_URL && e.MAIL_FROM && e.PUBLIC_URL
          ? { url: e.SMTP_URL, from: e.MAIL_FROM, origin: new URL(e.PUBLIC_URL).origin }
          : undefined,
      netgsm:
        e.NETGSM_USERCODE && e.NETGSM_PASSWORD && e.NETGSM_HEADER
          ? {
              usercode: e.NETGSM_USERCODE,
              password: e.NETGSM_PASSWORD,
              header: e.NETGSM_HEADER,
              baseUrl: e.NETGSM_API_URL,
              ...(e.NETGSM_DELIVERY_REPORTS
                ? { reports: { firstCheckMs: Math.round(e.NETGSM_REPORT_INTERVAL_SECONDS * 1000) } }
                : {}),
            }
          : undefined,
      netgsmReports:
        e.NETGSM_USERCODE && e.NETGSM_DELIVERY_REPORTS
          ? {
              intervalMs: Math.round(e.NETGSM_REPORT_INTERVAL_SECONDS * 1000),
              giveUpMs: Math.round(e.NETGSM_REPORT_GIVE_UP_HOURS * 3_600_000),
            }
          : undefined,
      whatsapp:
        e.WHATSAPP_ACCESS_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
          ? {
              accessToken: e.WHATSAPP_ACCESS_TOKEN,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
              template: e.WHATSAPP_TEMPLATE,
              baseUrl: e.WHATSAPP_API_URL,
              ...(e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN
                ? {
                    webhook: {
                      appSecret: e.WHATSAPP_APP_SECRET,
                      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
                    },
                  }
                : {}),
            }
          : undefined,
      intervalMs: Math.round(e.OUTBOX_INTERVAL_SECONDS * 1000),
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    },
  };
}
