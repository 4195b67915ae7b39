// The shop's HTTP API: a Hono app with every route under /api/v1, one envelope for answers and
// refusals, messages in the requested language, OpenAPI 3.1 from the same zod schemas, and a
// JSON log line per request. The database comes in; nothing here opens one.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import {
  CURRENCIES,
  DEFAULT_CURRENCY_ID,
  DEFAULT_LANGUAGE,
  type ErrorCode,
  type ErrorResponse,
  isLanguageCode,
  type LanguageCode,
  PAGE_CACHE_HEADER,
  TOKEN_LIFETIME_SECONDS,
} from "./contract/index.ts";
import { type Database, databaseKindOf } from "./db/client.ts";
import type { ApiConfig, AppEnv } from "./lib/app-env.ts";
import { clientAddress } from "./lib/client.ts";
import { databaseUnreachable } from "./lib/db-errors.ts";
import { ApiError } from "./lib/errors.ts";
import { createLogger, describeError } from "./lib/logger.ts";
import { errorMessage, fieldMessage } from "./lib/messages.ts";
import { createReadCache } from "./lib/read-cache.ts";
import { createReferenceCache } from "./lib/reference-cache.ts";
import { routePolicies } from "./lib/route-policy.ts";
import { recordSecurityEvent } from "./lib/security-events.ts";
import { validationHook } from "./lib/validation.ts";
import { DEFAULT_SCRYPT_COST } from "./modules/auth/password.ts";
import {
  createTokenCache,
  DEFAULT_ADMIN_IDLE_SECONDS,
  type TokenCache,
} from "./modules/auth/token.service.ts";
import { diskStorage } from "./modules/images/storage/disk-storage.ts";
import { testGateway } from "./modules/payments/providers/test-gateway/test-gateway.ts";
import { apiRoutes } from "./routes.ts";

export const API_PREFIX = "/api/v1";
const MB = 1024 * 1024;

export function defaultApiConfig(): ApiConfig {
  return {
    trustProxy: false,
    cookieSecure: "auto",
    allowedOrigins: [],
    passwordCost: DEFAULT_SCRYPT_COST,
    loginLimits: { perAccount: 5, perAddress: 30, windowSeconds: 900 },
    creationLimits: { registrationsPerHour: 20, guestsPerHour: 300 },
    passwordResetLimits: { perEmail: 3, perAddress: 10, windowSeconds: 3600 },
    otpLimits: { sendsPerPhone: 5, sendsPerAddress: 20, checksPerAddress: 30, windowSeconds: 3600 },
    phoneProviders: {},
    tokenLifetimeSeconds: TOKEN_LIFETIME_SECONDS,
    signInCodeLifetimeSeconds: 300,
    adminIdleSeconds: DEFAULT_ADMIN_IDLE_SECONDS,
    logger: createLogger(),
    bodyLimitBytes: 1024 * 1024,
    readCacheTtlMs: 0,
    referenceCacheTtlMs: 0,
    tokenCacheTtlMs: 0,
    uploads: diskStorage(resolve("data", "uploads")),
    uploadQuotaBytes: { customer: 20 * MB, admin: 5000 * MB, anonymous: 50 * MB },
    socialProviders: [],
    // as a shop with no provider configured: the built-in test gateway only
    paymentProviders: [testGateway],
    wallets: {},
    publicUrl: undefined,
  };
}

export interface CreateApiOptions {
  db: Database;
  config?: Partial<ApiConfig>;
}

function query(c: Context, name: string): string | undefined {
  try {
    return c.req.query(name);
  } catch {
    return undefined; // a malformed percent-escape: treated as absent
  }
}

export function resolveLanguage(value: string | undefined): LanguageCode {
  const code = value?.trim().toLowerCase();
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}

/** The currency asked for by id or code; none asked is the default, an unknown one a refusal. */
export function requestedCurrencyId(value: string | undefined): number {
  const wanted = value?.trim().toUpperCase();
  if (!wanted) return DEFAULT_CURRENCY_ID;
  const found = CURRENCIES.find(
    (currency) => String(currency.id) === wanted || currency.code === wanted,
  );
  if (found) return found.id;
  throw new ApiError("validation_error", 400, {
    fields: [{ field: "currency", in: "query", code: "invalid_value" }],
  });
}

