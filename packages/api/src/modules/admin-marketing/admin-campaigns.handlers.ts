import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./admin-campaigns.routes.ts";
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from "./campaigns.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onListCampaigns: Handler<"listCampaigns"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listCampaigns(c.var.db, c.req.valid("query"), c.var.lang)), 200);
};

export const onGetCampaign: Handler<"getCampaign"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await getCampaign(c.var.db, c.req.valid("param").id, c.var.lang)), 200);
};

export const onAddCampaign: Handler<"addCampaign"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await createCampaign(c.var.db, c.req.valid("json"), c.var.lang)), 200);
};

export const onUpdateCampaign: Handler<"updateCampaign"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  return c.json(ok(await updateCampaign(c.var.db, id, c.req.valid("json"), c.var.lang)), 200);
};

export const onRemoveCampaign: Handler<"removeCampaign"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteCampaign(c.var.db, id);
  return c.json(ok({ id }), 200);
};
