// Card payments that make an order, through the configured providers (payments/): the card form,
// or the provider's own page, starts a payment for what the cart costs now; the shopper passes
// the bank's 3-D Secure step; and only when the server has itself asked the provider what became
// of the payment does the order come into being (placeOrder, in the same transaction that marks
// the payment used, so a repeated callback makes no second order). The card number and CVV are
// passed to the provider and forgotten: only the brand and last four digits are kept.
import { randomBytes } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import {
  type CardPaymentBody,
  cardBrand,
  type InstallmentInfo,
  type LanguageCode,
  type PlacedOrder,
  type ThreeDSecureChallenge,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { cardPayments, currencies, guests } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Owner } from "../../lib/require-identity.ts";
import { evaluateCart, findCart } from "../cart/cart-view.service.ts";
import type {
  PaymentProvider,
  StoredPayment,
  VerifiedPayment,
} from "../payments/payment-provider.ts";
import {
  asking,
  callbackPath,
  type PaymentRow,
  storedPayment,
} from "../payments/payments.service.ts";
import {
  TEST_3DS_CODE,
  TEST_MERCHANT,
  testGateway,
} from "../payments/providers/test-gateway/test-gateway.ts";
import {
  placeOrder,
  readBuyer,
  readPlacedOrder,
  requirePaymentMethod,
} from "./order-placement.service.ts";

interface PayContext {
  lang: LanguageCode;
  currencyId: number;
}

/** What a card payment for the cart would cost now, before instalment interest. */
export async function cardAmount(db: Database, owner: Owner, context: PayContext) {
  await requirePaymentMethod(db, "card");
  const { details } = await evaluateCart(db, await findCart(db, owner), {
    ...context,
    paymentCode: "card",
  });
  if (details.items.length === 0) throw new ApiError("cart_empty", 409);
  if (!details.can_order) throw new ApiError("out_of_stock_items", 409);
  return { amount: details.total, currencyCode: details.currency_code };
}

export async function installmentInfo(
  db: Database,
  owner: Owner | undefined,
  bin: string,
  context: PayContext & { provider: PaymentProvider },
): Promise<InstallmentInfo> {
  const cart = owner ? await findCart(db, owner) : undefined;
  const { details } = await evaluateCart(db, cart, { ...context, paymentCode: "card" });
  const info = await asking(() =>
    context.provider.cardInfo(bin, details.total, details.currency_code),
  );
  return {
    brand: info.brand,
    card_type: info.debit ? "debit" : "credit",
    bank_name: info.bank,
    currency_code: details.currency_code,
    installments: info.installments,
  };
}

const CHALLENGE_MINUTES = 15;
const CHALLENGE_TRIES = 3;

export interface StartContext extends PayContext {
  provider: PaymentProvider;
  /** The API's public origin, for the provider's callback to reach this server. */
  apiOrigin: string;
  /** Where the provider's page sends the shopper's browser back to, for a payment's reference. */
  returnUrl: (reference: string) => string;
  ip: string;
  now?: Date;
}

/** The shopper's card form (test gateway, iyzico), or no card when the provider's page takes it. */
export type StartBody = Pick<CardPaymentBody, "idempotency_key" | "installment"> &
  Partial<CardPaymentBody>;

