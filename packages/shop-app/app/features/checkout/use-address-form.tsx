// The address form as its pages show it (the checkout's address step, the account's addresses):
// the loader's address book values, or what a refused form sent, with the country, province and
// district lists; the districts follow the province the shopper picks (fetched from the API in
// the page's language) once JavaScript runs.
import type { AddressFormProps, SelectOption } from "@shop/ui";
import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Locale } from "../../lib/locale.ts";
import { routerForm } from "../../lib/router-form.tsx";
import type { loadAddressBook } from "./address-book.server.ts";

type Place = { id: number; name: string };

const placeOptions = (rows: readonly Place[]): SelectOption[] =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

function useDistricts(
  loaded: readonly Place[],
  locale: Locale,
): [SelectOption[], (stateId: string) => Promise<void>] {
  const [cities, setCities] = useState<SelectOption[]>(placeOptions(loaded));
  useEffect(() => setCities(placeOptions(loaded)), [loaded]);
  // Only the last chosen province's answer is shown: moving through the provinces with the arrow
  // keys asks for each one, and an earlier province's answer may come last. The districts shown
  // go at once, so that none of the previous province's can be chosen while the answer is on its
  // way (the API would refuse it when the address is saved).
  const latest = useRef<AbortController | null>(null);
  const load = async (stateId: string) => {
    latest.current?.abort();
    const request = new AbortController();
    latest.current = request;
    setCities([]);
    if (!stateId) return;
    try {
      const response = await fetch(
        `/api/v1/city/getCitiesByStateId/${stateId}?language=${locale}`,
        { signal: request.signal },
      );
      const body = (await response.json()) as { response: Place[] };
      if (!request.signal.aborted) setCities(placeOptions(body.response));
    } catch (error) {
      if (!request.signal.aborted) throw error;
    }
  };
  return [cities, load];
}

/** The AddressForm's props while the form is open, or null; `here` is the page it posts to. */
export function useAddressForm(
  book: Awaited<ReturnType<typeof loadAddressBook>>,
  refused: { values: Record<string, string>; errors: Record<string, string> } | null,
  {
    here,
    locale,
    hiddenFields,
    pending,
  }: {
    here: string;
    locale: Locale;
    hiddenFields?: ReactNode;
    pending: boolean;
  },
): AddressFormProps | null {
  const navigate = useNavigate();
  const [cities, loadCities] = useDistricts(book.cities, locale);
  if (!book.showForm) return null;
  return {
    values: refused?.values ?? book.values,
    errors: refused?.errors ?? {},
    countries: placeOptions(book.countries),
    states: placeOptions(book.states),
    cities,
    onStateChange: (stateId) => void loadCities(stateId),
    askEmail: book.askEmail,
    hiddenFields: (
      <>
        {hiddenFields}
        {book.editId !== null && <input type="hidden" name="id" value={book.editId} />}
      </>
    ),
    pending,
    ...(book.addresses.length > 0 ? { onCancel: () => void navigate(here) } : {}),
    renderForm: routerForm(here),
  };
}
