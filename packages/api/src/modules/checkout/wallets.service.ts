// Paying with a wallet (Google Pay; Apple Pay beside it): the wallet's token is checked and
// opened on the server (providers/google-pay.ts), used once, and the card inside is charged
// through the card path; the order comes into being in the same transaction that settles the
// payment (card-payments.service.ts's settle), exactly as for a card typed in the shop's own form.
// Only the brand and last four digits of the card are kept.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  APPLE_PAY_NETWORKS,
  type ApplePayBody,
  cardBrand,
  GOOGLE_PAY_NETWORKS,
  type GooglePayBody,
  type LanguageCode,
  type PlacedOrder,
  type WalletName,
  type WalletSettings,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { cardPayments, walletTokens } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Owner } from "../../lib/require-identity.ts";
import type { StoredPayment, VerifiedPayment } from "../payments/payment-provider.ts";
import { declines, testGateway } from "../payments/providers/test-gateway/test-gateway.ts";
import { currencyNumber } from "../payments/wallets/apple-pay.ts";
import { MerchantValidationError } from "../payments/wallets/apple-pay-session.ts";
import { WalletTokenError } from "../payments/wallets/google-pay.ts";
import type { Wallets } from "../payments/wallets/wallet-config.ts";
import { cardAmount, settleOrGiveBack } from "./card-payments.service.ts";
import { readPlacedOrder } from "./order-placement.service.ts";

interface WalletContext {
  lang: LanguageCode;
  currencyId: number;
  wallets: Wallets;
  logger: Logger;
  now?: Date;
}

/** What the payment step needs to offer the configured wallets for the cart as it costs now. */
export async function walletSettings(
  db: Database,
  owner: Owner,
  context: WalletContext,
): Promise<WalletSettings> {
  const { amount, currencyCode } = await cardAmount(db, owner, context);
  const google = context.wallets.googlePay?.browser;
  const apple = context.wallets.applePay?.browser;
  return {
    amount,
    currency_code: currencyCode,
    google_pay: google
      ? {
          environment: google.environment,
          merchant_id: google.merchantId,
          merchant_name: google.merchantName,
          public_key: google.publicKey,
          allowed_card_networks: [...GOOGLE_PAY_NETWORKS],
          allowed_auth_methods: ["PAN_ONLY", "CRYPTOGRAM_3DS"],
        }
      : null,
    apple_pay: apple
      ? {
          merchant_identifier: apple.merchantId,
          display_name: apple.displayName,
          country_code: apple.countryCode,
          supported_networks: [...APPLE_PAY_NETWORKS],
          merchant_capabilities: ["supports3DS"],
        }
      : null,
  };
}

/**
 * The order of the same payment attempt sent again (a retry after a lost answer): answered as
 * it is, charging nothing and using no token.
 */
async function earlierOrder(
  db: Database,
  owner: Owner,
  idempotencyKey: string,
): Promise<PlacedOrder | undefined> {
  const [earlier] = await db
    .select({ orderId: cardPayments.orderId })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.idempotencyKey, idempotencyKey),
        eq(cardPayments.status, "succeeded"),
        owner.customerId !== undefined
          ? eq(cardPayments.customerId, owner.customerId)
          : eq(cardPayments.guestId, owner.guestId),
      ),
    );
  return earlier?.orderId ? readPlacedOrder(db, earlier.orderId) : undefined;
}

/** The card a wallet's token held, once the token has been checked. */
export interface WalletCard {
  wallet: WalletName;
  /** Google's messageId or Apple's transactionId: a token is charged once. */
  tokenId: string;
  pan: string;
  expirationMonth: number;
  expirationYear: number;
}

/**
 * The built-in test gateway's answer for a wallet's card (the card path while no card provider
 * is configured, api-023): the wallet already authenticated the shopper, so there is no 3-D
 * Secure step; the test bank's declined cards and expired cards are declined.
 */
function testGatewayCharge(payment: StoredPayment, card: WalletCard, now: Date): VerifiedPayment {
  if (declines(card.pan)) return { status: "failed", reason: "test card declined" };
  if (new Date(Date.UTC(card.expirationYear, card.expirationMonth, 1)) <= now)
    return { status: "failed", reason: "card expired" };
  return {
    status: "succeeded",
    amount: payment.amount,
    currencyCode: payment.currencyCode,
    installments: 1,
    providerPaymentId: payment.reference,
  };
}

/**
 * Charges a wallet's card for the cart and places the order. The token's id is recorded first,
 * under a unique key, so that the same token sent twice (a replay, or two requests at once) is
 * charged at most once; a token is used up even when its charge is declined.
 */
