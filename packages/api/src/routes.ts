// Every domain's routes under /api/v1, chained so that their types add up: `ApiRoutes` is what
// the app's typed client (hono/client) and the API's tests call, imported as a type only, so
// neither zod nor a handler reaches the browser.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { hc } from "hono/client";
import type { AppEnv } from "./lib/app-env.ts";
import { validationHook } from "./lib/validation.ts";
import { addressesRouter } from "./modules/addresses/index.ts";
import { adminBlogRouter } from "./modules/admin-blog/index.ts";
import { adminCatalogRouter } from "./modules/admin-catalog/index.ts";
import { adminContentRouter } from "./modules/admin-content/index.ts";
import { adminCustomersRouter } from "./modules/admin-customers/index.ts";
import { adminFaqRouter } from "./modules/admin-faq/index.ts";
import { adminMarketingRouter } from "./modules/admin-marketing/index.ts";
import { adminOrdersRouter } from "./modules/admin-orders/index.ts";
import { adminSettingsRouter } from "./modules/admin-settings/index.ts";
import { adminSiteRouter } from "./modules/admin-site/index.ts";
import { authRouter } from "./modules/auth/index.ts";
import { blogRouter } from "./modules/blog/index.ts";
import { cartRouter } from "./modules/cart/index.ts";
import { catalogRouter } from "./modules/catalog/index.ts";
import { checkoutRouter } from "./modules/checkout/index.ts";
import { contentRouter } from "./modules/content/index.ts";
import { currenciesRouter } from "./modules/currencies/index.ts";
import { customersRouter } from "./modules/customers/index.ts";
import { geoRouter } from "./modules/geo/index.ts";
import { imagesRouter } from "./modules/images/index.ts";
import { languagesRouter } from "./modules/languages/index.ts";
import { menuRouter } from "./modules/menu/index.ts";
import { ordersRouter } from "./modules/orders/index.ts";
import { otpRouter } from "./modules/otp/index.ts";
import { outboxRouter } from "./modules/outbox/index.ts";
import { searchRouter } from "./modules/search/index.ts";
import { securityRouter } from "./modules/security/index.ts";
import { settingsRouter } from "./modules/settings/index.ts";
import { socialLoginRouter } from "./modules/social-login/index.ts";
import { stockAlertsRouter } from "./modules/stock-alerts/index.ts";
import { systemRouter } from "./modules/system/index.ts";

export function apiRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook, strict: false })
    .route("/", systemRouter)
    .route("/", authRouter)
    .route("/", socialLoginRouter)
    .route("/", customersRouter)
    .route("/", stockAlertsRouter)
    .route("/", otpRouter)
    .route("/", settingsRouter)
    .route("/", menuRouter)
    .route("/", languagesRouter)
    .route("/", currenciesRouter)
    .route("/", geoRouter)
    .route("/", catalogRouter)
    .route("/", contentRouter)
    .route("/", blogRouter)
    .route("/", searchRouter)
    .route("/", imagesRouter)
    .route("/", securityRouter)
    .route("/", outboxRouter)
    .route("/", cartRouter)
    .route("/", addressesRouter)
    .route("/", checkoutRouter)
    .route("/", ordersRouter)
    .route("/", adminCatalogRouter)
    .route("/", adminContentRouter)
    .route("/", adminBlogRouter)
    .route("/", adminFaqRouter)
    .route("/", adminCustomersRouter)
    .route("/", adminMarketingRouter)
    .route("/", adminOrdersRouter)
    .route("/", adminSettingsRouter)
    .route("/", adminSiteRouter);
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;

/**
 * The typed client of these routes (hono/client) as the app and the tests call it. Every route
 * declares the `language` and `currency` query (for the OpenAPI document) and the app's client
 * adds them to each call, so a part of a call's input with nothing required in it (that query,
 * say) may be left out, and so may the input when nothing in it is required.
 */
export type ApiClient = Lenient<ReturnType<typeof hc<ApiRoutes>>>;

type Lenient<T> = {
  [K in keyof T]: T[K] extends (args: infer A, options?: infer O) => infer R
    ? [RequiredParts<A>] extends [never]
      ? (args?: Relaxed<A>, options?: O) => R
      : (args: Relaxed<A>, options?: O) => R
    : Lenient<T[K]>;
};
type RequiredParts<A> = {
  [K in keyof A]-?: Partial<A[K]> extends A[K] ? never : K;
}[keyof A];
type Relaxed<A> = { [K in RequiredParts<A>]: A[K] } & {
  [K in Exclude<keyof A, RequiredParts<A>>]?: A[K];
};
