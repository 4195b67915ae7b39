import type { AdminGiftCertificateCreate, ErrorCode } from "@shop/api/contract";
import { parsePriceInput } from "@shop/ui";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { z } from "zod";
import { couponQuery } from "../../features/admin-marketing/coupon-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";
import { shopTimeZoneOf } from "../../lib/shop-time.server.ts";
import { shopInstant } from "../../lib/shop-time.ts";

export const GIFT_CERTIFICATE_PAGE_SIZE = 20;

/** A page of gift certificates, with their customers, as the URL asks. */
export async function loader(args: LoaderFunctionArgs) {
  const query = couponQuery.parse(args.url);
  const page = await unwrap(
    routeApi(args).shopApi.coupon.getAdminCoupons.$get({
      query: {
        kind: "gift_certificate",
        page: query.page,
        page_size: GIFT_CERTIFICATE_PAGE_SIZE,
        ...(query.q ? { search: query.q } : {}),
      },
    }),
  );
  return { query, page };
}

export type GiftCertificateResult =
  | { ok: true; code: string }
  | { ok: false; code: ErrorCode; errors: Record<string, string> };

const DIALOG_FIELDS: Record<string, string> = {
  discount_percent: "discount",
  discount_amount: "discount",
  min_cart_amount: "min_cart",
  max_cart_amount: "max_cart",
  starts_at: "starts_on",
  ends_at: "ends_on",
};

/** Makes out a certificate to the customer picked in the dialog. */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const form = await args.request.formData();
  const timeZone = await shopTimeZoneOf(shopApi);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const whole = (value: string) =>
    value === "" ? null : /^\d+$/.test(value) ? Number(value) : value;
  const money = (value: string) => {
    if (value === "") return null;
    const minor = parsePriceInput(value);
    return minor === "invalid" ? value : minor;
  };
  // A day chosen in the dialog is the shop's day, in its time zone.
  const day = (value: string, time: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) ? shopInstant(value, time, timeZone) : value;
  const percent = text("discount_type") === "percent";
  const customer = text("customer_id");
  const startsOn = text("starts_on");
  const endsOn = text("ends_on");
  const input = {
    customer_id: /^\d+$/.test(customer) ? Number(customer) : null,
    ...(text("code") ? { code: text("code") } : {}),
    discount_type: percent ? "percent" : "amount",
    discount_percent: percent ? whole(text("discount")) : null,
    discount_amount: percent ? null : money(text("discount")),
    usage_limit: whole(text("usage_limit")),
    per_customer_limit: whole(text("per_customer_limit")),
    min_cart_amount: money(text("min_cart")),
    max_cart_amount: money(text("max_cart")),
    ...(startsOn ? { starts_at: day(startsOn, "00:00:00") } : {}),
    ends_at: endsOn ? day(endsOn, "23:59:59") : null,
    note: text("note") || null,
    is_active: form.get("is_active") === "true",
  };
  try {
    // Loosely typed on purpose: what does not parse is the API's to refuse, naming the field.
    const json = input as z.input<typeof AdminGiftCertificateCreate>;
    const made = await unwrap(shopApi.coupon.addGiftCertificate.$post({ json }));
    return { ok: true, code: made.code } satisfies GiftCertificateResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: GiftCertificateResult = {
      ok: false,
      code: error.code,
      errors: Object.fromEntries(
        (error.fields ?? []).map(({ field, message }) => [DIALOG_FIELDS[field] ?? field, message]),
      ),
    };
    return data(result, error.status);
  }
}
