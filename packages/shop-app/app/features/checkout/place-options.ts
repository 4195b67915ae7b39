// The address form's country, province and district lists: the districts follow the province
// the shopper picks (fetched from the API in the page's language) once JavaScript runs.
import type { SelectOption } from "@shop/ui";
import { useEffect, useState } from "react";
import type { Locale } from "../../lib/locale.ts";

export const placeOptions = (rows: ReadonlyArray<{ id: number; name: string }>): SelectOption[] =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

export function useDistricts(
  loaded: ReadonlyArray<{ id: number; name: string }>,
  locale: Locale,
): [SelectOption[], (stateId: string) => Promise<void>] {
  const [cities, setCities] = useState<SelectOption[]>(placeOptions(loaded));
  useEffect(() => setCities(placeOptions(loaded)), [loaded]);
  const load = async (stateId: string) => {
    if (!stateId) return setCities([]);
    const response = await fetch(`/api/v1/city/getCitiesByStateId/${stateId}?language=${locale}`);
    const body = (await response.json()) as { response: Array<{ id: number; name: string }> };
    setCities(placeOptions(body.response));
  };
  return [cities, load];
}
