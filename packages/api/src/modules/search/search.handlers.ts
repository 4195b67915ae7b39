import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { ok } from "../../lib/openapi.ts";
import type * as routes from "./search.routes.ts";
import { mostSearched, search, suggest } from "./search.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onNormalSearch: Handler<"normalSearch"> = async (c) => {
  const { text } = c.req.valid("param");
  const { page, limit } = c.req.valid("query");
  const { db, lang, currencyId } = c.var;
  return c.json(ok(await search(db, text, { lang, currencyId, page, limit })), 200);
};

export const onElasticSearch: Handler<"elasticSearch"> = async (c) => {
  const { text } = c.req.valid("param");
  const { db, lang, currencyId } = c.var;
  return c.json(ok(await suggest(db, text, { lang, currencyId })), 200);
};

export const onGetMostSearch: Handler<"getMostSearch"> = async (c) => {
  const { limit } = c.req.valid("query");
  return c.json(ok(await mostSearched(c.var.db, c.var.lang, limit)), 200);
};

/** `normal-search/` and `elastic-search/` with nothing after them: the text is required. */
export const onMissingText = (_c: Context<AppEnv>): never => {
  throw new ApiError("validation_error", 400, {
    fields: [{ field: "text", in: "path", code: "required" }],
  });
};
