import { ThreeDSecureScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import {
  type MetaArgs,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { errorMessageId } from "../i18n/messages.ts";
import { checkoutPath } from "../lib/checkout-paths.ts";
import { priceCurrencyOf } from "../lib/currency.ts";
import { splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { routerForm } from "../lib/router-form.tsx";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { ChallengeActionResult, loader } from "./checkout-3ds.server.ts";

export { action, loader } from "./checkout-3ds.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.threeDSecure") },
    { name: "robots", content: "noindex" },
  ];
}

/** The code the built-in test gateway's bank accepts. */
const TEST_BANK_CODE = "123456";

export default function CheckoutThreeDSecureRoute() {
  const { challenge } = useLoaderData<typeof loader>();
  const sent = useActionData<ChallengeActionResult>();
  const intl = useIntl();
  const { locale } = splitLocale(useLocation().pathname);
  const navigation = useNavigation();
  return (
    <ThreeDSecureScreen
      className="my-6"
      merchant={challenge.merchant}
      amount={challenge.amount}
      currency={priceCurrencyOf({ currency_id: 0, currency_code: challenge.currency_code })}
      cardLast4={challenge.card_last4}
      cardBrand={challenge.card_brand}
      attemptsLeft={sent?.attemptsLeft ?? challenge.attempts_left}
      testCode={TEST_BANK_CODE}
      {...(sent ? { error: intl.formatMessage({ id: errorMessageId(sent.code) }) } : {})}
      pending={navigation.state !== "idle"}
      cancelHref={checkoutPath("odeme", locale)}
      renderLink={renderRouterLink}
      renderForm={routerForm()}
    />
  );
}
