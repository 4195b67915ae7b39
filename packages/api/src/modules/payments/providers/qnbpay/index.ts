// QNBpay's entry in the payment registry (../../registry.ts).
import { defineProvider } from "../../provider-definition.ts";
import { qnbpayProvider } from "./qnbpay.ts";

export const qnbpay = defineProvider({
  name: "qnbpay",
  offer: "card_3ds",
  label: "QNBpay",
  call: "payQnbPay",
  prose: {
    what: "card payments through QNBpay with 3-D Secure",
    sandbox: "https://test.qnbpay.com.tr/ccpayment",
    check: "opens QNBpay's hash_key and then asks api/checkstatus",
    pageCarriesCard: true,
  },
  credentials: {
    appId: { env: "QNBPAY_APP_ID", secret: false },
    appSecret: { env: "QNBPAY_APP_SECRET", secret: true },
    merchantKey: { env: "QNBPAY_MERCHANT_KEY", secret: true },
  },
  baseUrl: { env: "QNBPAY_BASE_URL", default: "https://portal.qnbpay.com.tr/ccpayment" },
  create: (credentials, { baseUrl }) => qnbpayProvider({ ...credentials, baseUrl }),
});
