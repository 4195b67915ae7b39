// Currency switching (spec: currency in customer state, default 1): the choice is remembered in
// the currency cookie and every loader runs again, so the whole page is priced anew.
import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { useRevalidator } from "react-router";
import { currencyAtom } from "../state/customer.ts";
import { cookieMaxAge, cookieNames, setBrowserCookie } from "./cookies.ts";

export function useSwitchCurrency(): (currencyId: number) => Promise<void> {
  const setCurrency = useSetAtom(currencyAtom);
  const revalidator = useRevalidator();
  return useCallback(
    async (currencyId: number) => {
      setBrowserCookie(cookieNames.currency, String(currencyId), cookieMaxAge.currency);
      setCurrency(currencyId);
      await revalidator.revalidate();
    },
    [setCurrency, revalidator],
  );
}