export async function startCardPayment(
  db: Database,
  owner: Owner,
  body: StartBody,
  context: StartContext,
): Promise<{ reference: string; html: string | null; url: string | null }> {
  const { provider } = context;
  const now = context.now ?? new Date();
  const card =
    body.card_number && body.card_holder && body.cvv && body.expire_month && body.expire_year
      ? {
          holder: body.card_holder,
          number: body.card_number,
          expireMonth: body.expire_month,
          expireYear: body.expire_year,
          cvv: body.cvv,
        }
      : undefined;
  if (provider.cardForm && !card)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "card_number", in: "body", code: "required" }],
    });
  if (card && new Date(Date.UTC(card.expireYear, card.expireMonth, 1)) <= now)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "expire_year", in: "body", code: "card_expired" }],
    });
  const { amount: cartTotal, currencyCode } = await cardAmount(db, owner, context);
  // PayPal takes only some currencies (not TRY), ZainCash only IQD.
  if (provider.currencies && !provider.currencies.includes(currencyCode))
    throw new ApiError("payment_method_unavailable", 409);
  let installments = 1;
  let amount = cartTotal;
  if (card) {
    const info = await asking(() =>
      provider.cardInfo(card.number.slice(0, 8), cartTotal, currencyCode),
    );
    const option = info.installments.find((o) => o.count === body.installment);
    if (!option)
      throw new ApiError("validation_error", 400, {
        fields: [{ field: "installment", in: "body", code: "invalid_value" }],
      });
    installments = option.count;
    amount = option.total;
  }
  // Letters and digits only: PayTR takes nothing else in its merchant_oid.
  const reference = randomBytes(18).toString("hex");
  const buyer = provider.name === "test" ? undefined : await readBuyer(db, owner, context.lang);
  const open = () =>
    db
      .insert(cardPayments)
      .values({
        reference,
        ...(owner.customerId !== undefined
          ? { customerId: owner.customerId }
          : { guestId: owner.guestId }),
        idempotencyKey: body.idempotency_key,
        provider: provider.name,
        cartTotal,
        amount,
        currencyId: context.currencyId,
        installments,
        cardBrand: (card && cardBrand(card.number)) ?? "unknown",
        cardLast4: card ? card.number.slice(-4) : "",
        languageCode: context.lang,
        expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
      })
      .onConflictDoNothing()
      .returning({ id: cardPayments.id });
  // A challenge of this attempt that ran out unanswered is over: this send starts afresh.
  await db
    .update(cardPayments)
    .set({ status: "failed" })
    .where(
      and(
        ownedAttempt(owner, body.idempotency_key),
        eq(cardPayments.status, "challenge"),
        lte(cardPayments.expiresAt, now),
      ),
    );
  if ((await open()).length === 0) {
    const [started] = await db
      .select({ reference: cardPayments.reference, html: cardPayments.providerPage })
      .from(cardPayments)
      .where(and(ownedAttempt(owner, body.idempotency_key), eq(cardPayments.status, "challenge")));
    // Answered in the instant between: the attempt is no longer waiting for a card.
    if (!started) throw new ApiError("payment_failed", 402);
    return { ...started, url: null };
  }
  const outcome = await asking(() =>
    provider.start({
      reference,
      cartTotal,
      amount,
      currencyCode,
      installments,
      lang: context.lang,
      callbackUrl: `${context.apiOrigin}${callbackPath(provider.name)}`,
      returnUrl: context.returnUrl(reference),
      buyer: {
        id: buyer?.id ?? "",
        email: buyer?.email ?? "",
        name: buyer?.name ?? "",
        phone: buyer?.phone ?? "",
        address: buyer?.address ?? "",
        city: buyer?.city ?? "",
        country: buyer?.country ?? "",
        ip: context.ip,
      },
      ...(card ? { card } : {}),
    }),
  ).catch(async (error) => {
    await failPayment(db, reference);
    throw error;
  });
  if (outcome.kind === "declined") {
    await failPayment(db, reference);
    throw new ApiError("payment_failed", 402);
  }
  if (outcome.kind === "iframe" || outcome.kind === "redirect") {
    await db
      .update(cardPayments)
      .set({ providerPaymentId: outcome.providerPaymentId })
      .where(eq(cardPayments.reference, reference));
    return { reference, html: null, url: outcome.url };
  }
  if (outcome.kind === "html") {
    await db
      .update(cardPayments)
      .set({ providerPaymentId: outcome.providerPaymentId, providerPage: outcome.html })
      .where(eq(cardPayments.reference, reference));
    return { reference, html: outcome.html, url: null };
  }
  return { reference, html: null, url: null };
}

