// @shop/api: the shop's API, for the process that serves it (this package's server.ts, or the
// shop-app's server, which mounts the very same Hono app and lets its loaders call it in-process).
//
//   const api = await openShopApi();            // env: DATABASE_URL or DATA_DIR, ADMIN_*, ...
//   honoServer.route("/", api.app);              // serves /api/v1/*
//   await api.app.request("/api/v1/country/?language=en", { headers }, { clientAddress });
//   await api.close();                           // on shutdown
import { type ApiApp, createApi, defaultApiConfig } from "./app.ts";
import { loadConfig, type ServerConfig } from "./config.ts";
import { type Database, type DatabaseKind, openDatabase, type PoolStats } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import type { ApiConfig } from "./lib/app-env.ts";
import { openPostgresChangeFeed } from "./lib/change-feed.ts";
import { collectGarbage } from "./lib/collect-garbage.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { type PeriodicJob, startPeriodic } from "./lib/periodic.ts";
import { pruneLimits } from "./lib/rate-limit.ts";
import { pruneTokens } from "./modules/auth/token.service.ts";
import { pruneSignInCodes } from "./modules/customers/sign-in-code.service.ts";
import { openUploadStorage } from "./modules/images/storage/open-upload-storage.ts";
import type { UploadStorage } from "./modules/images/storage/upload-storage.ts";
import { cleanUpUploads } from "./modules/images/upload-cleanup.ts";
import { adaptersFromConfig } from "./modules/outbox/adapters.ts";
import { outboxBacklog } from "./modules/outbox/backlog.ts";
import {
  DEFAULT_REPORT_POLICY,
  netgsmReportClient,
  startDeliveryReader,
} from "./modules/outbox/netgsm-reports.ts";
import { DEFAULT_SENDER_POLICY, startOutboxSender } from "./modules/outbox/outbox-sender.ts";
import type { PaymentProvider } from "./modules/payments/payment-provider.ts";
import { forgetUnservedCardPages } from "./modules/payments/payments.service.ts";
import { seed } from "./seed/index.ts";

export {
  API_PREFIX,
  type ApiApp,
  type CreateApiOptions,
  createApi,
  defaultApiConfig,
} from "./app.ts";
export { ConfigError, loadConfig, type ServerConfig } from "./config.ts";
export {
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  openDatabase,
  type PoolStats,
} from "./db/client.ts";
export { migrate } from "./db/migrate.ts";
export type { ApiConfig, AppEnv, Identity } from "./lib/app-env.ts";
export { createLogger, type Logger } from "./lib/logger.ts";
export { diskStorage } from "./modules/images/storage/disk-storage.ts";
export { openUploadStorage } from "./modules/images/storage/open-upload-storage.ts";
export type { S3Settings } from "./modules/images/storage/s3-storage.ts";
export {
  keyOfUrl,
  type StoredObject,
  type UploadStorage,
} from "./modules/images/storage/upload-storage.ts";
export { seed } from "./seed/index.ts";

export interface ShopApi {
  /** The Hono app: every route under /api/v1. Mount it, or call `app.request()` in-process. */
  app: ApiApp;
  db: Database;
  databaseKind: DatabaseKind;
  config: ServerConfig;
  logger: Logger;
  /** Where uploads are kept; the server streams /uploads/* from it. */
  uploads: UploadStorage;
  /** What the process's metrics report of the database: its pool, and the unsent messages. */
  stats(): Promise<{ pool: PoolStats | null; outboxBacklog: number }>;
  /** Closes the database (the embedded one must be closed to shut down cleanly). */
  close(): Promise<void>;
}

export interface OpenShopApiOptions {
  /** Defaults to loadConfig(process.env); loadConfig throws ConfigError on a wrong setting. */
  config?: ServerConfig;
  logger?: Logger;
  /** Overrides of the API instance's settings (cookie policy, limits, ...). */
  api?: Partial<ApiConfig>;
}

/**
 * Opens the database the environment names (PostgreSQL at DATABASE_URL, else the embedded one in
 * DATA_DIR), applies the migrations, seeds what is missing (reference data and the admin always,
 * the demo shop on the first start) and returns the API app.
 */
