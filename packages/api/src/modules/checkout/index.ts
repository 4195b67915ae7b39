import { createRouter } from "../../lib/openapi.ts";
import { missingFieldsHook } from "../../lib/validation.ts";
import * as handlers from "./checkout.handlers.ts";
import * as routes from "./checkout.routes.ts";
import { CARD_FIELDS, providerCallsRouter } from "./provider-calls.ts";
import * as walletHandlers from "./wallets.handlers.ts";
import * as walletRoutes from "./wallets.routes.ts";

export const checkoutRouter = createRouter()
  .openapi(routes.paymentTypes, handlers.onPaymentTypes)
  .openapi(routes.bankAccountsRoute, handlers.onBankAccounts)
  .openapi(routes.installments, handlers.onInstallments)
  .openapi(routes.payCard, handlers.onPayCard, missingFieldsHook("card_field_missing", CARD_FIELDS))
  .openapi(routes.challenge, handlers.onChallenge)
  .openapi(routes.answerChallenge, handlers.onAnswerChallenge)
  .openapi(routes.payWireTransfer, handlers.onPayWireTransfer)
  .openapi(routes.payDoor, handlers.onPayDoor)
  .openapi(routes.createOrder, handlers.onCreateOrder)
  .openapi(routes.createOrderGuest, handlers.onCreateOrderGuest)
  .openapi(routes.paytrIframeToken, handlers.onPaytrIframeToken)
  .openapi(routes.paytrIframeTokenByGet, handlers.onPaytrIframeTokenByGet)
  .openapi(routes.redirectPayment, handlers.onRedirectPayment)
  .openapi(routes.paypalWebhook, handlers.onPaypalWebhook)
  .openapi(routes.providerCallback, handlers.onProviderCallback)
  .openapi(routes.paymentReturn, handlers.onPaymentReturn)
  .openapi(routes.providerPage, handlers.onProviderPage)
  .openapi(walletRoutes.walletSettings, walletHandlers.onWalletSettings)
  .openapi(walletRoutes.confirmGooglePayment, walletHandlers.onConfirmGooglePayment)
  .openapi(walletRoutes.applePaySession, walletHandlers.onApplePaySession)
  .openapi(walletRoutes.confirmApplePayment, walletHandlers.onConfirmApplePayment)
  .route("/", providerCallsRouter);
