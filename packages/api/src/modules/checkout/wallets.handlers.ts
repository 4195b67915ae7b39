import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { ownerOf, requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./wallets.routes.ts";
import {
  applePaySession,
  payWithApplePay,
  payWithGooglePay,
  walletSettings,
} from "./wallets.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

function walletShopper(c: Context<AppEnv>) {
  const identity = requireIdentity(c, ["customer", "guest"]);
  return {
    owner: ownerOf(identity),
    context: {
      lang: c.var.lang,
      currencyId: c.var.currencyId,
      wallets: c.var.config.wallets,
      logger: c.var.config.logger,
    },
  };
}

export const onWalletSettings: Handler<"walletSettings"> = async (c) => {
  const { owner, context } = walletShopper(c);
  return c.json(ok(await walletSettings(c.var.db, owner, context)), 200);
};

export const onConfirmGooglePayment: Handler<"confirmGooglePayment"> = async (c) => {
  const { owner, context } = walletShopper(c);
  const order = await payWithGooglePay(c.var.db, owner, c.req.valid("json"), context);
  return c.json(ok(order), 201);
};

export const onApplePaySession: Handler<"applePaySession"> = async (c) => {
  const { context } = walletShopper(c);
  return c.json(ok(await applePaySession(c.req.valid("json").validation_url, context)), 200);
};

export const onConfirmApplePayment: Handler<"confirmApplePayment"> = async (c) => {
  const { owner, context } = walletShopper(c);
  const order = await payWithApplePay(c.var.db, owner, c.req.valid("json"), context);
  return c.json(ok(order), 201);
};
