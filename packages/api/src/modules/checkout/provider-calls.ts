// Each payment provider's own call, as the specification names it (payIyzico, payPaypal, …): one
// route per provider in the registry, the same flow as the shop's call for its kind of offer with
// the provider given, so that a new provider brings its call with its registry line.
import type { RouteHandler, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRoute, createRouter, ok } from "../../lib/openapi.ts";
import { missingFieldsHook } from "../../lib/validation.ts";
import type { PaymentProviderDefinition } from "../payments/provider-definition.ts";
import { PAYMENT_PROVIDER_REGISTRY } from "../payments/registry.ts";
import { payByCard, payOnProviderPage, paytrIframe } from "./checkout.handlers.ts";
import { payCard, paytrIframeToken, redirectPayment } from "./checkout.routes.ts";

export const CARD_FIELDS = ["card_holder", "card_number", "expire_month", "expire_year", "cvv"];

/** The generic route's declaration under the provider's own path, without its provider choice. */
function aliasOf<R extends typeof payCard | typeof redirectPayment | typeof paytrIframeToken>(
  generic: R,
  provider: PaymentProviderDefinition,
  query: z.ZodObject,
) {
  const name = typeof provider.label === "string" ? provider.label : provider.label.en;
  return createRoute({
    ...generic,
    path: `/${provider.call}`,
    summary: `${provider.call}: ${name}'s payment, as the specification names it`,
    description: `The same as ${generic.path.slice(1)} with provider ${provider.name}: ${generic.description}`,
    request: { ...generic.request, query },
  });
}

function cardCall(provider: PaymentProviderDefinition) {
  const route = aliasOf(
    payCard,
    provider,
    payCard.request.query.omit({ provider: true }),
  ) as unknown as typeof payCard;
  const handler: RouteHandler<typeof payCard, AppEnv> = async (c) =>
    c.json(ok(await payByCard(c, c.req.valid("json"), provider.name)), 200);
  return { route, handler };
}

function redirectCall(provider: PaymentProviderDefinition) {
  const route = aliasOf(
    redirectPayment,
    provider,
    redirectPayment.request.query.omit({ provider: true }),
  ) as unknown as typeof redirectPayment;
  const handler: RouteHandler<typeof redirectPayment, AppEnv> = async (c) =>
    c.json(ok(await payOnProviderPage(c, c.req.valid("json").idempotency_key, provider.name)), 200);
  return { route, handler };
}

function ownPageCall(provider: PaymentProviderDefinition) {
  const route = aliasOf(
    paytrIframeToken,
    provider,
    paytrIframeToken.request.query,
  ) as unknown as typeof paytrIframeToken;
  const handler: RouteHandler<typeof paytrIframeToken, AppEnv> = async (c) =>
    c.json(ok(await paytrIframe(c, c.req.valid("json").idempotency_key, provider.name)), 200);
  return { route, handler };
}

/** Every account provider's call. Not in the typed client: the shop's pages use the generic calls. */
export const providerCallsRouter = createRouter();
for (const provider of Object.values(PAYMENT_PROVIDER_REGISTRY)) {
  switch (provider.offer) {
    case "card_3ds":
    case "card_return": {
      const { route, handler } = cardCall(provider);
      providerCallsRouter.openapi(
        route,
        handler,
        missingFieldsHook("card_field_missing", CARD_FIELDS),
      );
      break;
    }
    case "redirect": {
      const { route, handler } = redirectCall(provider);
      providerCallsRouter.openapi(route, handler);
      break;
    }
    case "own_page": {
      const { route, handler } = ownPageCall(provider);
      providerCallsRouter.openapi(route, handler);
      break;
    }
  }
}
