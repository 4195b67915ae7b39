// İşyerimPOS's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { isyerimposProvider } from "./isyerimpos.ts";

export const isyerimpos = defineProvider({
  name: "isyerimpos",
  offer: "card_return",
  label: "İşyerimPOS",
  call: "payIsyerimpos",
  prose: {
    what: "card payments through İşyerimPOS with 3-D Secure",
    limits: "TRY and a single payment only (api-025)",
    sandbox: "https://apitest.isyerimpos.com/v1/",
    returnFields: "uid or orderId",
  },
  credentials: {
    merchantId: { env: "ISYERIMPOS_MERCHANT_ID", secret: false },
    userId: { env: "ISYERIMPOS_USER_ID", secret: false },
    apiKey: { env: "ISYERIMPOS_API_KEY", secret: true },
  },
  baseUrl: { env: "ISYERIMPOS_BASE_URL", default: "https://api.isyerimpos.com/v1/" },
  create: (credentials, { baseUrl }) => isyerimposProvider({ ...credentials, baseUrl }),
});
