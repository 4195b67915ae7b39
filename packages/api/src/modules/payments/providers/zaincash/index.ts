// ZainCash's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { zaincashProvider } from "./zaincash.ts";

export const zaincash = defineProvider({
  name: "zaincash",
  credentials: {
    merchantId: { env: "ZAINCASH_MERCHANT_ID", secret: false },
    secret: { env: "ZAINCASH_SECRET", secret: true },
    msisdn: { env: "ZAINCASH_MSISDN", secret: false },
  },
  baseUrl: { env: "ZAINCASH_BASE_URL", default: "https://api.zaincash.iq" },
  create: (credentials, { baseUrl }) => zaincashProvider({ ...credentials, baseUrl }),
});
