// The contact form's server action: the message goes to the API, and a refusal comes back as
// field messages (in the shopper's language, from the API) with what the shopper typed, so that
// the page shows them with or without JavaScript.
import { CONTACT_FIELDS, type ContactField } from "@shop/ui";
import type { ApiClient } from "../../lib/api-client.ts";
import { isApiRequestError } from "../../lib/api-client.ts";

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
  api: ApiClient,
  form: FormData,
): Promise<ContactActionResult> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(field)]));
  try {
    await api.sendContactMessage({
      name: values.name ?? "",
      email: values.email ?? "",
      phone: values.phone ?? "",
      subject: values.subject ?? "",
      message: values.message ?? "",
      website: text("website"),
    });
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
