import { OrderConfirmationScreen } from "@shop/ui";
import { type MetaArgs, useLoaderData, useLocation } from "react-router";
import { priceCurrencyOf } from "../lib/currency.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { loader } from "./order-complete.server.ts";

export { loader } from "./order-complete.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.orderComplete") },
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderCompleteRoute() {
  const { order } = useLoaderData<typeof loader>();
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <OrderConfirmationScreen
      orderCode={order.code}
      email={order.email}
      paymentName={order.payment_name}
      total={order.total}
      currency={priceCurrencyOf({ currency_id: 0, currency_code: order.currency_code })}
      bankAccount={
        order.bank_account
          ? {
              id: order.code,
              bankName: order.bank_account.bank_name,
              holder: order.bank_account.account_holder,
              iban: order.bank_account.iban,
            }
          : null
      }
      followHref={localizePath(`${paths.orders}/${order.code}`, locale)}
      shoppingHref={localizePath(paths.home, locale)}
      renderLink={renderRouterLink}
    />
  );
}
