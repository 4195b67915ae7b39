// iyzico's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { iyzicoProvider } from "./iyzico.ts";

export const iyzico = defineProvider({
  name: "iyzico",
  offer: "card_3ds",
  label: "iyzico",
  call: "payIyzico",
  prose: {
    what: "card payments through iyzico",
    check: "asks iyzico itself (payment/3dsecure/auth)",
  },
  credentials: {
    apiKey: { env: "IYZICO_API_KEY", secret: false },
    secretKey: { env: "IYZICO_SECRET_KEY", secret: true },
  },
  baseUrl: { env: "IYZICO_BASE_URL", default: "https://api.iyzipay.com" },
  create: (credentials, { baseUrl }) => iyzicoProvider({ ...credentials, baseUrl }),
});