/** How long a caller should wait before asking again while the database is away. */
const DATABASE_RETRY_SECONDS = 3;

function refusal(c: Context<AppEnv>, error: ApiError) {
  const lang = c.var.lang ?? DEFAULT_LANGUAGE;
  const body: ErrorResponse = {
    success: false,
    code: error.code,
    message: errorMessage(error.code, lang, error.params),
  };
  if (error.fields?.length) {
    body.fields = error.fields.map((field) => ({
      field: field.field,
      ...(field.in ? { in: field.in } : {}),
      code: field.code,
      message: fieldMessage(field.code, lang, field.params),
    }));
  }
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(body, error.status);
}

const httpRefusals: Partial<Record<number, ErrorCode>> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

let scalarBundle: Promise<Buffer> | undefined;
function readScalarBundle(): Promise<Buffer> {
  scalarBundle ??= readFile(
    fileURLToPath(new URL("browser/standalone.js", import.meta.resolve("@scalar/api-reference"))),
  );
  return scalarBundle;
}

export function createApi({ db, config }: CreateApiOptions) {
  const settings: ApiConfig = { ...defaultApiConfig(), ...config };
  const databaseKind = databaseKindOf(db);
  const log = settings.logger;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook, strict: false });
  const reference = createReferenceCache({ ttlMs: settings.referenceCacheTtlMs });
  const localTokens = createTokenCache({
    ttlMs: settings.tokenCacheTtlMs,
    adminIdleSeconds: settings.adminIdleSeconds,
  });
  // A sign-out through this process ends the session in the others sharing the database too.
  const tokens: TokenCache = {
    ...localTokens,
    forget(tokenId) {
      localTokens.forget(tokenId);
      settings.changes?.publish({ kind: "token_revoked", tokenId });
    },
  };

  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set("db", db);
    c.set("databaseKind", databaseKind);
    c.set("config", settings);
    c.set("identity", undefined);
    c.set("reference", reference);
    c.set("tokens", tokens);
    c.set("lang", resolveLanguage(query(c, "language")));
    try {
      await next();
    } finally {
      // Method, path (never the query string), status, time and id: no bodies, no headers.
      log.info("request", {
        request_id: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });
  app.use(secureHeaders({ crossOriginResourcePolicy: "same-site" }));
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  // Prices in lira for a currency the caller mistyped would pass for an answer: refused, after
  // the request log and the security headers, which see the refusal.
  app.use(async (c, next) => {
    c.set("currencyId", requestedCurrencyId(query(c, "currency")));
    await next();
  });
  const generalBodyLimit = bodyLimit({
    maxSize: settings.bodyLimitBytes,
    onError: () => {
      throw new ApiError("payload_too_large", 413);
    },
  });
  // The three picture uploads carry up to 5 MB and set their own limit (modules/images), as do
  // the product imports (modules/admin-catalog); every other path, removeFile included, keeps
  // the general one.
  const upload = new RegExp(
    `^${API_PREFIX}/(image/(upload|uploadCustomer|uploadProductImage/[^/]+)|product/import(/preview)?)/?$`,
  );
  app.use(`${API_PREFIX}/*`, (c, next) =>
    upload.test(c.req.path) ? next() : generalBodyLimit(c, next),
  );

  // What each route implies besides its answer (read cache, audit), as the routes declare it.
  const routes = apiRoutes();
  const policyOf = routePolicies(
    routes.openAPIRegistry.definitions.flatMap((definition) =>
      definition.type === "route" ? [definition.route] : [],
    ),
    API_PREFIX,
  );

  app.use(`${API_PREFIX}/*`, async (c, next) => {
    await next();
    if (policyOf(c)?.page_cache) c.header(PAGE_CACHE_HEADER, "1");
  });

  // Every change an admin makes is traced with who, the path and the outcome (status).
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    await next();
    const identity = c.var.identity;
    if (identity?.kind !== "admin" || !policyOf(c)?.audited) return;
    await recordSecurityEvent(c.var.db, c.var.config.logger, {
      kind: "admin_write",
      outcome: c.res.status < 400 ? "success" : "failure",
      actor: { kind: "admin", id: identity.adminId },
      address: clientAddress(c),
      detail: { method: c.req.method, path: c.req.path, status: c.res.status },
    });
  });

  const readCache = createReadCache({
    ttlMs: settings.readCacheTtlMs,
    // 8 M characters: 8 to 16 MB of strings (V8 keeps one or two bytes a character).
    maxChars: 8 * 1024 * 1024,
    policyOf,
  });
  app.use(`${API_PREFIX}/*`, readCache.middleware);
  const dropRemembered = () => {
    readCache.clear();
    reference.clear();
    localTokens.clear();
    settings.onAdminWrite?.();
  };
  settings.changes?.subscribe((change) => {
    if (change.kind === "admin_write") dropRemembered();
    else localTokens.forget(change.tokenId);
  });
  // What an admin changes shows at once: a successful write drops what this process remembers,
  // and the change feed tells the other processes of a scaled-out shop to do the same.
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    await next();
    if (c.res.status < 400 && c.var.identity?.kind === "admin" && policyOf(c)?.audited) {
      dropRemembered();
      settings.changes?.publish({ kind: "admin_write" });
    }
  });

  app.route(API_PREFIX, routes);

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "A customer, admin or guest token from the sign-in calls.",
  });
  for (const [name, cookie] of [
    ["customerCookie", "customer_token"],
    ["adminCookie", "admin_token"],
    ["guestCookie", "guest_token"],
  ] as const) {
    app.openAPIRegistry.registerComponent("securitySchemes", name, {
      type: "apiKey",
      in: "cookie",
      name: cookie,
      description:
        "HttpOnly cookie set by the sign-in call. Writes must come from this site (Origin).",
    });
  }
  app.doc31(`${API_PREFIX}/openapi.json`, {
    openapi: "3.1.0",
    info: {
      title: "Shop API",
      version: "1.0.0",
      description:
        "The online shop's HTTP API. Every answer is `{ success: true, response }`; every refusal is `{ success: false, code, message }` with a stable code and a message in the requested `language` (tr, en, ar). Prices come in the requested `currency` (1 TRY, 2 USD, 3 EUR). Each operation's `x-shop-policy` says what else it implies: `read_cache` public (the same answer for every caller, served from memory for a short while: `ttl_ms`, else the server's READ_CACHE_TTL_MS), private (the caller's own) or none (never kept); `page_cache`, whether a stored storefront page may be built from it; `audited`, whether an admin's call is recorded in the security log.",
    },
  });
  app.get(`${API_PREFIX}/docs/scalar.js`, async (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(new Uint8Array(await readScalarBundle()));
  });
  app.get(
    `${API_PREFIX}/docs`,
    Scalar({
      url: `${API_PREFIX}/openapi.json`,
      cdn: `${API_PREFIX}/docs/scalar.js`,
      pageTitle: "Shop API reference",
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: "never",
    }),
  );

  app.notFound((c) => refusal(c, new ApiError("not_found", 404)));

  app.onError((error, c) => {
    if (error instanceof ApiError) return refusal(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      if (error.status === 400) {
        // The only 400 Hono raises itself: a body that is not the JSON it claims to be.
        return refusal(
          c,
          new ApiError("invalid_json", 400, {
            fields: [{ field: "body", in: "body", code: "invalid_json" }],
          }),
        );
      }
      return refusal(
        c,
        new ApiError(httpRefusals[error.status] ?? "unexpected_error", error.status),
      );
    }
    const requestIdValue = c.var.requestId;
    if (databaseUnreachable(error)) {
      // Expected while the server restarts or fails over: the pool reconnects by itself.
      log.warn("database unavailable", {
        request_id: requestIdValue,
        method: c.req.method,
        path: c.req.path,
        ...describeError(error),
      });
      return refusal(
        c,
        new ApiError("service_unavailable", 503, {
          headers: { "Retry-After": String(DATABASE_RETRY_SECONDS) },
        }),
      );
    }
    log.error("unhandled error", {
      request_id: requestIdValue,
      method: c.req.method,
      path: c.req.path,
      ...describeError(error),
    });
    const lang = c.var.lang ?? DEFAULT_LANGUAGE;
    const body: ErrorResponse = {
      success: false,
      code: "system_error",
      message: errorMessage("system_error", lang),
      request_id: requestIdValue,
    };
    return c.json(body, 500);
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApi>;
