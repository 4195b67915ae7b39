import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { ok } from "../../lib/openapi.ts";
import { ownerOf, requireIdentity } from "../../lib/require-identity.ts";
import { resolveToken } from "../auth/token.service.ts";
import type * as routes from "./checkout.routes.ts";
import { placeOrder } from "./order-placement.service.ts";
import {
  completeCardPayment,
  installmentInfo,
  listBankAccounts,
  listPaymentMethods,
  orderOfPayment,
  readChallenge,
  startCardPayment,
} from "./payments.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

function shopper(c: Context<AppEnv>) {
  const identity = requireIdentity(c, ["customer", "guest"]);
  return {
    owner: ownerOf(identity),
    guestCode: identity.kind === "guest" ? identity.guestCode : undefined,
    lang: c.var.lang,
    currencyId: c.var.currencyId,
  };
}

export const onPaymentTypes: Handler<"paymentTypes"> = async (c) =>
  c.json(ok(await listPaymentMethods(c.var.db, c.var.lang, c.var.currencyId)), 200);

export const onBankAccounts: Handler<"bankAccountsRoute"> = async (c) =>
  c.json(ok(await listBankAccounts(c.var.db)), 200);

export const onInstallments: Handler<"installments"> = async (c) => {
  const identity = c.var.identity;
  const owner =
    identity?.kind === "customer" || identity?.kind === "guest" ? ownerOf(identity) : undefined;
  const info = await installmentInfo(c.var.db, owner, c.req.valid("json").bin, {
    lang: c.var.lang,
    currencyId: c.var.currencyId,
  });
  return c.json(ok(info), 200);
};

export const onPayCard: Handler<"payCard"> = async (c) => {
  const who = shopper(c);
  const { reference } = await startCardPayment(c.var.db, who.owner, c.req.valid("json"), who);
  return c.json(
    ok({ three_d_secure: { reference, path: `/payment/threeDSecure/${reference}` } }),
    200,
  );
};

export const onChallenge: Handler<"challenge"> = async (c) => {
  const who = shopper(c);
  return c.json(ok(await readChallenge(c.var.db, who.owner, c.req.valid("param").reference)), 200);
};

export const onAnswerChallenge: Handler<"answerChallenge"> = async (c) => {
  const who = shopper(c);
  const order = await completeCardPayment(
    c.var.db,
    who.owner,
    c.req.valid("param").reference,
    c.req.valid("json").code,
    who,
  );
  return c.json(ok(order), 201);
};

export const onPayWireTransfer: Handler<"payWireTransfer"> = async (c) => {
  const who = shopper(c);
  const order = await placeOrder(c.var.db, {
    ...who,
    method: "wire_transfer",
    bankAccountId: c.req.valid("query").selected_account,
    idempotencyKey: c.req.valid("json").idempotency_key,
  });
  return c.json(ok(order), 201);
};

export const onPayDoor: Handler<"payDoor"> = async (c) => {
  const who = shopper(c);
  const order = await placeOrder(c.var.db, {
    ...who,
    method: "door",
    doorPaymentType: c.req.valid("query").door_payment_type,
    idempotencyKey: c.req.valid("json").idempotency_key,
  });
  return c.json(ok(order), 201);
};

export const onCreateOrder: Handler<"createOrder"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  const order = await orderOfPayment(c.var.db, ownerOf(identity), c.req.valid("query").reference);
  return c.json(ok(order), 200);
};

export const onCreateOrderGuest: Handler<"createOrderGuest"> = async (c) => {
  const { guest_code, token, reference } = c.req.valid("json");
  const guest = await resolveToken(c.var.db, token, "bearer");
  if (guest?.kind !== "guest" || guest.guestCode !== guest_code)
    throw new ApiError("unauthorized", 401);
  return c.json(ok(await orderOfPayment(c.var.db, ownerOf(guest), reference)), 200);
};
