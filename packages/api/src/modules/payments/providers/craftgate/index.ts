// Craftgate's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { craftgateProvider } from "./craftgate.ts";

export const craftgate = defineProvider({
  name: "craftgate",
  offer: "card_3ds",
  label: "Craftgate",
  call: "payCraftgate",
  prose: {
    what: "card payments through Craftgate with 3-D Secure and instalments",
    sandbox: "https://sandbox-api.craftgate.io",
    check:
      "checks Craftgate's callback hash and then takes the payment with card-payments/3ds-complete",
  },
  credentials: {
    apiKey: { env: "CRAFTGATE_API_KEY", secret: false },
    secretKey: { env: "CRAFTGATE_SECRET_KEY", secret: true },
    callbackKey: { env: "CRAFTGATE_CALLBACK_KEY", secret: true },
  },
  baseUrl: { env: "CRAFTGATE_BASE_URL", default: "https://api.craftgate.io" },
  create: (credentials, { baseUrl }) => craftgateProvider({ ...credentials, baseUrl }),
});
