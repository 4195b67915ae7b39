// Which payment providers this shop may use: a provider is on only when all of its credentials
// are in the environment (IYZICO_*, PAYTR_*, MOKA_*, IPARA_*, QNBPAY_*, ISYERIMPOS_*, TAMI_*, PAYPAL_*,
// ZAINCASH_*, DPO_*). Partly set credentials are a mistake reported at boot, not a switch. The secrets stay
// inside the adapters: nothing returns or logs them.

import type { PaymentProvider } from "./payment-provider.ts";
import { dpoProvider } from "./providers/dpo/dpo.ts";
import { iparaProvider } from "./providers/ipara/ipara.ts";
import { isyerimposProvider } from "./providers/isyerimpos/isyerimpos.ts";
import { iyzicoProvider } from "./providers/iyzico/iyzico.ts";
import { mokaProvider } from "./providers/moka/moka.ts";
import { paypalProvider } from "./providers/paypal/paypal.ts";
import { paytrProvider } from "./providers/paytr/paytr.ts";
import { qnbpayProvider } from "./providers/qnbpay/qnbpay.ts";
import { tamiProvider } from "./providers/tami/tami.ts";
import { testGateway as testGatewayProvider } from "./providers/test-gateway/test-gateway.ts";
import { zaincashProvider } from "./providers/zaincash/zaincash.ts";

type Env = Record<string, string | undefined>;

const DEFAULT_BASE_URLS = {
  iyzico: "https://api.iyzipay.com",
  paytr: "https://www.paytr.com",
  moka: "https://service.moka.com",
  ipara: "https://api.ipara.com",
  qnbpay: "https://portal.qnbpay.com.tr/ccpayment",
  isyerimpos: "https://api.isyerimpos.com/v1/",
  tami: "https://paymentapi.tami.com.tr",
  paypal: "https://api-m.paypal.com",
  zaincash: "https://api.zaincash.iq",
  dpo: "https://secure.3gdirectpay.com",
} as const;

function httpsOrLoopback(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be a URL";
  }
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && ["127.0.0.1", "[::1]", "localhost"].includes(url.hostname))
    return undefined;
  return "must be an https URL (plain http only on 127.0.0.1, [::1] or localhost)";
}

const testMode = (value: string | undefined) => ["1", "true", "yes", "on"].includes(value ?? "");

