// PayPal's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { paypalProvider } from "./paypal.ts";

export const paypal = defineProvider({
  name: "paypal",
  credentials: {
    clientId: { env: "PAYPAL_CLIENT_ID", secret: false },
    clientSecret: { env: "PAYPAL_CLIENT_SECRET", secret: true },
    webhookId: { env: "PAYPAL_WEBHOOK_ID", secret: false },
  },
  baseUrl: { env: "PAYPAL_BASE_URL", default: "https://api-m.paypal.com" },
  create: (credentials, { baseUrl }) => paypalProvider({ ...credentials, baseUrl }),
});
