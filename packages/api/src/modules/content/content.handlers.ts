import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress } from "../../lib/client.ts";
import { networkOf } from "../../lib/network.ts";
import { ok } from "../../lib/openapi.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { CONTACT_LIMITS, listContactMessages, saveContactMessage } from "./contact.service.ts";
import type * as routes from "./content.routes.ts";
import { getContent, getContentBySeoLink, listContents, listFaq } from "./content.service.ts";
import { confirm, NEWSLETTER_LIMITS, subscribe } from "./newsletter.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onBySeoLink: Handler<"bySeoLink"> = async (c) =>
  c.json(ok(await getContentBySeoLink(c.var.db, c.req.valid("param").seo, c.var.lang)), 200);

export const onById: Handler<"byId"> = async (c) =>
  c.json(ok(await getContent(c.var.db, c.req.valid("param").id, c.var.lang)), 200);

export const onList: Handler<"list"> = async (c) =>
  c.json(
    ok(
      await listContents(c.var.db, c.var.lang, {
        footerOnly: c.req.valid("query").footer === "true",
      }),
    ),
    200,
  );

export const onFaq: Handler<"faq"> = async (c) =>
  c.json(ok(await listFaq(c.var.db, c.var.lang)), 200);

export const onSubscribe: Handler<"subscribe"> = async (c) => {
  const { db, lang } = c.var;
  const { email } = c.req.valid("json");
  const address = clientAddress(c);
  if (address) {
    await enforceLimit(
      db,
      `newsletter:address:${networkOf(address)}`,
      NEWSLETTER_LIMITS.perAddressPerHour,
      3600,
    );
  }
  await enforceLimit(
    db,
    `newsletter:email:${email.toLowerCase()}`,
    NEWSLETTER_LIMITS.perEmailPerHour,
    3600,
  );
  return c.json(ok(await subscribe(db, email, lang)), 200);
};

export const onConfirmSubscription: Handler<"confirmSubscription"> = async (c) =>
  c.json(ok(await confirm(c.var.db, c.req.valid("json").token)), 200);

export const onContactSend: Handler<"contactSend"> = async (c) => {
  const { db, lang } = c.var;
  const request = c.req.valid("json");
  const address = clientAddress(c);
  if (address) {
    await enforceLimit(
      db,
      `contact:address:${networkOf(address)}`,
      CONTACT_LIMITS.perAddressPerHour,
      3600,
    );
  }
  await enforceLimit(
    db,
    `contact:email:${request.email.toLowerCase()}`,
    CONTACT_LIMITS.perEmailPerDay,
    86400,
  );
  const receivedAt = request.website ? new Date() : await saveContactMessage(db, request, lang);
  return c.json(ok({ received_at: receivedAt.toISOString() }), 200);
};

export const onContactMessages: Handler<"contactMessages"> = async (c) =>
  c.json(ok(await listContactMessages(c.var.db, c.req.valid("query"))), 200);
