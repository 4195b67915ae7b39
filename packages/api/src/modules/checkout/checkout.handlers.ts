import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { LanguageCode } from "../../contract/index.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress, ownOrigin } from "../../lib/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { ok } from "../../lib/openapi.ts";
import { ownerOf, requireIdentity } from "../../lib/require-identity.ts";
import { resolveToken } from "../auth/token.service.ts";
import { type PaymentProvider, ProviderUnavailableError } from "../payments/payment-provider.ts";
import {
  findProvider,
  listBankAccounts,
  listPaymentMethods,
  paymentProviderOf,
} from "../payments/payments.service.ts";
import {
  completeCardPayment,
  handleProviderCallback,
  installmentInfo,
  orderOfPayment,
  paymentState,
  readChallenge,
  readProviderPage,
  type StartContext,
  startCardPayment,
} from "./card-payments.service.ts";
import type * as routes from "./checkout.routes.ts";
import { placeOrder } from "./order-placement.service.ts";

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

/** The site's pages: relative, unless PUBLIC_URL names the site. */
function sitePage(c: Context<AppEnv>, lang: LanguageCode, path: string) {
  return `${c.var.config.publicUrl ?? ""}${lang === "tr" ? "" : `/${lang}`}${path}`;
}

const orderPage = (c: Context<AppEnv>, lang: LanguageCode, code: string) =>
  sitePage(c, lang, `/siparis/tamamlandi/${encodeURIComponent(code)}`);
const paymentStepPage = (c: Context<AppEnv>, lang: LanguageCode, error: string) =>
  sitePage(c, lang, `/siparis/odeme?hata=${encodeURIComponent(error)}`);

function startContext(
  c: Context<AppEnv>,
  who: ReturnType<typeof shopper>,
  providerName: string,
): StartContext {
  const apiOrigin = c.var.config.publicUrl ?? ownOrigin(c);
  return {
    lang: who.lang,
    currencyId: who.currencyId,
    provider: findProvider(c.var.config.paymentProviders, providerName),
    apiOrigin,
    returnUrl: (reference) => `${apiOrigin}/api/v1/payment/return/${reference}`,
    ip: clientAddress(c) ?? "127.0.0.1",
  };
}

export const onPaymentTypes: Handler<"paymentTypes"> = async (c) =>
  c.json(
    ok(
      await listPaymentMethods(
        c.var.db,
        c.var.lang,
        c.var.currencyId,
        c.var.config.paymentProviders,
      ),
    ),
    200,
  );

export const onBankAccounts: Handler<"bankAccountsRoute"> = async (c) =>
  c.json(ok(await listBankAccounts(c.var.db)), 200);

export const onInstallments: Handler<"installments"> = async (c) => {
  const identity = c.var.identity;
  const owner =
    identity?.kind === "customer" || identity?.kind === "guest" ? ownerOf(identity) : undefined;
  const info = await installmentInfo(c.var.db, owner, c.req.valid("json").bin, {
    lang: c.var.lang,
    currencyId: c.var.currencyId,
    provider: findProvider(c.var.config.paymentProviders, c.req.valid("query").provider),
  });
  return c.json(ok(info), 200);
};

/** The card payment that payCreditCard and a card provider's own call start. */
export async function payByCard(
  c: Context<AppEnv>,
  card: Parameters<typeof startCardPayment>[2],
  provider: string,
) {
  const who = shopper(c);
  const { reference, html } = await startCardPayment(
    c.var.db,
    who.owner,
    card,
    startContext(c, who, provider),
  );
  return { three_d_secure: { reference, path: `/payment/threeDSecure/${reference}`, html } };
}

export const onPayCard: Handler<"payCard"> = async (c) =>
  c.json(ok(await payByCard(c, c.req.valid("json"), c.req.valid("query").provider)), 200);

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
    c.var.config.logger,
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

/** A payment on the provider's own page for the shopper's cart: its reference and address. */
async function startOnProviderPage(c: Context<AppEnv>, idempotencyKey: string, provider: string) {
  const who = shopper(c);
  return startCardPayment(
    c.var.db,
    who.owner,
    { idempotency_key: idempotencyKey, installment: 1 },
    startContext(c, who, provider),
  );
}

/** PayTR's page for the shopper's cart, asked by POST or by GET (the specification's call). */
export async function paytrIframe(c: Context<AppEnv>, idempotencyKey: string, provider = "paytr") {
  const { reference, url } = await startOnProviderPage(c, idempotencyKey, provider);
  return { reference, iframe_url: url ?? "" };
}

export const onPaytrIframeToken: Handler<"paytrIframeToken"> = async (c) =>
  c.json(ok(await paytrIframe(c, c.req.valid("json").idempotency_key)), 200);

export const onPaytrIframeTokenByGet: Handler<"paytrIframeTokenByGet"> = async (c) =>
  c.json(ok(await paytrIframe(c, c.req.valid("query").idempotency_key)), 200);

/** Where to send the shopper to pay on a redirect provider's page. */
export async function payOnProviderPage(
  c: Context<AppEnv>,
  idempotencyKey: string,
  provider: string,
) {
  const { reference, url } = await startOnProviderPage(c, idempotencyKey, provider);
  if (!url) throw new ApiError("payment_provider_unavailable", 502);
  return { reference, redirect_url: url };
}

