import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { CATALOG_MAX_PAGE_SIZE } from "../../contract/index.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress } from "../../lib/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { networkOf } from "../../lib/network.ts";
import { ok } from "../../lib/openapi.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { listCurrencies } from "../currencies/currency.service.ts";
import type * as routes from "./catalog.routes.ts";
import { Pricing } from "./catalog.service.ts";
import { listFeedProducts, listXmlEntries } from "./feed.service.ts";
import { readFeedSettings, updateFeedSettings } from "./feed-settings.service.ts";
import {
  readComments,
  readProductById,
  readProductBySeoLink,
  readQuestions,
  requestNotifyMe,
} from "./product-detail.service.ts";
import {
  countProducts,
  listBestSellers,
  listCategoryProducts,
  listLastViewed,
  listSameProducts,
  readFacets,
  readShowcase,
} from "./product-list.service.ts";
import {
  listActiveCampaigns,
  listBrands,
  readBrand,
  readCategory,
  readCategoryTree,
  resolvePage,
} from "./taxonomy.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const pricingOf = (c: Context<AppEnv>) => Pricing.load(c.var.db, c.var.currencyId, c.var.reference);

export const onShowcase: Handler<"showcase"> = async (c) => {
  const { id } = c.req.valid("param");
  const body = c.req.valid("json");
  const pricing = await pricingOf(c);
  return c.json(ok(await readShowcase(c.var.db, id, body?.limit, c.var.lang, pricing)), 200);
};

export const onSameProducts: Handler<"sameProducts"> = async (c) => {
  const { id } = c.req.valid("param");
  const limit = Math.min(c.req.valid("json")?.limit ?? 12, CATALOG_MAX_PAGE_SIZE);
  const pricing = await pricingOf(c);
  return c.json(ok(await listSameProducts(c.var.db, id, limit, c.var.lang, pricing)), 200);
};

export const onLastViewed: Handler<"lastViewed"> = async (c) => {
  const { product_ids } = c.req.valid("json");
  const pricing = await pricingOf(c);
  return c.json(ok(await listLastViewed(c.var.db, product_ids, c.var.lang, pricing)), 200);
};

export const onBestSellers: Handler<"bestSellers"> = async (c) => {
  const body = c.req.valid("json");
  const pricing = await pricingOf(c);
  const items = await listBestSellers(
    c.var.db,
    body.category_id,
    body.limit ?? 12,
    c.var.lang,
    pricing,
  );
  return c.json(ok(items), 200);
};

export const onCategoryProducts: Handler<"categoryProducts"> = async (c) => {
  const pricing = await pricingOf(c);
  return c.json(
    ok(await listCategoryProducts(c.var.db, c.req.valid("json"), c.var.lang, pricing)),
    200,
  );
};

export const onCategoryProductsTotal: Handler<"categoryProductsTotal"> = async (c) => {
  const pricing = await pricingOf(c);
  return c.json(ok({ total: await countProducts(c.var.db, c.req.valid("json"), pricing) }), 200);
};

export const onFilters: Handler<"filters"> = async (c) => {
  const pricing = await pricingOf(c);
  return c.json(ok(await readFacets(c.var.db, c.req.valid("json"), c.var.lang, pricing)), 200);
};

export const onBySeoLink: Handler<"bySeoLink"> = async (c) => {
  const { seo } = c.req.valid("param");
  const pricing = await pricingOf(c);
  return c.json(ok(await readProductBySeoLink(c.var.db, seo, c.var.lang, pricing)), 200);
};

export const onById: Handler<"byId"> = async (c) => {
  const { id } = c.req.valid("param");
  const pricing = await pricingOf(c);
  return c.json(ok(await readProductById(c.var.db, id, c.var.lang, pricing)), 200);
};

export const onByLanguage: Handler<"byLanguage"> = async (c) => {
  const { id, lang } = c.req.valid("param");
  const pricing = await pricingOf(c);
  return c.json(ok(await readProductById(c.var.db, id, lang, pricing)), 200);
};

export const onComments: Handler<"comments"> = async (c) => {
  const { id } = c.req.valid("param");
  const body = c.req.valid("json");
  const page = body?.page ?? 1;
  const pageSize = Math.min(body?.page_size ?? 10, CATALOG_MAX_PAGE_SIZE);
  return c.json(ok(await readComments(c.var.db, id, page, pageSize)), 200);
};

