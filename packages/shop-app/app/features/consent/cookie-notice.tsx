// The cookie banner and its policy dialog (spec sections 2 and 4).
import { CookieBanner, CookiePolicyModal } from "@shop/ui";
import { useCookieConsent } from "./use-cookie-consent.ts";

export function CookieNotice({ accepted, language }: { accepted: boolean; language: string }) {
  const consent = useCookieConsent(accepted, language);
  const { policy } = consent;
  return (
    <>
      {consent.visible ? (
        <CookieBanner
          onAccept={consent.accept}
          onSettings={consent.openPolicy}
          onReadPolicy={consent.openPolicy}
        />
      ) : null}
      <CookiePolicyModal
        open={consent.policyOpen}
        onOpenChange={(open) => (open ? consent.openPolicy() : consent.closePolicy())}
        loading={policy.status === "loading"}
        {...(policy.status === "ready" ? { html: policy.html, title: policy.title } : {})}
        {...(consent.visible ? { onAccept: consent.accept } : {})}
      />
    </>
  );
}
