// The cookie notice (spec section 4): shown until cookiePolitical=1; Accept stores it for
// 31536000 s. Settings opens the cookie policy, whose text is the /cerez-politikasi content page,
// fetched when first asked for.
import { useCallback, useState } from "react";
import { cookieMaxAge, cookieNames, setBrowserCookie } from "../../lib/cookies.ts";
import { COOKIE_POLICY_SEO_LINK } from "../../lib/paths.ts";
import { loadTagManager } from "../../lib/tag-manager.ts";

export type PolicyState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; title: string; html: string }
  | { status: "error" };

export function useCookieConsent(
  initiallyAccepted: boolean,
  language: string,
  tagManagerId: string | null = null,
) {
  const [accepted, setAccepted] = useState(initiallyAccepted);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [policy, setPolicy] = useState<PolicyState>({ status: "idle" });

  const accept = useCallback(() => {
    setBrowserCookie(cookieNames.consent, "1", cookieMaxAge.consent);
    setAccepted(true);
    setPolicyOpen(false);
    loadTagManager(tagManagerId);
  }, [tagManagerId]);

  const openPolicy = useCallback(() => {
    setPolicyOpen(true);
    if (policy.status === "ready" || policy.status === "loading") return;
    setPolicy({ status: "loading" });
    import("../../lib/shop-api.ts")
      .then(({ createShopApi, unwrap }) => {
        const shopApi = createShopApi({ origin: window.location.origin, language, currency: 1 });
        const param = { seo: encodeURIComponent(COOKIE_POLICY_SEO_LINK) };
        return unwrap(shopApi.contents.getContentBySeoLink[":seo"].$get({ param }));
      })
      .then(
        (content) =>
          setPolicy({ status: "ready", title: content.title, html: content.description }),
        (error: unknown) => {
          console.warn("cookie policy unavailable", error);
          setPolicy({ status: "error" });
        },
      );
  }, [language, policy.status]);

  return {
    visible: !accepted,
    accept,
    policyOpen,
    openPolicy,
    closePolicy: useCallback(() => setPolicyOpen(false), []),
    policy,
  };
}