const ownedAttempt = (owner: Owner, idempotencyKey: string) =>
  and(
    eq(cardPayments.idempotencyKey, idempotencyKey),
    owner.customerId !== undefined
      ? eq(cardPayments.customerId, owner.customerId)
      : eq(cardPayments.guestId, owner.guestId),
  );

const failPayment = (db: Database, reference: string) =>
  db
    .update(cardPayments)
    .set({ status: "failed" })
    .where(and(eq(cardPayments.reference, reference), eq(cardPayments.status, "challenge")));

const ownedPayment = (owner: Owner, reference: string) =>
  and(
    eq(cardPayments.reference, reference),
    owner.customerId !== undefined
      ? eq(cardPayments.customerId, owner.customerId)
      : eq(cardPayments.guestId, owner.guestId),
  );

export async function readChallenge(
  db: Database,
  owner: Owner,
  reference: string,
): Promise<ThreeDSecureChallenge> {
  const [row] = await db
    .select({
      payment: cardPayments,
      currencyCode: currencies.code,
    })
    .from(cardPayments)
    .innerJoin(currencies, eq(currencies.id, cardPayments.currencyId))
    .where(and(ownedPayment(owner, reference), eq(cardPayments.provider, "test")));
  if (row?.payment.status !== "challenge" || row.payment.expiresAt <= new Date())
    throw new ApiError("record_not_found", 404);
  const brand = row.payment.cardBrand;
  return {
    reference,
    amount: row.payment.amount,
    currency_code: row.currencyCode,
    card_brand: brand === "unknown" ? null : (brand as ThreeDSecureChallenge["card_brand"]),
    card_last4: row.payment.cardLast4,
    merchant: TEST_MERCHANT,
    attempts_left: CHALLENGE_TRIES - row.payment.attempts,
    expires_at: row.payment.expiresAt.toISOString(),
  };
}

/** The provider's 3-D Secure page of the caller's open payment, for the shopper's browser. */
export async function readProviderPage(
  db: Database,
  owner: Owner,
  reference: string,
  carriesCard: (provider: string) => boolean = () => false,
): Promise<string> {
  const [payment] = await db
    .select({
      page: cardPayments.providerPage,
      status: cardPayments.status,
      provider: cardPayments.provider,
    })
    .from(cardPayments)
    .where(ownedPayment(owner, reference));
  if (payment?.status !== "challenge" || !payment.page) throw new ApiError("record_not_found", 404);
  // A page with the card in it (ipara's form) is served once and erased at once.
  if (carriesCard(payment.provider))
    await db.update(cardPayments).set({ providerPage: null }).where(ownedPayment(owner, reference));
  return payment.page;
}

const ownerOfPayment = (payment: PaymentRow): Owner =>
  payment.customerId !== null
    ? { customerId: payment.customerId }
    : { guestId: payment.guestId as number };

export type Settled =
  | { order: PlacedOrder }
  | { failed: true }
  | { verified: VerifiedPayment & { status: "failed" | "rejected" } };

/**
 * Asks the provider what became of a payment and places its order, once. The payment row stays
 * locked from before the question until the order is written, so that of two callbacks at once
 * the second waits and then finds the order the first made, without asking the provider again
 * (iyzico refuses a second auth, which must not fail a payment that succeeded). What the provider
 * confirmed must be exactly what the shop asked for (amount, currency, instalments).
 */
