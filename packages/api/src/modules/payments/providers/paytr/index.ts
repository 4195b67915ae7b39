// PayTR's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { paytrProvider } from "./paytr.ts";

export const paytr = defineProvider({
  name: "paytr",
  offer: "own_page",
  label: "PayTR",
  call: "payPaytr",
  prose: {
    what: "card payments through PayTR's page",
    check: "checks PayTR's hash",
  },
  credentials: {
    merchantId: { env: "PAYTR_MERCHANT_ID", secret: false },
    merchantKey: { env: "PAYTR_MERCHANT_KEY", secret: true },
    merchantSalt: { env: "PAYTR_MERCHANT_SALT", secret: true },
  },
  baseUrl: { env: "PAYTR_BASE_URL", default: "https://www.paytr.com" },
  testMode: { env: "PAYTR_TEST_MODE" },
  create: (credentials, options) => paytrProvider({ ...credentials, ...options }),
});
