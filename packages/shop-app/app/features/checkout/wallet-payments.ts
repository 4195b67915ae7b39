// Google Pay and Apple Pay on the payment step. The wallets the shop has configured come from
// the API (payment/wallets); a button is offered only when the browser can pay with it: Apple's
// ApplePaySession.canMakePayments, Google's isReadyToPay after pay.js is loaded. pay.js is added
// here, on the payment step only, so no other page carries it. The token goes to the API, which
// checks it, charges it and places the order; the page then goes to the order.
import type { ErrorCode, WalletSettings } from "@shop/api/contract";
import type { WalletCode } from "@shop/ui";
import { useEffect, useRef, useState } from "react";

const GOOGLE_PAY_JS = "https://pay.google.com/gp/p/js/pay.js";

interface GooglePaymentsClient {
  isReadyToPay(request: unknown): Promise<{ result: boolean }>;
  loadPaymentData(request: unknown): Promise<{
    paymentMethodData: { tokenizationData: { token: string } };
  }>;
}

interface ApplePaySessionInstance {
  onvalidatemerchant: (event: { validationURL: string }) => void;
  onpaymentauthorized: (event: { payment: { token: { paymentData: unknown } } }) => void;
  oncancel: () => void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
  abort(): void;
  begin(): void;
}

interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionInstance;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

declare global {
  interface Window {
    ApplePaySession?: ApplePaySessionClass;
    google?: {
      payments: { api: { PaymentsClient: new (options: unknown) => GooglePaymentsClient } };
    };
  }
}

function loadScript(src: string): Promise<void> {
  const present = document.querySelector(`script[src="${src}"]`);
  if (present && window.google?.payments) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/** Minor units as the decimal text both wallets show (the shop keeps two decimals). */
const decimal = (amount: number) => (amount / 100).toFixed(2);

function googleCardMethod(google: NonNullable<WalletSettings["google_pay"]>) {
  return {
    type: "CARD",
    parameters: {
      allowedAuthMethods: google.allowed_auth_methods,
      allowedCardNetworks: google.allowed_card_networks,
    },
    tokenizationSpecification: {
      type: "DIRECT",
      parameters: { protocolVersion: "ECv2", publicKey: google.public_key },
    },
  };
}

async function post(path: string, locale: string, body: unknown) {
  const response = await fetch(`/api/v1/${path}?language=${locale}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    success?: boolean;
    code?: ErrorCode;
    response?: Record<string, unknown>;
  };
}

export function useWalletPayments(options: {
  locale: string;
  idempotencyKey: string;
  onPaid: (orderCode: string) => void;
}) {
  const { locale, idempotencyKey, onPaid } = options;
  const [wallets, setWallets] = useState<WalletCode[]>([]);
  const [pending, setPending] = useState<WalletCode | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const settings = useRef<WalletSettings | null>(null);
  const googleClient = useRef<GooglePaymentsClient | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const answer = await fetch(`/api/v1/payment/wallets?language=${locale}`);
      if (!answer.ok) return;
      const found = ((await answer.json()) as { response?: WalletSettings }).response;
      if (!found || cancelled) return;
      settings.current = found;
      const usable: WalletCode[] = [];
      if (found.apple_pay && window.ApplePaySession?.canMakePayments()) usable.push("apple_pay");
      if (found.google_pay) {
        await loadScript(GOOGLE_PAY_JS);
        const Client = window.google?.payments.api.PaymentsClient;
        if (Client) {
          const client = new Client({ environment: found.google_pay.environment });
          const ready = await client.isReadyToPay({
            apiVersion: 2,
            apiVersionMinor: 0,
            allowedPaymentMethods: [googleCardMethod(found.google_pay)],
          });
          if (ready.result) {
            googleClient.current = client;
            usable.push("google_pay");
          }
        }
      }
      if (!cancelled) setWallets(usable);
    })().catch((reason: unknown) => console.warn("wallets unavailable", reason));
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const agreed = {
    idempotency_key: idempotencyKey,
    distance_selling_agreement: true,
    preliminary_information: true,
  };
  const settled = (answer: Awaited<ReturnType<typeof post>>) => {
    const code = answer.response?.order_code;
    if (answer.success && typeof code === "string") {
      onPaid(code);
      return true;
    }
    setError(answer.code ?? "payment_failed");
    setPending(null);
    return false;
  };

  async function payWithGoogle(found: WalletSettings) {
    const google = found.google_pay;
    const client = googleClient.current;
    if (!google || !client) return;
    const data = await client.loadPaymentData({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [googleCardMethod(google)],
      merchantInfo: { merchantId: google.merchant_id, merchantName: google.merchant_name },
      transactionInfo: {
        totalPriceStatus: "FINAL",
        totalPrice: decimal(found.amount),
        currencyCode: found.currency_code,
      },
    });
    settled(
      await post("confirmGooglePayment", locale, {
        ...agreed,
        amount: found.amount,
        currency_code: found.currency_code,
        token: data.paymentMethodData.tokenizationData.token,
      }),
    );
  }

  function payWithApple(found: WalletSettings) {
    const apple = found.apple_pay;
    const Session = window.ApplePaySession;
    if (!apple || !Session) return;
    const session = new Session(3, {
      countryCode: apple.country_code,
      currencyCode: found.currency_code,
      supportedNetworks: apple.supported_networks,
      merchantCapabilities: apple.merchant_capabilities,
      total: { label: apple.display_name, amount: decimal(found.amount) },
    });
    session.onvalidatemerchant = (event) => {
      void post("payment/applePay/session", locale, { validation_url: event.validationURL }).then(
        (answer) => {
          if (answer.success) session.completeMerchantValidation(answer.response);
          else {
            session.abort();
            setError(answer.code ?? "payment_failed");
            setPending(null);
          }
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      void post("confirmApplePayment", locale, {
        ...agreed,
        payment_data: event.payment.token.paymentData,
      }).then((answer) =>
        session.completePayment(settled(answer) ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE),
      );
    };
    session.oncancel = () => setPending(null);
    session.begin();
  }

  const pay = (wallet: WalletCode) => {
    const found = settings.current;
    if (!found) return;
    setError(null);
    setPending(wallet);
    if (wallet === "apple_pay") payWithApple(found);
    else
      payWithGoogle(found).catch((reason: unknown) => {
        // Closing Google's sheet rejects too: that is not an error to show.
        console.warn("google pay closed", reason);
        setPending(null);
      });
  };

  return { wallets, pending, error, pay };
}
