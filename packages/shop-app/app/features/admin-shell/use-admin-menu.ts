// The admin left menu's state (spec: adminShowLeftMenu, remembered in a cookie): the server
// render already knows it from the cookie, so the menu never jumps after hydration.
import { useAtom } from "jotai";
import { useCallback } from "react";
import { cookieMaxAge, cookieNames, setBrowserCookie } from "../../lib/cookies.ts";
import { adminShowLeftMenuAtom } from "../../state/customer.ts";

export function useAdminMenu() {
  const [open, setOpen] = useAtom(adminShowLeftMenuAtom);
  const setCollapsed = useCallback(
    (collapsed: boolean) => {
      setOpen(!collapsed);
      setBrowserCookie(cookieNames.adminMenu, collapsed ? "0" : "1", cookieMaxAge.adminMenu);
    },
    [setOpen],
  );
  return { collapsed: !open, setCollapsed };
}
