// Tami's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { tamiProvider } from "./tami.ts";

export const tami = defineProvider({
  name: "tami",
  offer: "card_3ds",
  label: "Tami",
  call: "payTami",
  prose: {
    what: "card payments through Tami (Garanti BBVA) with 3-D Secure",
    limits: "TRY and a single payment only (api-026)",
    sandbox: "https://sandbox-paymentapi.tami.com.tr",
    check:
      "checks Tami's hashedData and then takes the payment with payment/complete-3ds and asks payment/query",
  },
  credentials: {
    merchantNumber: { env: "TAMI_MERCHANT_NUMBER", secret: false },
    terminalNumber: { env: "TAMI_TERMINAL_NUMBER", secret: false },
    secretKey: { env: "TAMI_SECRET_KEY", secret: true },
    fixedKidValue: { env: "TAMI_FIXED_KID_VALUE", secret: true },
    fixedKValue: { env: "TAMI_FIXED_K_VALUE", secret: true },
  },
  baseUrl: { env: "TAMI_BASE_URL", default: "https://paymentapi.tami.com.tr" },
  create: (credentials, { baseUrl }) => tamiProvider({ ...credentials, baseUrl }),
});
