// The coupon dialogs' fields as the API's inputs, and the API's refusals back by dialog field.
// A number or date that does not parse goes to the API as typed, so that its refusal names the
// field in the admin's language.
import type { AdminCouponUpdate, ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data } from "react-router";
import type { z } from "zod";
import { formMoney, formShopInstant, formText, formWhole } from "../../lib/form-input.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { type ApiRequestError, isApiRequestError, unwrap } from "../../lib/shop-api.ts";
import { shopTimeZoneOf } from "../../lib/shop-time.server.ts";

export type CouponActionResult =
  | { ok: true; codes?: string[] }
  | { ok: false; code: ErrorCode; errors: Record<string, string> };

/** The terms every coupon dialog has; numbers that do not parse are sent as typed. */
function couponTerms(form: FormData, timeZone: string) {
  const percent = formText(form, "discount_type") !== "amount";
  const startsOn = formText(form, "starts_on");
  const endsOn = formText(form, "ends_on");
  return {
    discount_type: percent ? ("percent" as const) : ("amount" as const),
    discount_percent: percent ? formWhole(form, "discount") : null,
    discount_amount: percent ? null : formMoney(form, "discount"),
    usage_limit: formWhole(form, "usage_limit"),
    per_customer_limit: formWhole(form, "per_customer_limit"),
    min_cart_amount: formMoney(form, "min_cart"),
    max_cart_amount: formMoney(form, "max_cart"),
    ...(startsOn ? { starts_at: formShopInstant(form, "starts_on", "00:00:00", timeZone) } : {}),
    ends_at: endsOn ? formShopInstant(form, "ends_on", "23:59:59", timeZone) : null,
    note: formText(form, "note") || null,
    is_active: form.get("is_active") === "true",
    members_only: form.get("members_only") === "true",
  };
}

const DIALOG_FIELDS: Record<string, string> = {
  discount_percent: "discount",
  discount_amount: "discount",
  min_cart_amount: "min_cart",
  max_cart_amount: "max_cart",
  starts_at: "starts_on",
  ends_at: "ends_on",
};

function dialogErrors(error: ApiRequestError): Record<string, string> {
  return Object.fromEntries(
    (error.fields ?? []).map(({ field, message }) => [DIALOG_FIELDS[field] ?? field, message]),
  );
}

/**
 * The coupon page's action: the add or edit dialog (`intent` save, a new one without an id), the
 * generate dialog (`intent` generate, answered with the codes) or a row's deletion.
 */
export async function couponAction(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const coupon = shopApi.coupon;
  const form = await args.request.formData();
  const intent = form.get("intent");
  const id = Number(form.get("id")) || null;
  // The terms are typed loosely on purpose: what does not parse is the API's to refuse.
  const terms = couponTerms(form, await shopTimeZoneOf(shopApi)) as z.input<
    typeof AdminCouponUpdate
  >;
  try {
    if (intent === "delete" && id) await unwrap(coupon.delete[":id"].$post({ param: { id } }));
    else if (intent === "generate") {
      const json = {
        ...terms,
        count: formWhole(form, "count") as number,
        prefix: formText(form, "prefix"),
      };
      const { codes } = await unwrap(coupon.generate.$post({ json }));
      return { ok: true, codes } satisfies CouponActionResult;
    } else if (id) await unwrap(coupon.update[":id"].$post({ param: { id }, json: terms }));
    else await unwrap(coupon.add.$post({ json: { ...terms, code: formText(form, "code") } }));
    return { ok: true } satisfies CouponActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: CouponActionResult = {
      ok: false,
      code: error.code,
      errors: dialogErrors(error),
    };
    return data(result, error.status);
  }
}
