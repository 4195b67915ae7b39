// The cookie banner and its policy dialog (spec sections 2 and 4).
import { CookieBanner } from "@shop/ui";
import { lazy, Suspense } from "react";
import { useHasBeen } from "../../lib/use-has-been.ts";
import { useCookieConsent } from "./use-cookie-consent.ts";

// The policy dialog loads when the shopper first asks for it.
const CookiePolicyModal = lazy(() =>
  import("@shop/ui/components/cookie-policy-modal/index.ts").then((m) => ({
    default: m.CookiePolicyModal,
  })),
);

export function CookieNotice({
  accepted,
  language,
  tagManagerId = null,
}: {
  accepted: boolean;
  language: string;
  /** The admin's Tag Manager id: loaded when the shopper accepts cookies. */
  tagManagerId?: string | null;
}) {
  const consent = useCookieConsent(accepted, language, tagManagerId);
  const { policy } = consent;
  const policyWanted = useHasBeen(consent.policyOpen);
  return (
    <>
      {consent.visible ? (
        <CookieBanner
          onAccept={consent.accept}
          onSettings={consent.openPolicy}
          onReadPolicy={consent.openPolicy}
        />
      ) : null}
      {policyWanted ? (
        <Suspense fallback={null}>
          <CookiePolicyModal
            open={consent.policyOpen}
            onOpenChange={(open) => (open ? consent.openPolicy() : consent.closePolicy())}
            loading={policy.status === "loading"}
            {...(policy.status === "ready" ? { html: policy.html, title: policy.title } : {})}
            {...(consent.visible ? { onAccept: consent.accept } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}
