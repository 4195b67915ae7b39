// PayPal's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { paypalProvider } from "./paypal.ts";

export const paypal = defineProvider({
  name: "paypal",
  offer: "redirect",
  label: "PayPal",
  call: "payPaypal",
  prose: {
    what: "payments on PayPal's page, its webhook at `/api/v1/payment/webhook/paypal`",
    limits: "in the currencies PayPal takes, not TRY",
    sandbox: "https://api-m.sandbox.paypal.com",
    check: "captures the approved order",
    returnFields: "token",
  },
  credentials: {
    clientId: { env: "PAYPAL_CLIENT_ID", secret: false },
    clientSecret: { env: "PAYPAL_CLIENT_SECRET", secret: true },
    webhookId: { env: "PAYPAL_WEBHOOK_ID", secret: false },
  },
  baseUrl: { env: "PAYPAL_BASE_URL", default: "https://api-m.paypal.com" },
  create: (credentials, { baseUrl }) => paypalProvider({ ...credentials, baseUrl }),
});
