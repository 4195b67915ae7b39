import { CartSummary, CheckoutApproveScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useAtomValue } from "jotai";
import {
  type MetaArgs,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { summaryOf, toAddressCard } from "../features/checkout/checkout-view.ts";
import { checkoutPath } from "../lib/checkout-paths.ts";
import { priceCurrencyOf } from "../lib/currency.ts";
import { splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { routerForm } from "../lib/router-form.tsx";
import { renderRouterLink } from "../lib/router-link.tsx";
import { configAtom } from "../state/customer.ts";
import type { ApproveActionResult, loader } from "./checkout-approve.server.ts";

export { action, loader } from "./checkout-approve.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.checkoutApprove") },
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutApproveRoute() {
  const noImage = useAtomValue(configAtom).noImageProduct;
  const { cart, delivery, invoice, distanceSellingHtml, preliminaryHtml } =
    useLoaderData<typeof loader>();
  const sent = useActionData<ApproveActionResult>();
  const intl = useIntl();
  const { locale } = splitLocale(useLocation().pathname);
  const navigation = useNavigation();
  const cargo = cart.cargo.find((option) => option.selected);
  return (
    <CheckoutApproveScreen
      currency={priceCurrencyOf(cart)}
      lines={cart.items.map((line) => ({
        id: String(line.id),
        title: line.name,
        image: line.image,
        options: line.options,
        quantity: line.quantity,
        lineTotal: line.line_total,
      }))}
      placeholderImage={noImage}
      deliveryAddress={toAddressCard(delivery)}
      invoiceAddress={invoice ? toAddressCard(invoice) : null}
      cargoName={cargo?.name ?? null}
      gift={cart.is_gift_cart ? { note: cart.gift_note } : null}
      note={cart.general_note ?? ""}
      distanceSellingHtml={distanceSellingHtml}
      preliminaryHtml={preliminaryHtml}
      {...(sent ? { errors: sent.errors } : {})}
      addressHref={checkoutPath("adres", locale)}
      renderLink={renderRouterLink}
      renderForm={routerForm()}
      pending={navigation.state !== "idle" && navigation.formMethod === "POST"}
      aside={
        <CartSummary
          {...summaryOf(cart, {
            gift: intl.formatMessage({ id: "app.checkout.giftPackage" }),
            fee: intl.formatMessage({ id: "app.checkout.doorFee" }),
          })}
        />
      }
    />
  );
}
