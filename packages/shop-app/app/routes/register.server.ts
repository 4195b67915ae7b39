import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { agreementText } from "../features/account/agreements.server.ts";
import { fieldErrors, formValues } from "../features/checkout/form-values.ts";
import { redirectSignedInShopper } from "../features/guards/guards.server.ts";
import { joinGuestCart } from "../features/identity/guest-cart.server.ts";
import { isSecureRequest } from "../lib/identity.server.ts";
import { localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { requestCookies } from "../lib/request-context.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

const FIELDS = ["name", "surname", "email", "phone"] as const;

/** /uye-ol?r=: registration, with the KVKK notice and the membership agreement to accept. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  redirectSignedInShopper(args.context, locale);
  const [kvkk, membership] = await Promise.all([
    agreementText(shopApi, "kvkk"),
    agreementText(shopApi, "membership"),
  ]);
  return {
    kvkk: { title: kvkk.title, html: kvkk.html, href: localizePath(`/${kvkk.seoLink}`, locale) },
    membership: {
      title: membership.title,
      html: membership.html,
      href: localizePath(`/${membership.seoLink}`, locale),
    },
    returnTo: safeRedirectPath(args.url.searchParams.get("r"), localizePath(paths.home, locale)),
  };
}

export type RegisterResult = {
  code: ErrorCode;
  errors: Record<string, string>;
  values: Partial<Record<(typeof FIELDS)[number], string>>;
};

/** Registers and signs the new customer in (the guest's cart comes along), then goes on to `r`. */
export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const form = await args.request.formData();
  const values = formValues(form, FIELDS);
  const accepted = (name: string) => form.get(name) === "true";
  try {
    const registration = {
      name: values.name ?? "",
      surname: values.surname ?? "",
      email: values.email ?? "",
      phone: values.phone ?? "",
      password: String(form.get("password") ?? ""),
      // false is refused by the API with the shopper's "must accept" message, like a missing field
      kvkk_agreement: accepted("kvkk_agreement") as true,
      membership_agreement: accepted("membership_agreement") as true,
      marketing_consent: accepted("marketing_consent"),
    };
    const registered = await unwrap(shopApi.customer.add.$post({ json: registration }));
    await joinGuestCart(
      shopApi,
      args.context,
      registered.token,
      requestCookies(args.request),
      isSecureRequest(args.request, args.context),
    );
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data(
      { code: error.code, errors: fieldErrors(error), values } satisfies RegisterResult,
      error.status,
    );
  }
  return redirect(
    safeRedirectPath(args.url.searchParams.get("r"), localizePath(paths.account, locale)),
  );
}
