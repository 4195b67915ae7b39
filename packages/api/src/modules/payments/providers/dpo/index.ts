// DPO Pay's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { dpoProvider } from "./dpo.ts";

export const dpo = defineProvider({
  name: "dpo",
  offer: "redirect",
  label: "DPO Pay",
  call: "payDpo",
  prose: {
    what: "payments on DPO Pay's page",
    limits: "in the currencies the DPO account takes",
    check: "asks verifyToken",
    returnFields: "TransactionToken",
  },
  credentials: {
    companyToken: { env: "DPO_COMPANY_TOKEN", secret: true },
    serviceType: { env: "DPO_SERVICE_TYPE", secret: false },
  },
  baseUrl: { env: "DPO_BASE_URL", default: "https://secure.3gdirectpay.com" },
  create: (credentials, { baseUrl }) => dpoProvider({ ...credentials, baseUrl }),
});