export async function chargeWalletCard(
  db: Database,
  owner: Owner,
  card: WalletCard,
  payment: { idempotencyKey: string; amount: number },
  context: WalletContext,
): Promise<PlacedOrder> {
  const now = context.now ?? new Date();
  const [claimed] = await db
    .insert(walletTokens)
    .values({ wallet: card.wallet, tokenId: card.tokenId })
    .onConflictDoNothing()
    .returning({ id: walletTokens.id });
  if (!claimed) {
    context.logger.warn("wallet token refused: already used", { wallet: card.wallet });
    throw new ApiError("payment_failed", 402);
  }
  const [row] = await db
    .insert(cardPayments)
    .values({
      reference: randomBytes(18).toString("hex"),
      ...(owner.customerId !== undefined
        ? { customerId: owner.customerId }
        : { guestId: owner.guestId }),
      idempotencyKey: payment.idempotencyKey,
      provider: testGateway.name,
      cartTotal: payment.amount,
      amount: payment.amount,
      currencyId: context.currencyId,
      installments: 1,
      cardBrand: cardBrand(card.pan) ?? "unknown",
      cardLast4: card.pan.slice(-4),
      languageCode: context.lang,
      expiresAt: new Date(now.getTime() + 15 * 60_000),
    })
    .returning();
  if (!row) throw new ApiError("payment_failed", 402);
  await db
    .update(walletTokens)
    .set({ cardPaymentId: row.id })
    .where(eq(walletTokens.id, claimed.id));
  const outcome = await settleOrGiveBack(
    db,
    testGateway,
    row,
    async (stored) => testGatewayCharge(stored, card, now),
    context.logger,
  );
  if ("order" in outcome) return outcome.order;
  context.logger.info("wallet payment declined", { wallet: card.wallet, reference: row.reference });
  throw new ApiError("payment_failed", 402);
}

/**
 * confirmGooglePayment: checks the amount the shopper approved on Google's sheet against what
 * the cart costs now (Google's token does not carry the amount), opens the token, and charges it.
 */
export async function payWithGooglePay(
  db: Database,
  owner: Owner,
  body: GooglePayBody,
  context: WalletContext,
): Promise<PlacedOrder> {
  const wallet = context.wallets.googlePay;
  if (!wallet) throw new ApiError("payment_method_unavailable", 409);
  const earlier = await earlierOrder(db, owner, body.idempotency_key);
  if (earlier) return earlier;
  const { amount, currencyCode } = await cardAmount(db, owner, context);
  if (body.amount !== amount || body.currency_code !== currencyCode)
    throw new ApiError("payment_amount_changed", 409);
  let card: ReturnType<typeof wallet.recipient.open>;
  try {
    card = wallet.recipient.open(body.token, (context.now ?? new Date()).getTime());
  } catch (error) {
    if (!(error instanceof WalletTokenError)) throw error;
    context.logger.warn("wallet token refused", { wallet: "google_pay", reason: error.message });
    throw new ApiError("payment_failed", 402);
  }
  return chargeWalletCard(
    db,
    owner,
    {
      wallet: "google_pay",
      tokenId: card.messageId,
      pan: card.pan,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
    },
    { idempotencyKey: body.idempotency_key, amount },
    context,
  );
}

/** Apple's merchant session for the page's ApplePaySession (onvalidatemerchant). */
export async function applePaySession(
  validationUrl: string,
  context: Pick<WalletContext, "wallets" | "logger">,
): Promise<Record<string, unknown>> {
  const wallet = context.wallets.applePay;
  if (!wallet) throw new ApiError("payment_method_unavailable", 409);
  try {
    return await wallet.validation.session(validationUrl);
  } catch (error) {
    if (!(error instanceof MerchantValidationError)) throw error;
    context.logger.warn("apple pay merchant validation failed", { reason: error.message });
    if (error.kind === "refused_url")
      throw new ApiError("validation_error", 400, {
        fields: [{ field: "validation_url", in: "body", code: "invalid_value" }],
      });
    throw new ApiError("payment_provider_unavailable", 502);
  }
}

/**
 * confirmApplePayment: opens the token, whose signed payment data carries the amount and
 * currency the shopper approved; they must be what the cart costs now.
 */
export async function payWithApplePay(
  db: Database,
  owner: Owner,
  body: ApplePayBody,
  context: WalletContext,
): Promise<PlacedOrder> {
  const wallet = context.wallets.applePay;
  if (!wallet) throw new ApiError("payment_method_unavailable", 409);
  const earlier = await earlierOrder(db, owner, body.idempotency_key);
  if (earlier) return earlier;
  const { amount, currencyCode } = await cardAmount(db, owner, context);
  let card: ReturnType<typeof wallet.recipient.open>;
  try {
    card = wallet.recipient.open(body.payment_data, context.now ?? new Date());
  } catch (error) {
    if (!(error instanceof WalletTokenError)) throw error;
    context.logger.warn("wallet token refused", { wallet: "apple_pay", reason: error.message });
    throw new ApiError("payment_failed", 402);
  }
  if (card.amount !== amount || card.currencyNumber !== currencyNumber(currencyCode))
    throw new ApiError("payment_amount_changed", 409);
  return chargeWalletCard(
    db,
    owner,
    {
      wallet: "apple_pay",
      tokenId: card.transactionId,
      pan: card.pan,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
    },
    { idempotencyKey: body.idempotency_key, amount },
    context,
  );
}