async function settle(
  db: Database,
  paymentId: number,
  verify: (payment: StoredPayment) => Promise<VerifiedPayment>,
  logger: Logger,
  onVerified: (verified: VerifiedPayment) => void,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.id, paymentId))
      .for("update");
    if (!payment) throw new ApiError("record_not_found", 404);
    if (payment.status === "succeeded" && payment.orderId !== null)
      return { order: await readPlacedOrder(tx, payment.orderId) };
    // Only the shop's own challenge page expires: a provider's answer about money it took is
    // heard whenever it comes.
    const expired = payment.provider === "test" && payment.expiresAt <= new Date();
    if (payment.status !== "challenge" || expired) {
      logger.warn("payment callback refused: payment no longer open", {
        provider: payment.provider,
        reference: payment.reference,
        status: payment.status,
      });
      return { failed: true as const };
    }
    const stored = await storedPayment(tx, payment);
    const verified = await verify(stored);
    onVerified(verified);
    if (verified.status === "rejected") return { verified };
    const matches =
      verified.status === "succeeded" &&
      verified.amount === payment.amount &&
      verified.currencyCode === stored.currencyCode &&
      verified.installments === payment.installments;
    if (!matches) {
      if (verified.status === "succeeded")
        logger.warn("payment confirmed for another amount than asked", {
          provider: payment.provider,
          reference: payment.reference,
        });
      await tx
        .update(cardPayments)
        .set({ status: "failed", providerPage: null })
        .where(eq(cardPayments.id, payment.id));
      return verified.status === "failed" ? { verified } : { failed: true as const };
    }
    const [guest] =
      payment.guestId !== null
        ? await tx.select({ code: guests.code }).from(guests).where(eq(guests.id, payment.guestId))
        : [];
    const order = await placeOrder(tx, {
      owner: ownerOfPayment(payment),
      lang: stored.lang,
      currencyId: payment.currencyId,
      method: "card",
      idempotencyKey: payment.idempotencyKey,
      guestCode: guest?.code,
      card: {
        // No last four digits: the provider's page took the card (PayTR).
        brand: payment.cardLast4 ? payment.cardBrand : null,
        last4: payment.cardLast4 || null,
        installments: payment.installments,
        amount: payment.amount,
        cartTotal: payment.cartTotal,
      },
    });
    await tx
      .update(cardPayments)
      .set({
        status: "succeeded",
        orderId: order.order_id,
        providerPaymentId: verified.providerPaymentId,
        providerPage: null,
      })
      .where(eq(cardPayments.id, payment.id));
    return { order };
  });
}

/**
 * Settles a payment; when the provider said yes but the order could not be made (stock gone,
 * cart changed), the payment is failed and the money given back, and the shopper goes back to the
 * cart with the reason.
 */
export async function settleOrGiveBack(
  db: Database,
  provider: PaymentProvider,
  payment: PaymentRow,
  verify: (payment: StoredPayment) => Promise<VerifiedPayment>,
  logger: Logger,
): Promise<Settled> {
  let verified: VerifiedPayment | undefined;
  try {
    return await settle(db, payment.id, verify, logger, (answer) => {
      verified = answer;
    });
  } catch (error) {
    // A provider that did not answer leaves the payment open: it may have taken the money (a
    // commit that timed out), and the next callback or return asks again.
    if (
      error instanceof ApiError &&
      error.code !== "record_not_found" &&
      error.code !== "payment_provider_unavailable"
    ) {
      await failPayment(db, payment.reference);
      if (verified?.status === "succeeded") {
        const stored = await storedPayment(db, payment);
        await provider
          .refund(
            { ...stored, providerPaymentId: verified.providerPaymentId },
            verified.amount,
            "127.0.0.1",
          )
          .catch((refundError: unknown) =>
            logger.error("payment of an order that could not be made was not given back", {
              provider: provider.name,
              reference: payment.reference,
              error: refundError instanceof Error ? refundError.message : String(refundError),
            }),
          );
      }
    }
    throw error;
  }
}

/**
 * Checks the shopper's answer to the test bank's 3-D Secure challenge and, when it is right,
 * places the order for exactly the amount that was authorised. A wrong code may be tried again
 * (wrong_code) until the tries run out; an expired, used or failed payment, or a cart that changed
 * since, is payment_failed, and the order is not made.
 */