export const onRedirectPayment: Handler<"redirectPayment"> = async (c) =>
  c.json(
    ok(
      await payOnProviderPage(
        c,
        c.req.valid("json").idempotency_key,
        c.req.valid("query").provider,
      ),
    ),
    200,
  );

export const onPaypalWebhook: Handler<"paypalWebhook"> = async (c) => {
  const provider = c.var.config.paymentProviders.find((p) => p.name === "paypal");
  const logger = c.var.config.logger;
  if (!provider?.readNotification) throw new ApiError("record_not_found", 404);
  const read = provider.readNotification.bind(provider);
  // PayPal repeats a webhook that got no 2xx: a PayPal that did not answer is a 502 here.
  const notice = await read(c.req.header(), c.req.valid("json")).catch((error: unknown) => {
    if (error instanceof ProviderUnavailableError)
      throw new ApiError("payment_provider_unavailable", 502);
    throw error;
  });
  if (!notice) {
    logger.warn("payment webhook refused: not verified by the provider", { provider: "paypal" });
    throw new ApiError("validation_error", 400);
  }
  // An event for a payment already settled or failed changes nothing; PayPal stops on a 2xx.
  const payment = notice.payment;
  if (payment)
    await handleProviderCallback(
      c.var.db,
      provider,
      payment.reference,
      payment.fields,
      logger,
    ).catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.code === "payment_provider_unavailable")
        throw error;
    });
  return c.text("OK", 200);
};

/** The shopper's browser back from a provider: on to the order, or back with the reason. */
async function browserOutcome(
  c: Context<AppEnv>,
  provider: PaymentProvider,
  reference: string,
  fields: Record<string, string>,
) {
  const state = await paymentState(c.var.db, reference);
  const lang = state?.lang ?? c.var.lang;
  try {
    const outcome = await handleProviderCallback(
      c.var.db,
      provider,
      reference,
      fields,
      c.var.config.logger,
    );
    if (outcome.order) return c.redirect(orderPage(c, outcome.lang, outcome.order.order_code), 303);
    return c.redirect(paymentStepPage(c, outcome.lang, "payment_failed"), 303);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === "out_of_stock_items" || error.code === "cart_empty")
      return c.redirect(sitePage(c, lang, "/cart?sepet=out_of_stock_items"), 303);
    return c.redirect(
      paymentStepPage(
        c,
        lang,
        error.code === "payment_provider_unavailable" ? error.code : "payment_failed",
      ),
      303,
    );
  }
}

export const onProviderCallback: Handler<"providerCallback"> = async (c) => {
  const name = c.req.valid("param").provider;
  const provider = c.var.config.paymentProviders.find((p) => p.name === name);
  const logger = c.var.config.logger;
  if (!provider) {
    logger.warn("payment callback refused: provider not configured", { provider: name });
    throw new ApiError("record_not_found", 404);
  }
  const fields = c.req.valid("form");
  // Each provider names the payment by the shop's reference in its own field.
  const reference = (provider.callbackReference && fields[provider.callbackReference]) ?? "";
  if (provider.callbackAnswer !== undefined) {
    // The provider's server notifying: whatever the outcome, it is answered as it expects.
    await handleProviderCallback(c.var.db, provider, reference, fields, logger);
    return c.text(provider.callbackAnswer, 200);
  }
  // The others' callbacks are the shopper's browser coming back from the bank: it goes on to the
  // order, or back to the payment step with the reason.
  return browserOutcome(c, provider, reference, fields);
};

const RETURN_WAIT_MS = 500;
const RETURN_TRIES = 10;

export const onPaymentReturn: Handler<"paymentReturn"> = async (c) => {
  const reference = c.req.valid("param").reference;
  const providerName = await paymentProviderOf(c.var.db, reference);
  const provider = c.var.config.paymentProviders.find(
    (p) => p.verifiesOnReturn && p.name === providerName,
  );
  // PayPal, ZainCash, DPO and İşyerimPOS tell nothing server to server: the return is when the
  // server asks.
  if (provider) return browserOutcome(c, provider, reference, c.req.valid("query"));
  // PayTR's notification usually arrives before the shopper's browser; the browser waits a
  // little for it, and is never itself taken as proof of payment.
  for (let i = 0; i < RETURN_TRIES; i++) {
    const state = await paymentState(c.var.db, reference);
    if (!state) return c.redirect(paymentStepPage(c, c.var.lang, "payment_failed"), 303);
    if (state.orderCode) return c.redirect(orderPage(c, state.lang, state.orderCode), 303);
    if (state.status === "failed")
      return c.redirect(paymentStepPage(c, state.lang, "payment_failed"), 303);
    await new Promise((resolve) => setTimeout(resolve, RETURN_WAIT_MS));
  }
  return c.redirect(paymentStepPage(c, c.var.lang, "payment_failed"), 303);
};

export const onProviderPage: Handler<"providerPage"> = async (c) => {
  const who = shopper(c);
  const page = await readProviderPage(c.var.db, who.owner, c.req.valid("param").reference, (name) =>
    c.var.config.paymentProviders.some((p) => p.name === name && p.pageCarriesCard),
  );
  return c.html(page, 200);
};