export const onQuestions: Handler<"questions"> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json(ok(await readQuestions(c.var.db, id, c.var.lang)), 200);
};

/** Back-in-stock requests per client network and per e-mail address and hour. */
const NOTIFY_ME_LIMITS = { perAddressPerHour: 30, perEmailPerHour: 10 } as const;

export const onNotifyMe: Handler<"notifyMe"> = async (c) => {
  const { id } = c.req.valid("param");
  const { email, sub_product_id } = c.req.valid("query");
  const identity = c.var.identity;
  const customerId = identity?.kind === "customer" ? identity.customerId : undefined;
  if (customerId === undefined && !email) {
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "email", in: "query", code: "required" }],
    });
  }
  const address = clientAddress(c);
  if (address) {
    await enforceLimit(
      c.var.db,
      `notify-me:address:${networkOf(address)}`,
      NOTIFY_ME_LIMITS.perAddressPerHour,
      3600,
    );
  }
  if (email) {
    await enforceLimit(
      c.var.db,
      `notify-me:email:${email.toLowerCase()}`,
      NOTIFY_ME_LIMITS.perEmailPerHour,
      3600,
    );
  }
  const created = await requestNotifyMe(c.var.db, {
    productId: id,
    subProductId: sub_product_id,
    customerId,
    email,
    lang: c.var.lang,
  });
  return c.json(ok(created), 200);
};

export const onCurrencyList: Handler<"currencyList"> = async (c) =>
  c.json(ok(await listCurrencies(c.var.db, c.var.lang)), 200);

export const onCategoryTree: Handler<"categoryTree"> = async (c) =>
  c.json(ok((await readCategoryTree(c.var.db, c.var.lang)).roots), 200);

export const onCategoryById: Handler<"categoryById"> = async (c) =>
  c.json(ok(await readCategory(c.var.db, { id: c.req.valid("param").id }, c.var.lang)), 200);

export const onCategoryBySeo: Handler<"categoryBySeo"> = async (c) =>
  c.json(ok(await readCategory(c.var.db, { seo: c.req.valid("param").seo }, c.var.lang)), 200);

export const onBrandList: Handler<"brandList"> = async (c) =>
  c.json(ok(await listBrands(c.var.db, c.var.lang)), 200);

export const onBrandBySeo: Handler<"brandBySeo"> = async (c) =>
  c.json(ok(await readBrand(c.var.db, { seo: c.req.valid("param").seo }, c.var.lang)), 200);

export const onBrandById: Handler<"brandById"> = async (c) =>
  c.json(ok(await readBrand(c.var.db, { id: c.req.valid("param").id }, c.var.lang)), 200);

export const onActiveCampaigns: Handler<"activeCampaigns"> = async (c) => {
  const pricing = await pricingOf(c);
  return c.json(ok(await listActiveCampaigns(c.var.db, c.var.lang, pricing)), 200);
};

export const onResolvePage: Handler<"resolvePage"> = async (c) => {
  const pricing = await pricingOf(c);
  return c.json(
    ok(await resolvePage(c.var.db, c.req.valid("param").seo, c.var.lang, pricing)),
    200,
  );
};

export const onXmlEntries: Handler<"xmlEntries"> = async (c) =>
  c.json(ok(await listXmlEntries(c.var.db, c.var.lang)), 200);

export const onXmlProducts: Handler<"xmlProducts"> = async (c) => {
  const feed = await readFeedSettings(c.var.db);
  if (!feed.enabled) throw new ApiError("not_found", 404);
  const pricing = await Pricing.load(
    c.var.db,
    feed.currency_id ?? c.var.currencyId,
    c.var.reference,
  );
  return c.json(ok(await listFeedProducts(c.var.db, c.var.lang, pricing, feed)), 200);
};

export const onReadFeedSettings: Handler<"readFeedSettings"> = async (c) =>
  c.json(ok(await readFeedSettings(c.var.db)), 200);

export const onUpdateFeedSettings: Handler<"updateFeedSettings"> = async (c) =>
  c.json(ok(await updateFeedSettings(c.var.db, c.req.valid("json"))), 200);
