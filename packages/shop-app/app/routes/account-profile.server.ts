import type { ErrorCode } from "@shop/api/contract";
import { PROFILE_FIELDS } from "@shop/ui";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { SIGN_IN_STATUS_PARAM } from "../features/account/sign-in-status.ts";
import { fieldErrors, formValues } from "../features/checkout/form-values.ts";
import { requireCustomer } from "../features/guards/guards.server.ts";
import { localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

/** /hesabim/bilgilerim: the member's photo, details, password and account. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  const customer = await unwrap(shopApi.customer.getCustomer.$get());
  return {
    imageUrl: customer.image_url,
    phone: { number: customer.phone, confirmed: customer.phone_confirmed },
    values: {
      name: customer.name,
      surname: customer.surname,
      email: customer.email,
      phone: customer.phone,
      gender: customer.gender ?? "unspecified",
      birthday: customer.birthday ?? "",
      home_phone: customer.home_phone ?? "",
      office_phone: customer.office_phone ?? "",
      fax: customer.fax ?? "",
    },
  };
}

export type ProfileActionResult =
  | { intent: "profile"; saved: true }
  | { intent: "image"; uploaded: true }
  | { intent: "phone-send"; sent: true }
  | { intent: "phone-confirm"; confirmed: true }
  | { intent: "password"; changed: true }
  | {
      intent: "profile" | "image" | "password" | "delete" | "phone-send" | "phone-confirm";
      code: ErrorCode;
      errors: Record<string, string>;
      values?: Record<string, string>;
    };

export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const { customer } = shopApi;
  requireCustomer(args.context, args.url, locale);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const text = (name: string) => String(form.get(name) ?? "");
  if (
    intent !== "profile" &&
    intent !== "image" &&
    intent !== "password" &&
    intent !== "delete" &&
    intent !== "phone-send" &&
    intent !== "phone-confirm"
  )
    throw new Response("Unknown intent", { status: 400 });
  const values = formValues(form, PROFILE_FIELDS) as Record<string, string>;
  try {
    if (intent === "image") {
      // A multipart form: with JavaScript the chosen file alone, without it the form's file
      // input (an empty file when nothing was chosen). For an empty file the API says, in the
      // shopper's language, that one is required.
      const file = form.get("file");
      const upload = { file: file instanceof File ? file : new File([], "") };
      await unwrap(shopApi.image.uploadCustomer.$post({ form: upload }));
      return { intent, uploaded: true } satisfies ProfileActionResult;
    }
    if (intent === "profile") {
      const update = {
        name: text("name"),
        surname: text("surname"),
        email: text("email"),
        phone: text("phone"),
        gender: (values.gender ?? "") as "female" | "male" | "unspecified" | "",
        birthday: text("birthday"),
        home_phone: text("home_phone"),
        office_phone: text("office_phone"),
        fax: text("fax"),
      };
      await unwrap(customer.update.$post({ json: update }));
      return { intent, saved: true } satisfies ProfileActionResult;
    }
    if (intent === "phone-send" || intent === "phone-confirm") {
      const { phone } = await unwrap(customer.getCustomer.$get());
      const json = { phone, purpose: "confirm_phone" } as const;
      if (intent === "phone-send") {
        await unwrap(shopApi.sms.otp.$post({ json }));
        return { intent, sent: true } satisfies ProfileActionResult;
      }
      // hono/client puts a path parameter in as it is: the shopper's text is encoded here.
      const param = { code: encodeURIComponent(text("code")) };
      await unwrap(shopApi.sms.otpControl[":code"].$post({ param, json }));
      return { intent, confirmed: true } satisfies ProfileActionResult;
    }
    if (intent === "password") {
      const change = { current_password: text("current_password"), new_password: text("password") };
      await unwrap(customer.changePassword.$post({ json: change }));
      return { intent, changed: true } satisfies ProfileActionResult;
    }
    await unwrap(customer.deleteAccount.$post({ json: { password: text("password") } }));
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const errors = fieldErrors(error);
    // The API names the new password new_password; the form's field is "password".
    if (errors.new_password) errors.password = errors.new_password;
    return data(
      { intent, code: error.code, errors, values } satisfies ProfileActionResult,
      error.status === 409 ? 409 : 400,
    );
  }
  return redirect(`${localizePath(paths.shopperLogin, locale)}?${SIGN_IN_STATUS_PARAM}=deleted`);
}
