import type { ErrorCode } from "@shop/api/contract";
import { ADDRESS_FORM_FIELDS, type AddressFormField } from "@shop/ui";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { EDIT_PARAM, NEW_PARAM, WARNING_PARAM } from "../features/checkout/address-params.ts";
import { fieldErrors, formValues } from "../features/checkout/form-values.ts";
import { isApiRequestError } from "../lib/api-client.ts";
import { loadCart } from "../lib/cart.server.ts";
import { requestIdentity } from "../lib/identity.server.ts";
import { localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /siparis/adres: the address book, the chosen addresses, and the form to add or change one. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  const identity = requestIdentity(args.context);
  const kind = identity.customer ? "customer" : "guest";
  const query = args.url.searchParams;
  const [addresses, countries, cart] = await Promise.all([
    api.addresses(kind),
    api.countries(),
    loadCart(api, identity),
  ]);
  const editing = addresses.find((address) => String(address.id) === query.get(EDIT_PARAM));
  // A form sent with "show the districts" (no JavaScript) comes back as this page's query.
  const sent = formValues(query, ADDRESS_FORM_FIELDS);
  const turkey = countries.find((country) => country.iso2 === "TR") ?? countries[0];
  const values: Partial<Record<AddressFormField, string>> =
    Object.keys(sent).length > 0
      ? sent
      : editing
        ? {
            title: editing.title,
            kind: editing.kind,
            name: editing.name,
            surname: editing.surname,
            ...(editing.email ? { email: editing.email } : {}),
            phone: editing.phone,
            country_id: String(editing.country_id),
            state_id: String(editing.state_id),
            city_id: String(editing.city_id),
            address: editing.address,
            postal_code: editing.postal_code,
            ...(editing.identity_number ? { identity_number: editing.identity_number } : {}),
            ...(editing.company_name ? { company_name: editing.company_name } : {}),
            ...(editing.tax_office ? { tax_office: editing.tax_office } : {}),
            ...(editing.tax_number ? { tax_number: editing.tax_number } : {}),
          }
        : { country_id: String(turkey?.id ?? "") };
  const countryId = Number(values.country_id ?? turkey?.id);
  const [states, cities] = await Promise.all([
    countryId ? api.states(countryId) : Promise.resolve([]),
    values.state_id ? api.cities(Number(values.state_id)) : Promise.resolve([]),
  ]);
  return {
    addresses,
    countries,
    states,
    cities,
    values,
    editId: editing?.id ?? null,
    showForm: addresses.length === 0 || query.has(NEW_PARAM) || editing !== undefined,
    askEmail: kind === "guest",
    cart,
    warning: query.get(WARNING_PARAM),
  };
}

function addressOf(form: FormData) {
  const values = formValues(form, ADDRESS_FORM_FIELDS);
  const number = (value: string | undefined) => (value ? Number(value) : Number.NaN);
  return {
    title: values.title ?? "",
    kind: values.kind === "corporate" ? ("corporate" as const) : ("individual" as const),
    name: values.name ?? "",
    surname: values.surname ?? "",
    ...(values.email ? { email: values.email } : {}),
    phone: values.phone ?? "",
    country_id: number(values.country_id),
    state_id: number(values.state_id),
    city_id: number(values.city_id),
    address: values.address ?? "",
    postal_code: values.postal_code ?? "",
    ...(values.identity_number ? { identity_number: values.identity_number } : {}),
    ...(values.company_name ? { company_name: values.company_name } : {}),
    ...(values.tax_office ? { tax_office: values.tax_office } : {}),
    ...(values.tax_number ? { tax_number: values.tax_number } : {}),
  };
}

export type AddressActionResult =
  | { ok: true }
  | { ok: false; errors: Record<string, string>; values: Record<string, string>; code: ErrorCode };

export async function action(args: ActionFunctionArgs) {
  const { api, locale } = routeApi(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const here = localizePath(`${paths.checkout}/adres`, locale);
  try {
    switch (intent) {
      case "save": {
        const id = Number(form.get("id"));
        const saved = id
          ? await api.updateAddress(id, addressOf(form))
          : await api.addAddress(addressOf(form));
        const cart = await loadCart(api, requestIdentity(args.context));
        // A new address becomes the delivery address when the cart has none yet, so that a
        // shopper adding their first address (with or without JavaScript) can go straight on.
        if (!id && cart && cart.delivery_address_id === null)
          await api.chooseCartAddresses(saved.id, null);
        return redirect(here);
      }
      case "choose": {
        const delivery = Number(form.get("delivery_address_id"));
        const invoice = form.get("invoice_address_id");
        await api.chooseCartAddresses(delivery, invoice ? Number(invoice) : null);
        return { ok: true } satisfies AddressActionResult;
      }
      case "delete":
        await api.deleteAddress(Number(form.get("id")));
        return { ok: true } satisfies AddressActionResult;
      case "continue": {
        const { code } = await api.orderAddressCheck();
        if (code === "no_problem") return redirect(localizePath(`${paths.checkout}/onay`, locale));
        return redirect(`${here}?${WARNING_PARAM}=${code}#address-list`);
      }
      default:
        throw new Response("Unknown intent", { status: 400 });
    }
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    const result: AddressActionResult = {
      ok: false,
      errors: fieldErrors(error),
      values: formValues(form, ADDRESS_FORM_FIELDS) as Record<string, string>,
      code: error.code,
    };
    return data(result, error.status === 404 ? 404 : 400);
  }
}
