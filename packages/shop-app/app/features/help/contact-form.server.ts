// The contact form's server action: the message goes to the API, and a refusal comes back as
// field messages (in the shopper's language, from the API) with what the shopper typed, so that
// the page shows them with or without JavaScript.
import { CONTACT_FIELDS, type ContactField } from "@shop/ui";
import { isApiRequestError, type ShopApi, unwrap } from "../../lib/shop-api.ts";

export type ContactActionResult =
  | { sent: true }
  | {
      sent: false;
      values: Partial<Record<ContactField, string>>;
      errors: Partial<Record<ContactField, string>>;
      formError?: string;
    };

const isContactField = (field: string): field is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(field);

export async function sendContactForm(
  shopApi: ShopApi,
  form: FormData,
): Promise<ContactActionResult> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(field)]));
  try {
    const message = {
      name: values.name ?? "",
      email: values.email ?? "",
      phone: values.phone ?? "",
      subject: values.subject ?? "",
      message: values.message ?? "",
      website: text("website"),
    };
    await unwrap(shopApi.contact.send.$post({ json: message }));
    return { sent: true };
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    const errors: Partial<Record<ContactField, string>> = {};
    for (const field of error.fields ?? []) {
      if (isContactField(field.field)) errors[field.field] ??= field.message;
    }
    return {
      sent: false,
      values,
      errors,
      ...(Object.keys(errors).length === 0 ? { formError: error.message } : {}),
    };
  }
}
