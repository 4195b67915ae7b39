// ZainCash's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { zaincashProvider } from "./zaincash.ts";

export const zaincash = defineProvider({
  name: "zaincash",
  offer: "redirect",
  label: { tr: "ZainCash", en: "ZainCash", ar: "زين كاش" },
  call: "payZainCash",
  prose: {
    what: "payments through a ZainCash wallet",
    limits: "IQD only",
    sandbox: "https://test.zaincash.iq",
    check: "checks the returned token's signature and asks the transaction's status",
    returnFields: "signed token",
  },
  credentials: {
    merchantId: { env: "ZAINCASH_MERCHANT_ID", secret: false },
    secret: { env: "ZAINCASH_SECRET", secret: true },
    msisdn: { env: "ZAINCASH_MSISDN", secret: false },
  },
  baseUrl: { env: "ZAINCASH_BASE_URL", default: "https://api.zaincash.iq" },
  create: (credentials, { baseUrl }) => zaincashProvider({ ...credentials, baseUrl }),
});
