// Session tracking for a logged-in shopper (spec section 4): a session starts (or continues)
// when the page loads or becomes visible, its id is kept in the session_id cookie (86400 s), and
// it ends by a beacon (falling back to GET) after the page has been hidden for 5 seconds or when
// the page is hidden for good (pagehide).
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import {
  cookieMaxAge,
  cookieNames,
  readBrowserCookie,
  setBrowserCookie,
} from "../../lib/cookies.ts";
import { languageAtom, sessionIdAtom, userAtom } from "../../state/customer.ts";

export const SESSION_END_AFTER_HIDDEN_MS = 5_000;

export function useSessionTracking(): void {
  const user = useAtomValue(userAtom);
  const language = useAtomValue(languageAtom);
  const setSessionId = useSetAtom(sessionIdAtom);
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    // The API client loads only for a signed-in shopper.
    const client = import("../../lib/shop-api.ts").then(({ createShopApi, unwrap }) => ({
      shopApi: createShopApi({ origin: window.location.origin, language, currency: 1 }),
      unwrap,
    }));
    let loaded: Awaited<typeof client> | undefined;
    let sessionId = readBrowserCookie(cookieNames.sessionId);
    let open = false;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

    const start = async () => {
      try {
        loaded = await client;
        const started = loaded.shopApi.customerToken.sessionStart[":userId"].$get({
          param: { userId },
          query: sessionId === undefined ? {} : { session_id: sessionId },
        });
        const session = await loaded.unwrap(started);
        sessionId = session.session_id;
        open = true;
        setBrowserCookie(cookieNames.sessionId, sessionId, cookieMaxAge.sessionId);
        setSessionId(sessionId);
      } catch (error) {
        console.warn("session start failed", error);
      }
    };

    const end = () => {
      if (!open || !sessionId || !loaded) return;
      open = false;
      // A beacon's URL carries the language and currency the client's fetch would have added.
      const url = loaded.shopApi.customerToken.sessionEnd[":userId"][":sessionId"].$url({
        param: { userId, sessionId: encodeURIComponent(sessionId) },
        query: { language, currency: "1" },
      }).href;
      let queued = false;
      try {
        queued = typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url);
      } catch {
        queued = false;
      }
      if (!queued) {
        fetch(url, { method: "GET", credentials: "same-origin", keepalive: true }).catch(
          (error) => {
            console.error("session end failed", error);
          },
        );
      }
    };

    const onVisibilityChange = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === "hidden") {
        hiddenTimer = setTimeout(end, SESSION_END_AFTER_HIDDEN_MS);
      } else {
        void start();
      }
    };
    const onPageHide = () => {
      clearTimeout(hiddenTimer);
      end();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void start();
    };

    if (document.visibilityState === "visible") void start();
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      clearTimeout(hiddenTimer);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [userId, language, setSessionId]);
}
