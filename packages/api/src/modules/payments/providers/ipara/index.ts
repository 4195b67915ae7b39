// ipara's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { iparaProvider } from "./ipara.ts";

export const ipara = defineProvider({
  name: "ipara",
  offer: "card_3ds",
  label: "iPara",
  call: "payIpara",
  prose: {
    what: "card payments through ipara with 3-D Secure",
    check: "checks iPara's hash and then asks rest/payment/inquiry",
    pageCarriesCard: true,
  },
  credentials: {
    publicKey: { env: "IPARA_PUBLIC_KEY", secret: false },
    privateKey: { env: "IPARA_PRIVATE_KEY", secret: true },
  },
  baseUrl: { env: "IPARA_BASE_URL", default: "https://api.ipara.com" },
  testMode: { env: "IPARA_TEST_MODE" },
  create: (credentials, { baseUrl, testMode }) =>
    iparaProvider({ ...credentials, baseUrl, mode: testMode ? "T" : "P" }),
});
