import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { CART_OUTCOME_PARAM } from "../features/cart/cart-outcome.ts";
import { checkoutPath, orderCompletePath, PAYMENT_ERROR_PARAM } from "../lib/checkout-paths.ts";
import { type Locale, localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, type ShopApi, unwrap } from "../lib/shop-api.ts";

/** The reference comes from the page's URL: hono/client puts a path parameter in as it is. */
const challengeOf = (shopApi: ShopApi, reference: string) =>
  shopApi.payment.threeDSecure[":reference"].$get({
    param: { reference: encodeURIComponent(reference) },
  });

const failed = (locale: Locale, code: ErrorCode = "payment_failed") =>
  redirect(`${checkoutPath("odeme", locale)}?${PAYMENT_ERROR_PARAM}=${code}`);

/** /siparis/3d/{reference}: the test bank's challenge for a card payment. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  try {
    return { challenge: await unwrap(challengeOf(shopApi, args.params.reference ?? "")) };
  } catch (error) {
    if (isApiRequestError(error, "record_not_found")) throw failed(locale);
    throw error;
  }
}

export type ChallengeActionResult = { code: ErrorCode; attemptsLeft: number };

export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const form = await args.request.formData();
  const code = String(form.get("code") ?? "").trim();
  const reference = args.params.reference ?? "";
  try {
    const param = { reference: encodeURIComponent(reference) };
    const answer = shopApi.payment.threeDSecure[":reference"].$post({ param, json: { code } });
    const order = await unwrap(answer);
    return redirect(orderCompletePath(order.order_code, locale));
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    if (error.code === "wrong_code" || error.code === "validation_error") {
      const challenge = await unwrap(challengeOf(shopApi, reference)).catch(() => null);
      if (!challenge) return failed(locale);
      return data(
        {
          code: "wrong_code",
          attemptsLeft: challenge.attempts_left,
        } satisfies ChallengeActionResult,
        400,
      );
    }
    if (error.code === "out_of_stock_items" || error.code === "cart_empty")
      return redirect(
        `${localizePath(paths.cart, locale)}?${CART_OUTCOME_PARAM}=out_of_stock_items`,
      );
    return failed(
      locale,
      error.code === "payment_failed" ? "payment_failed" : "order_creation_failed",
    );
  }
}
