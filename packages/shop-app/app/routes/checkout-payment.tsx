import type { ErrorCode } from "@shop/api/contract";
import {
  CartSummary,
  CheckoutPaymentScreen,
  type PaymentScreenInstallment,
  WalletButtons,
} from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect, useRef, useState } from "react";
import {
  type MetaArgs,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import { summaryOf } from "../features/checkout/checkout-view.ts";
import { hasOwnPage, providerLabel } from "../features/checkout/provider-page.ts";
import { useWalletPayments } from "../features/checkout/wallet-payments.ts";
import { errorMessageId } from "../i18n/messages.ts";
import { orderCompletePath } from "../lib/checkout-paths.ts";
import { priceCurrencyOf } from "../lib/currency.ts";
import { splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { routerForm } from "../lib/router-form.tsx";
import type { loader, PaymentActionResult } from "./checkout-payment.server.ts";

export { action, loader } from "./checkout-payment.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.checkoutPayment") },
    { name: "robots", content: "noindex" },
  ];
}

/** The card's brand and instalment table, asked of the API once the first six digits are in. */
function useCardInfo(
  locale: string,
  provider: string,
  initial: readonly PaymentScreenInstallment[],
) {
  const [info, setInfo] = useState<{
    brand: string | null;
    installments: readonly PaymentScreenInstallment[];
  }>({ brand: null, installments: initial });
  const asked = useRef("");
  const onDigits = (digits: string) => {
    const bin = digits.slice(0, 6);
    if (bin.length < 6 || `${provider}:${bin}` === asked.current) return;
    asked.current = `${provider}:${bin}`;
    void fetch(`/api/v1/QueryInstallmentAndBin?language=${locale}&provider=${provider}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bin }),
    })
      .then((response) => response.json())
      .then(
        (body: {
          response?: { brand: string | null; installments: PaymentScreenInstallment[] };
        }) => {
          if (body.response)
            setInfo({ brand: body.response.brand, installments: body.response.installments });
        },
      )
      .catch((error: unknown) => console.warn("instalment query failed", error));
  };
  return { ...info, onDigits };
}

export default function CheckoutPaymentRoute() {
  const data = useLoaderData<typeof loader>();
  const sent = useActionData<PaymentActionResult>();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { locale } = splitLocale(location.pathname);
  const providers = data.methods.find((m) => m.code === "card")?.providers ?? [];
  const [provider, setProvider] = useState<string>(providers[0] ?? "test");
  const card = useCardInfo(locale, provider, data.installments);
  const { cart } = data;
  const pending = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const errorCode = (sent?.code ?? data.error) as ErrorCode | null;
  const wallet = useWalletPayments({
    locale,
    idempotencyKey: data.idempotencyKey,
    onPaid: (code) => navigate(orderCompletePath(code, locale)),
  });
  const shownError = wallet.error ?? errorCode;
  const [method, setMethod] = useState(sent?.method ?? data.method);
  useEffect(() => setMethod(sent?.method ?? data.method), [sent?.method, data.method]);

  return (
    <CheckoutPaymentScreen
      currency={priceCurrencyOf(cart)}
      methods={data.methods}
      defaultMethod={method}
      // The totals differ by method (cash prices, the door fee): the page follows the choice.
      onMethodChange={(next) => {
        if (next !== data.method)
          navigate(`?yontem=${next}`, { replace: true, preventScrollReset: true });
      }}
      total={cart.total}
      installments={card.installments}
      cardBrand={card.brand}
      onCardNumberChange={card.onDigits}
      cardProviders={providers.map((code) => ({
        code,
        name: providerLabel(code, intl.locale),
        ownPage: hasOwnPage(code),
      }))}
      onCardProviderChange={setProvider}
      bankAccounts={data.bankAccounts.map((account) => ({
        id: String(account.id),
        bankName: account.bank_name,
        holder: account.account_holder,
        iban: account.iban,
        branch: account.branch_name,
        logo: account.logo,
      }))}
      errors={sent?.errors ?? {}}
      {...(shownError &&
      (wallet.error ||
        !sent ||
        Object.keys(sent.errors).length === 0 ||
        shownError === "card_field_missing")
        ? { error: intl.formatMessage({ id: errorMessageId(shownError) }) }
        : {})}
      wallets={
        <WalletButtons wallets={wallet.wallets} pending={wallet.pending} onPay={wallet.pay} />
      }
      hiddenFields={<input type="hidden" name="idempotency_key" value={data.idempotencyKey} />}
      renderForm={routerForm()}
      pendingMethod={
        pending === "card" || pending === "wire_transfer" || pending === "door" ? pending : null
      }
      aside={
        <CartSummary
          {...summaryOf(cart, {
            gift: intl.formatMessage({ id: "app.checkout.giftPackage" }),
            fee: intl.formatMessage({ id: "app.checkout.doorFee" }),
          })}
        />
      }
    />
  );
}
