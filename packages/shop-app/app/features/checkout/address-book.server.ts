// The address book as its pages need it (the checkout's address step, the account's addresses):
// the shopper's addresses, the form's values (an address to change, or what a form sent without
// JavaScript came back with) and the country, province and district lists for those values.
import { ADDRESS_FORM_FIELDS, type AddressFormField } from "@shop/ui";
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";
import { EDIT_PARAM, NEW_PARAM } from "./address-params.ts";
import { formValues } from "./form-values.ts";

/** The caller's address book: a customer's or a guest's. */
export function addressesOf(shopApi: ShopApi, kind: "customer" | "guest") {
  const { customer } = shopApi;
  return kind === "customer"
    ? unwrap(customer.getCustomerAddress.$get())
    : unwrap(customer.getGuestAddress.$get());
}

/** Adds the address a form describes, or changes the one with this id. */
export function saveAddress(shopApi: ShopApi, id: number, form: FormData) {
  const { customer } = shopApi;
  const address = addressOf(form);
  return id
    ? unwrap(customer.updateCustomerAddress.$post({ json: { id, ...address } }))
    : unwrap(customer.addCustomerAddress.$post({ json: address }));
}

export function deleteAddress(shopApi: ShopApi, id: number) {
  return unwrap(shopApi.customer.deleteCustomerAddress.$post({ json: { id } }));
}

export async function loadAddressBook(
  shopApi: ShopApi,
  kind: "customer" | "guest",
  query: URLSearchParams,
) {
  const [addresses, countries] = await Promise.all([
    addressesOf(shopApi, kind),
    unwrap(shopApi.country.$get()),
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
    countryId
      ? unwrap(shopApi.state.getStatesByCountryId[":id"].$get({ param: { id: countryId } }))
      : Promise.resolve([]),
    values.state_id
      ? unwrap(
          shopApi.city.getCitiesByStateId[":id"].$get({ param: { id: Number(values.state_id) } }),
        )
      : Promise.resolve([]),
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
  };
}

/** The address a submitted address form describes, as the API takes it. */
export function addressOf(form: FormData) {
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