export async function completeCardPayment(
  db: Database,
  owner: Owner,
  reference: string,
  code: string,
  logger: Logger,
): Promise<PlacedOrder> {
  const [payment] = await db
    .select()
    .from(cardPayments)
    .where(and(ownedPayment(owner, reference), eq(cardPayments.provider, "test")));
  if (!payment) throw new ApiError("record_not_found", 404);
  if (payment.status === "succeeded" && payment.orderId !== null)
    return readPlacedOrder(db, payment.orderId);
  if (payment.status !== "challenge" || payment.expiresAt <= new Date())
    throw new ApiError("payment_failed", 402);
  if (code !== TEST_3DS_CODE) {
    const [counted] = await db
      .update(cardPayments)
      .set({ attempts: payment.attempts + 1 })
      .where(
        and(
          eq(cardPayments.id, payment.id),
          eq(cardPayments.status, "challenge"),
          eq(cardPayments.attempts, payment.attempts),
        ),
      )
      .returning();
    if (!counted) throw new ApiError("payment_failed", 402);
    if (counted.attempts >= CHALLENGE_TRIES) {
      await failPayment(db, reference);
      throw new ApiError("payment_failed", 402);
    }
    throw new ApiError("wrong_code", 409, {
      params: { attempts: CHALLENGE_TRIES - counted.attempts },
    });
  }
  const outcome = await settleOrGiveBack(
    db,
    testGateway,
    payment,
    (stored) => testGateway.verify(stored, { code }),
    logger,
  );
  if (!("order" in outcome)) throw new ApiError("payment_failed", 402);
  return outcome.order;
}

/**
 * A provider's callback or notification about a payment. The fields are only a hint of which
 * payment it is about: the adapter asks the provider itself (or checks its signature) before the
 * order is placed. A callback for an unknown payment, or one already failed, is refused and
 * logged; one not from the provider changes nothing; one for a payment already settled answers
 * its order again and changes nothing.
 */
export async function handleProviderCallback(
  db: Database,
  provider: PaymentProvider,
  reference: string,
  fields: Record<string, string>,
  logger: Logger,
): Promise<{ reference: string; lang: LanguageCode; order: PlacedOrder | null }> {
  const [payment] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.reference, reference), eq(cardPayments.provider, provider.name)));
  if (!payment) {
    logger.warn("payment callback refused: unknown payment", { provider: provider.name });
    throw new ApiError("record_not_found", 404);
  }
  const lang = payment.languageCode as LanguageCode;
  const outcome = await settleOrGiveBack(
    db,
    provider,
    payment,
    (stored) => asking(() => provider.verify(stored, fields)),
    logger,
  );
  if ("order" in outcome) return { reference, lang, order: outcome.order };
  if ("failed" in outcome) throw new ApiError("payment_failed", 402);
  if (outcome.verified.status === "rejected") {
    logger.warn("payment callback refused: not the provider's", {
      provider: provider.name,
      reference,
      reason: outcome.verified.reason,
    });
    throw new ApiError("payment_failed", 402);
  }
  logger.info("payment not confirmed by the provider", {
    provider: provider.name,
    reference,
    reason: outcome.verified.reason,
  });
  return { reference, lang, order: null };
}

/** The order a verified card payment made (createOrder / createOrderGuest). */
export async function orderOfPayment(
  db: Database,
  owner: Owner,
  reference: string,
): Promise<PlacedOrder> {
  const [payment] = await db.select().from(cardPayments).where(ownedPayment(owner, reference));
  if (!payment?.orderId) throw new ApiError("record_not_found", 404);
  return readPlacedOrder(db, payment.orderId);
}

/** What became of a payment, for the page the shopper's browser comes back to. */
export async function paymentState(
  db: Database,
  reference: string,
): Promise<{ lang: LanguageCode; status: string; orderCode: string | null } | null> {
  const [payment] = await db
    .select()
    .from(cardPayments)
    .where(eq(cardPayments.reference, reference));
  if (!payment) return null;
  const order = payment.orderId !== null ? await readPlacedOrder(db, payment.orderId) : null;
  return {
    lang: payment.languageCode as LanguageCode,
    status: payment.status,
    orderCode: order?.order_code ?? null,
  };
}
