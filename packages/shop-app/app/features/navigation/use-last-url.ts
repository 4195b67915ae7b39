import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { lastUrlAtom } from "../../state/customer.ts";

/** Records the last visited URL on each navigation (spec section 4). */
export function useLastUrl(): void {
  const location = useLocation();
  const setLastUrl = useSetAtom(lastUrlAtom);
  useEffect(() => {
    setLastUrl(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search, setLastUrl]);
}
