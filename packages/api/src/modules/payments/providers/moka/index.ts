// Moka United's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { mokaProvider } from "./moka.ts";

export const moka = defineProvider({
  name: "moka",
  offer: "card_3ds",
  label: "Moka",
  call: "payMoka",
  prose: {
    what: "card payments through Moka United with 3-D Secure",
    sandbox: "https://service.refmoka.com",
    check: "checks Moka's hashValue and then asks Moka (GetDealerPaymentTrxDetailList)",
  },
  credentials: {
    dealerCode: { env: "MOKA_DEALER_CODE", secret: false },
    username: { env: "MOKA_USERNAME", secret: false },
    password: { env: "MOKA_PASSWORD", secret: true },
  },
  baseUrl: { env: "MOKA_BASE_URL", default: "https://service.moka.com" },
  create: (credentials, { baseUrl }) => mokaProvider({ ...credentials, baseUrl }),
});
