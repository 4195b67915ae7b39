import { GiftCertificatesScreen } from "@shop/ui";
import { type MetaArgs, useLoaderData, useLocation } from "react-router";
import type { AccountHandle } from "../features/account/account-frame.tsx";
import { currencyCodeOf } from "../lib/currency.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { loader } from "./account-gift-certificates.server.ts";

export { loader } from "./account-gift-certificates.server.ts";

export const handle: AccountHandle = { accountSection: "giftCertificates" };

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.giftCertificates") },
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountGiftCertificatesRoute() {
  const { certificates } = useLoaderData<typeof loader>();
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <GiftCertificatesScreen
      certificates={certificates.map((certificate) => ({
        code: certificate.code,
        discount:
          certificate.discount_type === "percent"
            ? { percent: certificate.discount_percent ?? 0 }
            : { amount: certificate.discount_amount ?? 0 },
        currency: currencyCodeOf(certificate.currency_id),
        ...(certificate.min_cart_amount !== null
          ? { minCartAmount: certificate.min_cart_amount }
          : {}),
        ...(certificate.ends_at ? { endsAt: certificate.ends_at } : {}),
        status: certificate.status,
      }))}
      renderLink={renderRouterLink}
      shoppingHref={localizePath(paths.home, locale)}
    />
  );
}