export function paymentProvidersFromEnv(env: Env): {
  providers: PaymentProvider[];
  problems: string[];
} {
  const providers: PaymentProvider[] = [];
  const problems: string[] = [];
  const together = (names: string[]) => {
    const given = names.filter((n) => env[n]);
    if (given.length && given.length < names.length)
      for (const missing of names.filter((n) => !env[n]))
        problems.push(`${missing}: ${names.join(", ")} are set together or not at all`);
    return given.length === names.length;
  };
  const baseUrl = (name: string, fallback: string) => {
    const value = env[name] ?? fallback;
    const problem = httpsOrLoopback(value);
    if (problem) problems.push(`${name}: ${problem}`);
    return value;
  };

  if (together(["IYZICO_API_KEY", "IYZICO_SECRET_KEY"]))
    providers.push(
      iyzicoProvider({
        apiKey: env.IYZICO_API_KEY as string,
        secretKey: env.IYZICO_SECRET_KEY as string,
        baseUrl: baseUrl("IYZICO_BASE_URL", DEFAULT_BASE_URLS.iyzico),
      }),
    );
  if (together(["PAYTR_MERCHANT_ID", "PAYTR_MERCHANT_KEY", "PAYTR_MERCHANT_SALT"]))
    providers.push(
      paytrProvider({
        merchantId: env.PAYTR_MERCHANT_ID as string,
        merchantKey: env.PAYTR_MERCHANT_KEY as string,
        merchantSalt: env.PAYTR_MERCHANT_SALT as string,
        baseUrl: baseUrl("PAYTR_BASE_URL", DEFAULT_BASE_URLS.paytr),
        testMode: testMode(env.PAYTR_TEST_MODE),
      }),
    );
  if (together(["MOKA_DEALER_CODE", "MOKA_USERNAME", "MOKA_PASSWORD"]))
    providers.push(
      mokaProvider({
        dealerCode: env.MOKA_DEALER_CODE as string,
        username: env.MOKA_USERNAME as string,
        password: env.MOKA_PASSWORD as string,
        baseUrl: baseUrl("MOKA_BASE_URL", DEFAULT_BASE_URLS.moka),
      }),
    );
  if (together(["IPARA_PUBLIC_KEY", "IPARA_PRIVATE_KEY"]))
    providers.push(
      iparaProvider({
        publicKey: env.IPARA_PUBLIC_KEY as string,
        privateKey: env.IPARA_PRIVATE_KEY as string,
        baseUrl: baseUrl("IPARA_BASE_URL", DEFAULT_BASE_URLS.ipara),
        mode: testMode(env.IPARA_TEST_MODE) ? "T" : "P",
      }),
    );
  if (together(["QNBPAY_APP_ID", "QNBPAY_APP_SECRET", "QNBPAY_MERCHANT_KEY"]))
    providers.push(
      qnbpayProvider({
        appId: env.QNBPAY_APP_ID as string,
        appSecret: env.QNBPAY_APP_SECRET as string,
        merchantKey: env.QNBPAY_MERCHANT_KEY as string,
        baseUrl: baseUrl("QNBPAY_BASE_URL", DEFAULT_BASE_URLS.qnbpay),
      }),
    );
  if (together(["ISYERIMPOS_MERCHANT_ID", "ISYERIMPOS_USER_ID", "ISYERIMPOS_API_KEY"]))
    providers.push(
      isyerimposProvider({
        merchantId: env.ISYERIMPOS_MERCHANT_ID as string,
        userId: env.ISYERIMPOS_USER_ID as string,
        apiKey: env.ISYERIMPOS_API_KEY as string,
        baseUrl: baseUrl("ISYERIMPOS_BASE_URL", DEFAULT_BASE_URLS.isyerimpos),
      }),
    );
  if (
    together([
      "TAMI_MERCHANT_NUMBER",
      "TAMI_TERMINAL_NUMBER",
      "TAMI_SECRET_KEY",
      "TAMI_FIXED_KID_VALUE",
      "TAMI_FIXED_K_VALUE",
    ])
  )
    providers.push(
      tamiProvider({
        merchantNumber: env.TAMI_MERCHANT_NUMBER as string,
        terminalNumber: env.TAMI_TERMINAL_NUMBER as string,
        secretKey: env.TAMI_SECRET_KEY as string,
        fixedKidValue: env.TAMI_FIXED_KID_VALUE as string,
        fixedKValue: env.TAMI_FIXED_K_VALUE as string,
        baseUrl: baseUrl("TAMI_BASE_URL", DEFAULT_BASE_URLS.tami),
      }),
    );
  if (together(["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"]))
    providers.push(
      paypalProvider({
        clientId: env.PAYPAL_CLIENT_ID as string,
        clientSecret: env.PAYPAL_CLIENT_SECRET as string,
        webhookId: env.PAYPAL_WEBHOOK_ID as string,
        baseUrl: baseUrl("PAYPAL_BASE_URL", DEFAULT_BASE_URLS.paypal),
      }),
    );
  if (together(["ZAINCASH_MERCHANT_ID", "ZAINCASH_SECRET", "ZAINCASH_MSISDN"]))
    providers.push(
      zaincashProvider({
        merchantId: env.ZAINCASH_MERCHANT_ID as string,
        secret: env.ZAINCASH_SECRET as string,
        msisdn: env.ZAINCASH_MSISDN as string,
        baseUrl: baseUrl("ZAINCASH_BASE_URL", DEFAULT_BASE_URLS.zaincash),
      }),
    );
  if (together(["DPO_COMPANY_TOKEN", "DPO_SERVICE_TYPE"]))
    providers.push(
      dpoProvider({
        companyToken: env.DPO_COMPANY_TOKEN as string,
        serviceType: env.DPO_SERVICE_TYPE as string,
        baseUrl: baseUrl("DPO_BASE_URL", DEFAULT_BASE_URLS.dpo),
      }),
    );
  // The built-in test gateway takes any test card without taking money: a shop with a real
  // provider must not offer it, or a shopper could order with 4111 1111 1111 1111. It is on by
  // itself only while no provider is configured (the shop on one machine), or when asked for.
  const testGateway = env.PAYMENT_TEST_GATEWAY ?? "auto";
  if (!["auto", "on", "off"].includes(testGateway))
    problems.push("PAYMENT_TEST_GATEWAY: must be auto, on or off");
  if (testGateway === "on" || (testGateway === "auto" && providers.length === 0))
    providers.unshift(testGatewayProvider);
  return { providers, problems };
}