export async function openShopApi(options: OpenShopApiOptions = {}): Promise<ShopApi> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: config.databasePoolSize,
  });
  const uploadStorage = await openUploadStorage(config.uploads);
  try {
    await handle.exclusive(async (db) => {
      await migrate(db);
      await seed(db, {
        dataDir: config.dataDir,
        uploads: uploadStorage,
        log: (msg, fields) => logger.info(msg, fields),
        admin: config.admin,
        demo: config.seedDemo,
      });
      await pruneTokens(db);
      await pruneSignInCodes(db);
      await pruneLimits(db);
    });
  } catch (error) {
    await uploadStorage.close();
    await handle.close();
    throw error;
  }
  collectGarbage();
  logger.info("database ready", {
    database: handle.kind,
    ...(handle.kind === "pglite" ? { data_dir: config.pgliteDir } : {}),
    uploads: uploadStorage.kind,
  });
  const changes = config.databaseUrl
    ? await openPostgresChangeFeed(config.databaseUrl, logger)
    : undefined;
  const app = createApi({
    db: handle.db,
    config: {
      trustProxy: config.trustProxy,
      cookieSecure: config.cookieSecure,
      allowedOrigins: config.allowedOrigins,
      uploads: uploadStorage,
      uploadQuotaBytes: config.uploadQuotaBytes,
      adminIdleSeconds: config.adminIdleSeconds,
      creationLimits: {
        ...defaultApiConfig().creationLimits,
        registrationsPerHour: config.registrationsPerHour,
      },
      readCacheTtlMs: config.readCacheTtlMs,
      referenceCacheTtlMs: config.referenceCacheTtlMs,
      tokenCacheTtlMs: config.tokenCacheTtlMs,
      socialProviders: config.socialProviders,
      paymentProviders: config.paymentProviders,
      wallets: config.wallets,
      publicUrl: config.publicUrl,
      ...(config.messaging.whatsapp?.webhook
        ? { whatsappWebhook: config.messaging.whatsapp.webhook }
        : {}),
      logger,
      ...(changes ? { changes } : {}),
      ...options.api,
    },
  });
  const uploads = startUploadCleanUp(handle.db, uploadStorage, config, logger);
  const cardPages = startCardPageSweep(handle.db, config.paymentProviders, logger);
  const adapters = adaptersFromConfig(config.messaging);
  const sender = startOutboxSender(handle.db, adapters, {
    intervalMs: config.messaging.intervalMs,
    policy: { ...DEFAULT_SENDER_POLICY, maxAttempts: config.messaging.maxAttempts },
    logger,
  });
  const netgsm = config.messaging.netgsm;
  const reports = config.messaging.netgsmReports;
  const reader =
    netgsm && reports
      ? startDeliveryReader(handle.db, netgsmReportClient(netgsm), {
          intervalMs: reports.intervalMs,
          policy: { ...DEFAULT_REPORT_POLICY, giveUpMs: reports.giveUpMs },
          logger,
        })
      : undefined;
  logger.info("outbox sender", {
    channels: Object.fromEntries(
      Object.entries(adapters).map(([channel, adapter]) => [channel, adapter.provider]),
    ),
    delivery_reports: {
      sms: reader ? "netgsm report API" : "off",
      whatsapp: config.messaging.whatsapp?.webhook ? "status webhook" : "off",
    },
  });
  return {
    app,
    db: handle.db,
    databaseKind: handle.kind,
    config,
    logger,
    uploads: uploadStorage,
    stats: async () => ({
      pool: handle.poolStats(),
      outboxBacklog: await outboxBacklog(handle.db),
    }),
    close: async () => {
      await sender.stop();
      await reader?.stop();
      await uploads.stop();
      await cardPages?.stop();
      await changes?.close();
      await uploadStorage.close();
      await handle.close();
    },
  };
}

const CLEAN_UP_EVERY_MS = 3_600_000;
const CARD_PAGE_SWEEP_EVERY_MS = 60_000;

/**
 * Deletes unreferenced uploads now and every hour while the process runs (each process of a
 * scaled-out shop does it for the storage it sees; deleting twice is harmless).
 */
function startUploadCleanUp(
  db: Database,
  storage: UploadStorage,
  config: ServerConfig,
  logger: Logger,
): PeriodicJob {
  return startPeriodic(
    "upload clean-up",
    CLEAN_UP_EVERY_MS,
    async () => {
      const { deleted } = await cleanUpUploads(db, storage, {
        graceMs: config.uploadCleanupGraceMs,
      });
      if (deleted.length > 0)
        logger.info("unreferenced uploads deleted", { pictures: deleted.length });
    },
    logger,
  );
}

/**
 * Erases, every minute, the bank pages that carry a card (ipara's, QNBpay's, İşyerimPOS's forms)
 * which the shopper never opened before the payment expired: a card must not wait in the database.
 */
function startCardPageSweep(
  db: Database,
  providers: readonly PaymentProvider[],
  logger: Logger,
): PeriodicJob | undefined {
  const carrying = providers.filter((p) => p.pageCarriesCard).map((p) => p.name);
  if (carrying.length === 0) return undefined;
  return startPeriodic(
    "card page sweep",
    CARD_PAGE_SWEEP_EVERY_MS,
    async () => {
      const erased = await forgetUnservedCardPages(db, carrying);
      if (erased > 0) logger.info("unserved card pages erased", { payments: erased });
    },
    logger,
  );
}
