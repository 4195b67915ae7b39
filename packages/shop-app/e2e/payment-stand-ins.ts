// The shop's "iyzico", "PayTR" and "Moka" for the end-to-end tests: the API's loopback stand-ins
// (packages/api/src/modules/payments/providers/*/*-stand-in.ts), started as a Playwright web server, so that a shopper
// pays through each provider in the browser on one machine. PayTR's notification goes to the
// shop's server as the merchant panel would have it set.
import { IyzicoStandIn } from "../../api/src/modules/payments/providers/iyzico/iyzico-stand-in.ts";
import { MokaStandIn } from "../../api/src/modules/payments/providers/moka/moka-stand-in.ts";
import { PaytrStandIn } from "../../api/src/modules/payments/providers/paytr/paytr-stand-in.ts";

const shop = process.env.SHOP_ORIGIN ?? "http://127.0.0.1:3111";

const iyzico = new IyzicoStandIn({
  apiKey: process.env.IYZICO_API_KEY ?? "",
  secretKey: process.env.IYZICO_SECRET_KEY ?? "",
  port: Number(process.env.IYZICO_PORT),
});
const paytr = new PaytrStandIn({
  merchantId: process.env.PAYTR_MERCHANT_ID ?? "",
  merchantKey: process.env.PAYTR_MERCHANT_KEY ?? "",
  merchantSalt: process.env.PAYTR_MERCHANT_SALT ?? "",
  port: Number(process.env.PAYTR_PORT),
  notify: async (fields) => {
    const answer = await fetch(`${shop}/api/v1/payment/callback/paytr`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return answer.text();
  },
});
const moka = new MokaStandIn({
  dealerCode: process.env.MOKA_DEALER_CODE ?? "",
  username: process.env.MOKA_USERNAME ?? "",
  password: process.env.MOKA_PASSWORD ?? "",
  port: Number(process.env.MOKA_PORT),
});
// The paytr stand-in's health check is what Playwright waits for: it starts last.
await Promise.all([iyzico.start(), moka.start()]);
await paytr.start();
